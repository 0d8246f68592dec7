/**
 * `pnpm build`, after the site's own `react-router build`: compiles to JavaScript what production
 * runs, so no process needs tsx. Each output bundles the workspace's packages (they export
 * TypeScript) and leaves every other package to node_modules:
 * - engine/src/main.ts → engine/dist/main.js (`pnpm --filter @fairway/engine start:prod`);
 * - site/server.ts → site/build/server.js (`pnpm --filter @fairway/site start:prod`);
 * - scripts/start-prod.ts → dist/start-prod.js (`pnpm start:prod`, both together).
 */
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
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

const outputs = [
  { entry: 'engine/src/main.ts', out: 'engine/dist/main.js' },
  { entry: 'site/server.ts', out: 'site/build/server.js' },
  { entry: 'scripts/start-prod.ts', out: 'dist/start-prod.js' },
];

for (const { entry, out } of outputs) {
  await build({
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
  });
  console.log(`build: ${entry} → ${out}`);
}
