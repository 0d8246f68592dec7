/**
 * How the browser's build groups modules into files (docs/decisions/0014). Rolldown's own
 * splitting gives every set of importing routes its own chunk, so home waited on 36 small files
 * and 7 stylesheets. Here (chunkGroups, below):
 * - the code every page runs (the client entry, the root route, the locale layout and what they
 *   import statically) and every stylesheet go into one file, the entry's; so each page links
 *   one stylesheet, cached across pages, that already holds the styles of whatever opens later;
 * - each budgeted page's code shared with other routes goes into one `<page>-shared` file;
 * - what only one route uses, and what is loaded on demand, keeps Rolldown's splitting.
 *
 * The walk of static imports reads the import graph Rolldown offers, except through barrels (a
 * module of re-exports only, like `@fairway/design-system`): there it follows only the names the
 * importer takes, read from the sources, since the graph says the barrel imports everything.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The part of Rolldown's module graph the grouping reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null | undefined;
}

/** The file behind a module id: without its query. */
function fileOf(id: string): string {
  return id.replace(/\?.*$/, '');
}

/** Whether a module's id names a stylesheet (a .css file, or vanilla-extract's virtual one). */
export function isStylesheet(id: string): boolean {
  return fileOf(id).endsWith('.css');
}

/** The modules every page loads first: where the walk of static imports starts. */
export function isShellRoot(id: string, appDir: string): boolean {
  const file = fileOf(id);
  return (
    file === `${appDir}root.tsx` ||
    file === `${appDir}routes/locale-layout.tsx` ||
    /[\\/]entry\.client\.[jt]sx?$/.test(file)
  );
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative import's file, as TypeScript's bundler resolution finds it; null when none is. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  for (const extension of EXTENSIONS) {
    const candidate = resolve(dirname(fromFile), specifier + extension);
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.[cm]?[jt]sx?$/.test(candidate))
      return realpathSync(candidate);
  }
  return null;
}

/** Strips comments, so only statements are left to read. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The named value imports of a statement list: `{ A, b as C, type D }` gives A and b. */
function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
}

/** Whether a file holds nothing but re-exports (`export * from`, `export { … } from`). */
export function isBarrelSource(source: string): boolean {
  const statements = code(source)
    .replace(/export\s+(?:type\s+)?\*\s+from\s+['"][^'"]+['"];?/g, '')
    .replace(/export\s+(?:type\s+)?\{[^}]*\}\s*from\s+['"][^'"]+['"];?/g, '');
  return statements.trim() === '';
}

/**
 * What each name a barrel exports comes from: the file that is not itself a barrel. `read` gives
 * a file's source (the disk in the build; a table in tests).
 */
export function barrelExports(
  barrel: string,
  read: (file: string) => string,
  resolveFrom: (fromFile: string, specifier: string) => string | null = resolveRelative,
): Map<string, string> {
  const found = new Map<string, string>();
  const source = code(read(barrel));
  for (const match of source.matchAll(/export\s+\*\s+from\s+['"]([^'"]+)['"]/g)) {
    const target = resolveFrom(barrel, match[1] ?? '');
    if (!target) continue;
    const inner = read(target);
    if (isBarrelSource(inner))
      for (const [name, file] of barrelExports(target, read, resolveFrom)) found.set(name, file);
    else for (const name of declaredExports(inner)) found.set(name, target);
  }
  for (const match of source.matchAll(
    /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/g,
  )) {
    if (/^export\s+type\s/.test(match[0])) continue;
    const target = resolveFrom(barrel, match[2] ?? '');
    if (!target) continue;
    const inner = isBarrelSource(read(target)) ? barrelExports(target, read, resolveFrom) : null;
    for (const part of (match[1] ?? '').split(',')) {
      const spec = part.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      const [original = '', alias] = spec.split(/\s+as\s+/).map((s) => s.trim());
      found.set(alias ?? original, inner?.get(original) ?? target);
    }
  }
  return found;
}

/** The names a module declares and exports itself (`export function f`, `export const a, b`). */
export function declaredExports(source: string): string[] {
  const found: string[] = [];
  const text = code(source);
  for (const match of text.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|class|const|let|var|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    found.push(match[1] ?? '');
  for (const match of text.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g))
    for (const part of (match[1] ?? '').split(',')) {
      const spec = part.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      found.push(
        spec
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '',
      );
    }
  return found.filter((name) => name !== '');
}

/** The value imports of a source, by specifier: `import { A } from 'x'` gives x → [A]. */
export function namedImports(source: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of code(source).matchAll(
    /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/g,
  )) {
    if (match[1]) continue;
    const specifier = match[3] ?? '';
    found.set(specifier, [...(found.get(specifier) ?? []), ...names(match[2] ?? '')]);
  }
  return found;
}

export interface WalkOptions {
  read: (file: string) => string;
  /** Where a bare specifier of the workspace leads (`@fairway/design-system`), when it does. */
  resolveBare: (specifier: string) => string | null;
  resolveFrom?: (fromFile: string, specifier: string) => string | null;
}

/**
 * Every module reachable from `roots` through static imports, the roots included, passing
 * through barrels by the names imported only.
 */
