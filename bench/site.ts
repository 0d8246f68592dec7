/**
 * Site benchmark against the production build, started as `pnpm start` starts it: server
 * rendering of /en (with a browser's session cookie, and as a first visit without one), a region
 * page, a club page, login, sign-up, a logged-in golfer's bookings and the map at 20 connections
 * (autocannon, after a 2 s warm-up), with the engine calls each page makes (its Server-Timing),
 * and the gzip bytes of the JS and CSS each of those pages loads, the booking flow's figures
 * (bench/booking.ts), the map's land picture, and Lighthouse on home, a region, a club, the cart,
 * checkout and the map; then the same rendering as production starts it, beside plain Node serving
 * the same bytes (bench/site-prod.ts). Prints Markdown tables.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { waitFor } from '../scripts/wait-for.ts';
import { bookingFlowFigures } from './booking.ts';
import { cartAddFigures } from './cart-add.ts';
import { assetsOf } from '../scripts/page-weight.ts';
import type { Figure } from './history.ts';
import { prodRenderingFigures } from './site-prod.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Overridable, so two checkouts on one machine can run their benchmarks side by side.
const port = Number(process.env.BENCH_SITE_PORT ?? 3700);
const enginePort = Number(process.env.BENCH_ENGINE_PORT ?? 4700);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fairway-site-bench-'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** `BENCH_ONLY=cart` measures the cart add alone (issue 25's before and after), nothing else. */
const CART_ONLY = process.env.BENCH_ONLY === 'cart';
/** `BENCH_ONLY=map` measures the map page alone (issue 27): its weight, rendering and Lighthouse. */
const MAP_ONLY = process.env.BENCH_ONLY === 'map';

/** Prints the production start's rendering figures (bench/site-prod.ts); answers them. */
async function prodRendering(): Promise<Figure[]> {
  const prod = await prodRenderingFigures(SECONDS);
  console.log(
    '\nServer rendering as production starts it (pnpm start:prod), beside plain Node serving the same HTML\n',
  );
  for (const line of prod.lines) console.log(line);
  return prod.figures;
}

