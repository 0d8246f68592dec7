import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'site',
          environment: 'node',
          include: ['site/app/**/*.test.{ts,tsx}'],
          setupFiles: ['site/app/testing/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'engine',
          environment: 'node',
          include: ['engine/src/**/*.test.ts', 'engine/test/**/*.test.ts'],
          // Real databases and real HTTP: seeding and password hashing take seconds, not milliseconds.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'rules/src/**/*.test.ts',
            'contract/src/**/*.test.ts',
            'design-system/src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          setupFiles: ['design-system/src/test/setup.ts'],
          globals: true,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir })],
        // Pre-bundled up front: discovering one mid-run reloads the page and fails that file.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-intl',
            'storybook/test',
            '@fairway/design-system > clsx',
            '@fairway/design-system > @radix-ui/react-dialog',
            '@fairway/design-system > @radix-ui/react-dropdown-menu',
            '@fairway/design-system > @radix-ui/react-tooltip',
            '@fairway/design-system > @vanilla-extract/recipes/createRuntimeFn',
            '@fairway/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