export function staticClosure(
  graph: ModuleGraph,
  roots: Iterable<string>,
  options: WalkOptions,
): Set<string> {
  const resolveFrom = options.resolveFrom ?? resolveRelative;
  const barrels = new Map<string, Map<string, string> | null>();
  // A virtual module, or one with no file of its own, has no source to read.
  const readOrNull = (file: string): string | null => {
    try {
      return options.read(file);
    } catch {
      return null;
    }
  };
  const barrelOf = (file: string) => {
    if (!barrels.has(file)) {
      const source = readOrNull(file);
      barrels.set(
        file,
        source !== null && isBarrelSource(source)
          ? barrelExports(file, options.read, resolveFrom)
          : null,
      );
    }
    return barrels.get(file) ?? null;
  };

  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const deps = graph.getModuleInfo(id)?.importedIds ?? [];
    const file = fileOf(id);
    // Which barrel each of the importer's names leads through, read from its own source.
    const throughBarrels = new Set<string>();
    const source = file.includes('/node_modules/') ? null : readOrNull(file);
    if (source !== null) {
      for (const [specifier, imported] of namedImports(source)) {
        const target = specifier.startsWith('.')
          ? resolveFrom(file, specifier)
          : options.resolveBare(specifier);
        const exports = target ? barrelOf(target) : null;
        if (!target || !exports) continue;
        throughBarrels.add(target);
        for (const name of imported) {
          const origin = exports.get(name);
          if (origin) todo.push(origin);
        }
      }
    }
    for (const dep of deps) if (!throughBarrels.has(fileOf(dep))) todo.push(dep);
  }
  return seen;
}

/** A route module as React Router's browser build offers it (the file, with its query). */
function routeFileOf(id: string, appDir: string): string | null {
  if (!id.includes('?__react-router-build-client-route')) return null;
  const file = fileOf(id);
  return file.startsWith(appDir) ? file.slice(appDir.length) : null;
}

/**
 * The browser build's `codeSplitting` groups, naming each module's file:
 * - 'shell': every stylesheet, the client entry, and what it, the root route and the locale
 *   layout import statically. Holding the entry module, the shell is the entry's own file (with
 *   Rolldown's runtime in it too). Route files import it, so the entry's code runs as the first
 *   route's imports are evaluated, before the page's inline module script has set
 *   `window.__reactRouterRouteModules`; that is safe, since `hydrateRoot` only schedules the
 *   render, which runs after that script;
 * - '<page>-shared', for each of `pages` in order (app-relative route files, the budgeted pages
 *   of docs/decisions/0014): what that page imports statically and some other route does too,
 *   not already named, so each such page needs at most one file besides the shell and its own;
 * - the rest is left to Rolldown's splitting (a route's own modules, what loads on demand).
 * The first group's `test` notes the roots and routes as Rolldown offers every module (all its
 * `test` calls come before its first `name` call); the walks run once, at that first `name` call.
 * Groups are taken in priority order, the shell first, so each takes what it needs of its
 * modules' imports before the next.
 */
export function chunkGroups(appDir: string, workspace: Record<string, string>, pages: string[]) {
  const roots = new Set<string>();
  const routes = new Map<string, string>();
  let planned: Map<string, string> | null = null;
  const options: WalkOptions = {
    read: (file) => readFileSync(file, 'utf8'),
    resolveBare: (specifier) => workspace[specifier] ?? null,
  };
  const sharedName = (page: string) =>
    `${page.replace(/^routes\//, '').replace(/\.[jt]sx?$/, '')}-shared`;

  const isRouteModule = (id: string) =>
    [...routes.values()].some((route) => fileOf(route) === fileOf(id));

  function plan(graph: ModuleGraph): Map<string, string> {
    const names = new Map<string, string>();
    // The routes' own modules stay their files; the client entry's code joins the shell.
    for (const id of staticClosure(graph, roots, options))
      if (!routeFileOf(id, appDir) && !isRouteModule(id)) names.set(id, 'shell');
    const closures = new Map(
      [...routes].map(([file, id]) => [file, staticClosure(graph, [id], options)]),
    );
    // What every budgeted page imports is as good as the shell's: one file fewer for each.
    const everywhere = pages.map((page) => closures.get(page) ?? new Set<string>());
    for (const id of everywhere[0] ?? [])
      if (!names.has(id) && !isRouteModule(id) && everywhere.every((ids) => ids.has(id)))
        names.set(id, 'shell');
    for (const page of pages) {
      const own = closures.get(page);
      if (!own) continue;
      for (const id of own) {
        if (names.has(id) || id === routes.get(page)) continue;
        if ([...closures].some(([other, ids]) => other !== page && ids.has(id)))
          names.set(id, sharedName(page));
      }
    }
    // CHUNKS_DEBUG=1 lists what went where, and which budgeted pages use it.
    if (process.env.CHUNKS_DEBUG)
      for (const [id, name] of names)
        console.log(`chunks: ${name} ${id} ${pages.filter((p) => closures.get(p)?.has(id))}`);
    return names;
  }

  const named =
    (name: string) =>
    (id: string, graph: ModuleGraph): string | null => {
      if (name === 'shell' && isStylesheet(id)) return 'shell';
      planned ??= plan(graph);
      return planned.get(id) === name ? name : null;
    };

  return [
    {
      name: named('shell'),
      test: (id: string): boolean => {
        if (isShellRoot(id, appDir)) roots.add(id);
        const route = routeFileOf(id, appDir);
        if (route) routes.set(route, id);
        return true;
      },
      priority: pages.length + 1,
    },
    ...pages.map((page, index) => ({
      name: named(sharedName(page)),
      priority: pages.length - index,
    })),
  ];
}
