/**
 * `pnpm build` and its launcher, `dist/start-prod.js` (what `pnpm start:prod` runs), as production
 * starts them: 2 engine and 2 site workers over a fresh PostgreSQL database and Redis, both start
 * guards on. Both sides' health answers from every worker, home and a club page render for a
 * golfer's browser, and SIGTERM to the launcher (as a process manager sends it) stops every
 * process it started. The site's build is the suite's own (scripts/test.ts builds it first); the
 * engine and the launcher are built here, with esbuild, in a few seconds.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// Playwright's own test: no page is opened here, so the console fixtures have nothing to watch.
import { expect, test } from '@playwright/test';
import { answeringPids, exited, freePort, until, workerPids } from '../../engine/test/process.ts';
import { freshServerDatabase, SERVER_URL } from '../../engine/test/server-database.ts';
import { GOLFER_AGENTS } from './browsers.ts';
import { startProdShop } from './prod-shop.ts';
import type { ProdShop } from './prod-shop.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** A Redis database number of this test's own on the machine's server. */
const REDIS_DB = 11;

test.describe.configure({ mode: 'serial' });

test.describe('the production launcher (dist/start-prod.js)', () => {
  let shop: ProdShop | null = null;
  let drop: (() => Promise<void>) | null = null;

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'desktop', 'no browser involved: once is enough');
    test.skip(!SERVER_URL, 'needs TEST_DATABASE_URL, a PostgreSQL server (CI sets it)');
    test.setTimeout(180_000);
    execFileSync('pnpm', ['exec', 'tsx', 'scripts/build.ts', 'engine', 'launcher'], {
      cwd: root,
      stdio: 'ignore',
    });
    const database = await freshServerDatabase();
    drop = database.drop;
    shop = await startProdShop({
      sitePort: await freePort(),
      enginePort: await freePort(),
      databaseUrl: database.url,
      redisDb: REDIS_DB,
      engineWorkers: 2,
      siteWorkers: 2,
    });
  });

  test.afterAll(async () => {
    // After a failure before the last test: stopped as that test would, and whatever is left of
    // the tree killed, so no engine or site outlives the run.
    if (shop && shop.launcher.exitCode === null) {
      const launcher = shop.launcher.pid ?? 0;
      const tree = workerPids(launcher).flatMap((pid) => [pid, ...workerPids(pid)]);
      await Promise.race([shop.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))]);
      for (const pid of [launcher, ...tree]) if (!exited(pid)) process.kill(pid, 'SIGKILL');
    }
    await drop?.();
  });

  test('both sides answer /healthz from each of their two workers, and /readyz', async () => {
    if (!shop) throw new Error('not started');
    const [engine, site] = [shop.engine, shop.site];
    expect((await answeringPids(engine)).size).toBe(2);
    expect((await answeringPids(site)).size).toBe(2);
    expect(await (await fetch(`${engine}/readyz`)).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
    expect(await (await fetch(`${site}/readyz`)).json()).toEqual({
      status: 'ok',
      engine: 'ok',
      redis: 'ok',
    });
  });

  test('home and a club page render for a golfer', async () => {
    if (!shop) throw new Error('not started');
    const agent = { 'user-agent': GOLFER_AGENTS.desktop };
    const home = await fetch(`${shop.site}/en`, { headers: agent });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(
      /<h1[^>]*>Choose your golf course in Spain and Portugal<\/h1>/,
    );
    // A golfer's browser gets a session (a crawler would not).
    const cookie = home.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('token=');
    const club = await fetch(`${shop.site}/en/club/c?idVP=1`, {
      headers: { ...agent, cookie },
    });
    expect(club.status).toBe(200);
    expect(club.url).toContain('/en/club/real-club-de-golf-las-brisas?idVP=1');
    expect(await club.text()).toContain('Real Club de Golf Las Brisas');
  });

  test('SIGTERM to the launcher stops the engine, the site and every worker; it exits 0', async () => {
    if (!shop) throw new Error('not started');
    const primaries = workerPids(shop.launcher.pid ?? 0);
    expect(primaries).toHaveLength(2);
    const workers = primaries.flatMap((pid) => workerPids(pid));
    expect(workers).toHaveLength(4);
    expect(await shop.stop()).toBe(0);
    for (const pid of [...primaries, ...workers])
      await until(`process ${pid} to exit`, () => (exited(pid) ? true : null));
  });
});
