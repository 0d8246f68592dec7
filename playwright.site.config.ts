import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import {
  E2E_ENGINE_PORT,
  E2E_MAIL_HTTP_PORT,
  E2E_REDSYS_ENGINE_PORT,
  E2E_REDSYS_SITE_PORT,
  E2E_SHORT_LOGIN_ENGINE_PORT,
  E2E_SHORT_LOGIN_SECONDS,
  E2E_SHORT_LOGIN_SITE_PORT,
  E2E_SITE_PORT,
  E2E_SMTP_PORT,
  E2E_STRIPE_ENGINE_PORT,
  E2E_STRIPE_SITE_PORT,
} from './tests/e2e/ports.ts';
import { GOLFER_AGENTS } from './tests/e2e/browsers.ts';

/**
 * Holds last 90 s in this shop instead of 15 min, so the expiry journey can watch one lapse; every
 * other journey pays well within it.
 */
export const E2E_HOLD_SECONDS = 90;
/**
 * Every golfer of this shop is 127.0.0.1: both projects' journeys, two workers at once, and the
 * fully booked day a journey sets up straight through the engine (tests/e2e/engine-direct.ts,
 * some 80 places). The engine's limits on holds per address (12 places, 8 tournament players, 2
 * multipacks, 30 holds an hour) would count them as one squatter, so they are raised here, still
 * on, far above what a run holds. The short-login shop keeps the defaults: nothing else holds
 * there, and tests/e2e/holds.spec.ts meets them in a browser.
 */
const E2E_HOLD_LIMITS = {
  ENGINE_HOLD_REQUESTS_PER_ADDRESS: '10000',
  ENGINE_UNPAID_TEE_TIME_PLACES: '1000',
  ENGINE_UNPAID_TOURNAMENT_PLAYERS: '1000',
  ENGINE_UNPAID_MULTIPACKS: '1000',
};
/**
 * The main shop names a company and links of its own (tests/e2e/company.spec.ts checks they reach
 * the footer, the legal page and the app page); the other shops keep the defaults and no links.
 */
export const E2E_SHOP_COMPANY = {
  SHOP_COMPANY: 'Fairway Iberia Golf S.L.',
  SHOP_ADDRESS: 'Calle de Serrano 41, 28001 Madrid',
  SHOP_TAX_ID: 'B-87654321',
  SHOP_REGISTRY: 'Registro Mercantil de Madrid, tomo 40123, folio 17, hoja M-712345',
  SHOP_EMAIL: 'hola@fairway-iberia.example',
  PROFESSIONALS_URL: 'https://pro.fairway.example/login',
  APP_STORE_URL: 'https://apps.apple.com/app/fairway/id0000000001',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=example.fairway',
};
// A fresh database for every run: the shop as a newcomer's clone starts it.
const dataDir = join(tmpdir(), `fairway-e2e-${process.pid}`);
const shortLoginDataDir = join(tmpdir(), `fairway-e2e-short-login-${process.pid}`);
const redsysDataDir = join(tmpdir(), `fairway-e2e-redsys-${process.pid}`);
const stripeDataDir = join(tmpdir(), `fairway-e2e-stripe-${process.pid}`);

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
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Madrid',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        userAgent: GOLFER_AGENTS.mobile,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, userAgent: GOLFER_AGENTS.desktop },
    },
  ],
  // One shop for every spec file, and a real SMTP server it sends its mail to.
  webServer: [
    {
      command: 'tsx tests/e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_MAIL_HTTP_PORT: String(E2E_MAIL_HTTP_PORT) },
    },
    {
      command: `rm -rf ${dataDir} && tsx scripts/start.ts`,
      url: `http://127.0.0.1:${E2E_SITE_PORT}/en`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(E2E_SITE_PORT),
        ENGINE_PORT: String(E2E_ENGINE_PORT),
        ENGINE_DATA_DIR: dataDir,
        ENGINE_HOLD_SECONDS: String(E2E_HOLD_SECONDS),
        ...E2E_HOLD_LIMITS,
        // Every spec signs up and logs in from this one address: the per-address limits stay on,
        // above what the whole suite needs (engine tests prove them at their real size).
        ENGINE_LOGINS_PER_ADDRESS: '5000',
        ENGINE_SIGN_UPS_PER_ADDRESS: '5000',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        ...E2E_SHOP_COMPANY,
      },
    },
    // Started after the main shop (Playwright starts web servers one after another), so it
    // reuses the site build the first one made.
    {
      command: `rm -rf ${shortLoginDataDir} && tsx scripts/start.ts`,
      url: `http://127.0.0.1:${E2E_SHORT_LOGIN_SITE_PORT}/en`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(E2E_SHORT_LOGIN_SITE_PORT),
        ENGINE_PORT: String(E2E_SHORT_LOGIN_ENGINE_PORT),
        ENGINE_DATA_DIR: shortLoginDataDir,
        ENGINE_USER_SESSION_SECONDS: String(E2E_SHORT_LOGIN_SECONDS),
        ENGINE_LOGINS_PER_ADDRESS: '5000',
        ENGINE_SIGN_UPS_PER_ADDRESS: '5000',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
      },
    },
    // Pays through Redsys: with REDSYS_URL unset, the engine (in development, as scripts/start.ts
    // runs it) serves its Redsys stand-in and signs as Redsys's published test merchant.
    {
      command: `rm -rf ${redsysDataDir} && tsx scripts/start.ts`,
      url: `http://127.0.0.1:${E2E_REDSYS_SITE_PORT}/en`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(E2E_REDSYS_SITE_PORT),
        ENGINE_PORT: String(E2E_REDSYS_ENGINE_PORT),
        ENGINE_DATA_DIR: redsysDataDir,
        PAYMENT_PROVIDER: 'redsys',
        // Bizum as the second button on the payment page (its journey in redsys.spec.ts).
        REDSYS_BIZUM: 'true',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
      },
    },
    // Pays through Stripe: with STRIPE_API_BASE unset, the engine (in development) serves its
    // stand-in of Stripe's API and Checkout page, and its SDK calls it with the stand-in's keys.
    {
      command: `rm -rf ${stripeDataDir} && tsx scripts/start.ts`,
      url: `http://127.0.0.1:${E2E_STRIPE_SITE_PORT}/en`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(E2E_STRIPE_SITE_PORT),
        ENGINE_PORT: String(E2E_STRIPE_ENGINE_PORT),
        ENGINE_DATA_DIR: stripeDataDir,
        PAYMENT_PROVIDER: 'stripe',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
