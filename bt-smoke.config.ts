import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
export default defineConfig({
  testDir: 'tests/bt-smoke-tmp',
  workers: 1,
  timeout: 120_000,
  use: {
    baseURL: 'http://localhost:3924',
    locale: 'en-GB',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'rm -rf /tmp/fairway-bt-smoke && tsx scripts/start.ts',
      url: 'http://127.0.0.1:3924/en',
      timeout: 400_000,
      reuseExistingServer: false,
      env: {
        PORT: '3924',
        ENGINE_PORT: '4924',
        ENGINE_DATA_DIR: '/tmp/fairway-bt-smoke',
        PAYMENT_PROVIDER: 'braintree',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