/** `BENCH_ONLY=prod` measures the production start's rendering alone (issue 28). */
if (process.env.BENCH_ONLY === 'prod') {
  const figures = await prodRendering();
  if (process.env.BENCH_RESULTS) writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
  process.exit(0);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    ENGINE_PORT: String(enginePort),
    ENGINE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/**
 * A browser's user agent. Node's own ('node') is a crawler to isbot, and a crawler gets no session
 * cookies: the cookie below was empty until issue 15, so every benchmarked request started a
 * session in the engine.
 */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A browser session's cookies, so the benchmark measures pages, not session starts. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${base}/en`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER },
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Three Lighthouse runs of a page; the median by score is reported, with all three scores. A
 * cookie loads the page as that golfer (the cart and checkout need one with a tee time in it).
 */
function lighthouse(name: string, url: string, cookie = ''): { row: string; figure: Figure } {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < 3; run += 1) {
    const out = join(dataDir, `lh-${run}.json`);
    const result = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--only-categories=performance',
        '--form-factor=mobile',
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        '--output=json',
        `--output-path=${out}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore' },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
    reports.push(JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport);
  }
  const sorted = [...reports].sort(
    (a, b) => a.categories.performance.score - b.categories.performance.score,
  );
  const median = sorted[1] ?? sorted[0];
  if (!median) throw new Error('no lighthouse report');
  const value = (audit: string) => median.audits[audit]?.numericValue ?? 0;
  const score = Math.round(median.categories.performance.score * 100);
  const scores = reports.map((r) => Math.round(r.categories.performance.score * 100)).join(', ');
  const values = {
    score,
    'FCP ms': Math.round(value('first-contentful-paint')),
    'LCP ms': Math.round(value('largest-contentful-paint')),
    'TBT ms': Math.round(value('total-blocking-time')),
    CLS: Number(value('cumulative-layout-shift').toFixed(3)),
  };
  return {
    row: `| ${name} | ${score} | ${scores} | ${values['FCP ms']} | ${values['LCP ms']} | ${values['TBT ms']} | ${values.CLS} |`,
    figure: { suite: 'lighthouse', what: `${name}, mobile, median of 3`, values },
  };
}

function gzipBytes(path: string): number {
  return gzipSync(readFileSync(join(root, 'site/build/client', path)), { level: 9 }).length;
}

/**
 * The same browser session logged in as a new account (through the engine, as the login page
 * does), so the private area is measured as a golfer sees it.
 */
async function loggedInCookie(cookie: string): Promise<string> {
  const engine = `http://127.0.0.1:${enginePort}`;
  const jar = Object.fromEntries(cookie.split('; ').map((c) => c.split('=') as [string, string]));
  const creds = {
    token: decodeURIComponent(jar.token ?? ''),
    culture: 'en-GB',
    idVendedor: Number(jar.vendorId),
    idInicioSesion: Number(jar.sessionId),
  };
  const post = async (path: string, body: object) =>
    (await (
      await fetch(`${engine}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...creds, ...body }),
      })
    ).json()) as { datos: { token: string; expiracion: string; idUsuario: number } };
  const account = { email: `bench-${Date.now()}@golfers.example`, password: 'Bench-2026x' };
  await post('Usuarios/CrearUsuario', {
    ...account,
    nombre: 'Bench',
    apellidos: 'Golfer',
    telefono: '600000000',
    pais: 'ES',
    aceptaCondiciones: true,
  });
  const { datos } = await post('Usuarios/LogarUsuario', account);
  const expires = Date.parse(datos.expiracion);
  return `${cookie}; userToken=${encodeURIComponent(datos.token)}; userId=${datos.idUsuario}; userTokenExpires=${expires}`;
}

try {
  await waitFor(`${base}/en`);
  const visitor = await sessionCookie();
  const golfer = await loggedInCookie(visitor);
  if (!visitor.includes('token='))
    throw new Error('no session cookie: the bench would time session starts');
  const pages = [
    ['home', '/en', visitor],
    // A first visit: no cookie, so the page also starts the visitor's session in the engine.
    ['home, first visit (no cookie)', '/en', ''],
    ['region', '/en/region/costa-del-sol?idReg=1', visitor],
    ['club', '/en/club/real-club-de-golf-las-brisas?idVP=1', visitor],
    ['login', '/en/login', visitor],
    ['sign-up', '/en/sign-up', visitor],
    ['private area: bookings (logged in)', '/en/private-area/bookings', golfer],
    ['map', '/en/map', visitor],
  ] as const;
  const rows: string[] = [];
  const sizes: string[] = [];
  const figures: Figure[] = [];
  const cart = MAP_ONLY ? { figures: [], lines: [] } : await cartAddFigures(base, visitor, BROWSER);
  figures.push(...cart.figures);
  if (process.env.BENCH_RESULTS) writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
  const measured = CART_ONLY ? [] : MAP_ONLY ? pages.filter(([name]) => name === 'map') : pages;
  for (const [name, path, pageCookie] of measured) {
    const headers = { cookie: pageCookie, 'user-agent': BROWSER };
    const html = await (await fetch(`${base}${path}`, { headers })).text();
    const { js, css } = assetsOf(html);
    const jsBytes = js.reduce((sum, f) => sum + gzipBytes(f), 0);
    const cssBytes = css.reduce((sum, f) => sum + gzipBytes(f), 0);
    sizes.push(
      `| ${name} | ${js.length} | ${(jsBytes / 1024).toFixed(1)} | ${css.length} | ${(cssBytes / 1024).toFixed(1)} | ${(gzipSync(html).length / 1024).toFixed(1)} |`,
    );
    // Warmed first (the JIT, the caches every visitor shares), then measured.
    await autocannon({ url: `${base}${path}`, connections: 20, duration: 2, headers });
    // The warm page's engine calls, from the locale layout's Server-Timing:
    // `engine;dur=12.5;desc="2 calls"` (parts streamed after the headers are not in it).
    const sample = await fetch(`${base}${path}`, { headers });
    await sample.text();
    const engineCalls = /desc="(\d+) calls?"/.exec(sample.headers.get('server-timing') ?? '')?.[1];
    const result = await autocannon({
      url: `${base}${path}`,
      connections: 20,
      duration: SECONDS,
      headers,
    });
    figures.push(
      {
        suite: 'site',
        what: `${name}, 20 connections`,
        values: {
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx,
        },
      },
      {
        suite: 'weight',
        what: name,
        values: {
          'JS files': js.length,
          'JS KB gzip': Number((jsBytes / 1024).toFixed(1)),
          stylesheets: css.length,
        },
      },
    );
    // `pnpm bench` (bench/run.ts) appends these to docs/bench-history.md.
    if (process.env.BENCH_RESULTS)
      writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
    rows.push(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.non2xx} | ${engineCalls ?? '–'} |`,
    );
  }
  if (!CART_ONLY) {
    console.log(
      `\nServer rendering, 20 connections, ${SECONDS} s each (site, engine and load generator on one machine)\n`,
    );
    console.log(
      '| page | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx | engine calls (warm page) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    if (!MAP_ONLY) {
      figures.push(...(await prodRendering()));
      if (process.env.BENCH_RESULTS)
        writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
    }
  }
  console.log(
    '\nThe cart add: POST /api/cart, one at a time, engine calls from its Server-Timing\n',
  );
  for (const line of cart.lines) console.log(line);
  if (!CART_ONLY) {
    console.log('\nWhat each page loads (gzip -9)\n');
    console.log('| page | JS files | JS KB | CSS files | CSS KB | HTML KB |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of sizes) console.log(row);
    // The map's land is a picture of its own, loaded by the map's script once the page is live.
    const land = await (await fetch(`${base}/map-land.svg?v=1`)).arrayBuffer();
    const landKb = gzipSync(Buffer.from(land), { level: 9 }).length / 1024;
    console.log(`\nThe map's land (/map-land.svg): ${landKb.toFixed(1)} KB gzip`);
    figures.push({
      suite: 'weight',
      what: 'map land SVG',
      values: { 'KB gzip': Number(landKb.toFixed(1)) },
    });
    const flow = MAP_ONLY
      ? { lines: [], cartCookie: '' }
      : await bookingFlowFigures(base, pages[3][1], gzipBytes, SECONDS);
    if (!MAP_ONLY) {
      console.log('\nThe booking flow (Debian Chromium at 375 px, then autocannon)\n');
      for (const line of flow.lines) console.log(line);
    }
    console.log('\nLighthouse 12, mobile, performance (median of 3, Debian Chromium)\n');
    console.log('| page | score | runs | FCP ms | LCP ms | TBT ms | CLS |');
    console.log('|---|---:|---|---:|---:|---:|---:|');
    const everyPage = [
      ['home', pages[0][1], ''],
      ['region', pages[2][1], ''],
      ['club', pages[3][1], ''],
      ['cart (one tee time)', '/en/cart', flow.cartCookie],
      ['checkout (one tee time)', '/en/checkout', flow.cartCookie],
      ['map', '/en/map', ''],
    ] as const;
    const lighthousePages = MAP_ONLY ? everyPage.filter(([name]) => name === 'map') : everyPage;
    for (const [name, path, cookie] of lighthousePages) {
      const { row, figure } = lighthouse(name, `${base}${path}`, cookie);
      console.log(row);
      figures.push(figure);
      if (process.env.BENCH_RESULTS)
        writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
    }
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
