/**
 * Compiles to JavaScript what production runs, so no process needs tsx: `tsx scripts/build.ts
 * [engine] [site] [launcher]` (all three unless named; `pnpm build` runs each package's build,
 * which names its own). Each output bundles the workspace's packages (they export TypeScript) and
 * leaves every other package to node_modules:
 * - engine: engine/src/main.ts → engine/dist/main.js (`pnpm --filter @fairway/engine start:prod`);
 * - site: site/server.ts → site/build/server.js, after `react-router build` (`pnpm --filter
 *   @fairway/site start:prod`);
 * - launcher: scripts/start-prod.ts → dist/start-prod.js (`pnpm start:prod`, both together).
 */
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const workspaceInline: Plugin = {
  name: 'workspace-inline',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fairway/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outputs = {
  engine: { entry: 'engine/src/main.ts', out: 'engine/dist/main.js' },
  site: { entry: 'site/server.ts', out: 'site/build/server.js' },
  launcher: { entry: 'scripts/start-prod.ts', out: 'dist/start-prod.js' },
};
type Output = keyof typeof outputs;
const isOutput = (name: string): name is Output => Object.hasOwn(outputs, name);

const named = process.argv.slice(2);
const unknown = named.filter((name) => !isOutput(name));
if (unknown.length > 0) {
  console.error(
    `build: unknown output ${unknown.join(', ')}; one of ${Object.keys(outputs).join(', ')}`,
  );
  process.exit(1);
}
const chosen = named.length > 0 ? named.filter(isOutput) : (Object.keys(outputs) as Output[]);

for (const { entry, out } of chosen.map((name) => outputs[name])) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [workspaceInline],
    write: false,
  });
  // Each file is written beside itself and renamed over the old one: two builds at once (the
  // engine's and the end-to-end suites each build what they start) never leave a half-written
  // file for a process to load.
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  console.log(`build: ${entry} → ${out}`);
}
