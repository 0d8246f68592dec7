import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';

const port = Number(process.env.E2E_SITE_PORT ?? 3300);
const enginePort = Number(process.env.E2E_ENGINE_PORT ?? 4300);
// A fresh database for every run: the shop as a newcomer's clone starts it.
const dataDir = join(tmpdir(), `fairway-e2e-${process.pid}`);

/** End to end: the real site and engine (`scripts/start.ts`) in Debian Chromium (tests/e2e). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-e2e' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Madrid',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx scripts/start.ts`,
    url: `http://127.0.0.1:${port}/en`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      ENGINE_PORT: String(enginePort),
      ENGINE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  },
});
