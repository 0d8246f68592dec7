/**
 * What a page of the shop loads before it can run: its JavaScript and stylesheets, read two ways
 * that must agree. `assetsOf` parses a page's served HTML (what `pnpm bench` measures);
 * `pageAssets` computes the same set from the build's assets manifest, as React Router's `<Links>`
 * and `<Scripts>` do for the page's matched routes, so the size check needs no running shop.
 * Pure functions only: the file reading is in scripts/size-check.ts.
 */

export interface PageAssetSet {
  js: string[];
  css: string[];
}

/**
 * The list of scripts the site's after-first-paint loader adds as module preloads: the last
 * argument of the inline script that stands in for React Router's module script
 * (site/app/platform/rendering/scripts-after-paint.server.ts).
 */
const AFTER_PAINT_PRELOADS = /,(\[(?:"\/assets\/[^"]+\.js",?)+\])\)<\/script>/g;

/**
 * The script and stylesheet addresses a served page names: in its tags (module preloads, scripts,
 * stylesheet links) and in the list of scripts it asks for after its first paint.
 */
export function assetsOf(html: string): PageAssetSet {
  const tagged = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)];
  const afterPaint = [...html.matchAll(AFTER_PAINT_PRELOADS)].flatMap(
    (m) => JSON.parse(m[1] ?? '[]') as string[],
  );
  const js = [...tagged.map((m) => m[1] ?? ''), ...afterPaint];
  // Vite may end a stylesheet's address with '#' or a query; the file is what comes before.
  const css = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"#?]+\.css)[#?"]/g)].map(
    (m) => m[1] ?? '',
  );
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/** The part of React Router's assets manifest (the server build's `assets`) read here. */
export interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      module: string;
      imports?: string[];
      css?: string[];
      clientActionModule?: string;
      clientLoaderModule?: string;
      hydrateFallbackModule?: string;
    }
  >;
}

/** A served address without the '#' or query Vite may add to it. */
function fileOf(href: string): string {
  return href.replace(/[#?].*$/, '');
}

/** The route and its parents, root first: the matches React Router renders for the page. */
export function routeChain(manifest: AssetsManifest, leafId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = leafId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`no route ${id} in the assets manifest`);
    if (chain.includes(id)) throw new Error(`route ${id} is its own ancestor`);
    chain.unshift(id);
  }
  return chain;
}

/**
 * What the server-rendered page of `leafId` preloads and links: the client entry and its imports,
 * then each matched route's module, split-out client modules and imports (React Router's
 * `getModuleLinkHrefs`), and each route's stylesheets, in order and without repeats.
 */
export function pageAssets(manifest: AssetsManifest, leafId: string): PageAssetSet {
  const js = [manifest.entry.module, ...manifest.entry.imports];
  const css: string[] = [];
  for (const id of routeChain(manifest, leafId)) {
    const route = manifest.routes[id];
    if (!route) continue;
    js.push(
      route.module,
      ...[route.clientActionModule, route.clientLoaderModule, route.hydrateFallbackModule].filter(
        (m): m is string => Boolean(m),
      ),
      ...(route.imports ?? []),
    );
    css.push(...(route.css ?? []).map(fileOf));
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

export interface PageBudget {
  /** How the page is named in reports. */
  name: string;
  /** An address of the page, for the reader (and for `pnpm bench`, which fetches it). */
  path: string;
  /** The leaf route the page renders (its id in app/routes.ts). */
  route: string;
  /** At most this many KB (1024 bytes) of gzip'd JavaScript. */
  jsKb: number;
  /**
   * Where issue 28 wants the page when it is not there yet: the budget holds today's weight so it
   * cannot grow, and the report shows how far the page is from here.
   */
  targetKb?: number;
  /** At most this many JavaScript files. */
  jsFiles: number;
  /** At most this many stylesheets. */
  cssFiles: number;
}

export interface PageWeight {
  name: string;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  cssFiles: number;
}

/** What is over budget, one sentence each; empty when the page fits. */
export function overBudget(weight: PageWeight, budget: PageBudget): string[] {
  const over: string[] = [];
  const kb = weight.jsBytes / 1024;
  if (kb > budget.jsKb)
    over.push(`${weight.name}: ${kb.toFixed(1)} KB gzip of JavaScript, budget ${budget.jsKb} KB`);
  if (weight.jsFiles > budget.jsFiles)
    over.push(`${weight.name}: ${weight.jsFiles} JavaScript files, budget ${budget.jsFiles}`);
  if (weight.cssFiles > budget.cssFiles)
    over.push(`${weight.name}: ${weight.cssFiles} stylesheets, budget ${budget.cssFiles}`);
  return over;
}
