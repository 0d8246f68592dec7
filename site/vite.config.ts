import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './chunks.ts';

const app = fileURLToPath(new URL('./app/', import.meta.url));
const designSystem = fileURLToPath(new URL('../design-system/src/', import.meta.url));
const rules = fileURLToPath(new URL('../rules/src/', import.meta.url));
/**
 * The pages with a budget (scripts/size-check.ts), most watched first: each gets one file for
 * the code it shares with other pages (chunks.ts).
 */
const BUDGETED_PAGES = [
  'routes/home.tsx',
  'routes/club.tsx',
  'routes/region.tsx',
  'routes/cart.tsx',
  'routes/checkout.tsx',
];
/** The workspace's barrels the site imports by name, for the shell's walk (chunks.ts). */
const workspace = {
  '@fairway/design-system': `${designSystem}index.ts`,
  '@fairway/rules': `${rules}index.ts`,
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  // The browser gets its messages already parsed (app/i18n/catalog.server.ts), so its build leaves
  // out the ICU message parser. The server keeps it: its own intl objects format plain text.
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        }
      : {},
  // Listed up front so the first page under `react-router dev` is not answered "504 Outdated Optimize Dep".
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react-intl', 'swr', 'clsx'],
  },
  // The browser's build only (docs/decisions/0014): every page loads one stylesheet, and the code
  // every page runs (React, React Router, react-intl, SWR, the root and locale layouts' own
  // imports) comes in one file, instead of a dozen small ones each page waits for.
  build: isSsrBuild
    ? {}
    : {
        // SITE_SOURCEMAP=1 writes source maps, to see what each file holds (the decision's figures).
        sourcemap: Boolean(process.env.SITE_SOURCEMAP),
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: chunkGroups(app, workspace, BUDGETED_PAGES),
            },
          },
        },
      },
}));
