import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  UNPAID_MULTIPACKS,
  UNPAID_TEE_TIME_PLACES,
  UNPAID_TOURNAMENT_PLAYERS,
} from './services/hold-limit-rules.ts';
import type { HoldCounts } from './services/hold-limit-rules.ts';
import {
  ACCOUNT_MEMORY_SECONDS,
  HOLD_MEMORY_SECONDS,
  HOLD_REQUESTS_PER_ADDRESS,
  ATTEMPTS_WINDOW_SECONDS,
  LOGINS_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOOKUP_FAILURES_PER_ADDRESS,
  LOOKUP_FAILURES_PER_REFERENCE,
  LOOKUP_WINDOW_SECONDS,
  MAX_WAIT_SECONDS,
  PROMO_FAILURES_PER_ADDRESS,
  PROMO_FAILURES_PER_SESSION,
  PROMO_MEMORY_SECONDS,
  RECOVERY_REQUESTS_PER_ADDRESS,
  RECOVERY_REQUESTS_PER_EMAIL,
  RECOVERY_REQUESTS_PER_EMAIL_ADDRESS,
} from './services/throttle-rules.ts';
import type { ThrottleRules } from './services/throttle-rules.ts';

/**
 * Configuration read once at start and validated, so a typo in the environment stops the engine
 * with a clear message instead of misbehaving later.
 */
/** An empty variable means unset, as shells and .env files commonly write it. */
const emptyIsUnset = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyIsUnset, z.url().optional());

export const PAYMENT_PROVIDERS = ['sandbox', 'redsys', 'stripe', 'braintree'] as const;

/**
 * Redsys's published test merchant (its integration guide's example): what the local stand-in
 * signs with when no merchant is configured, in development only.
 */
export const REDSYS_TEST_MERCHANT = {
  code: '999008881',
  secret: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
} as const;

/**
 * The keys the local Stripe stand-in expects when none are configured, in development only: the
 * engine's API calls carry the first, the stand-in signs its webhook events with the second.
 */
export const STRIPE_STAND_IN_KEYS = {
  secretKey: 'sk_test_fairway_stand_in_local_only',
  webhookSecret: 'whsec_fairway_stand_in_local_only',
} as const;

/**
 * The merchant and API keys the local Braintree stand-in expects when none are configured, in
 * development only: the SDK authenticates its calls with the public and private key, and the
 * stand-in and the webhook tests sign notifications with the private key, as Braintree does.
 */
export const BRAINTREE_STAND_IN_KEYS = {
  merchantId: 'fairway_stand_in',
  publicKey: 'fairway_stand_in_public',
  privateKey: 'fairway_stand_in_private_local_only',
} as const;

/** Development defaults of the secrets: fine on a laptop, refused anywhere else. */
export const DEFAULT_SECRETS = {
  ENGINE_VENDOR_PASSWORD: 'fairway-web-local',
  PAYMENT_WEBHOOK_SECRET: 'sandbox-webhook-secret-local-only',
  BLOG_API_KEY: 'local-blog-key',
  ENGINE_BACKOFFICE_KEY: 'backoffice-key-local-only',
  ENGINE_SITE_KEY: 'site-key-local-only',
} as const;

/** The site `pnpm start` serves by default; the card page may be framed by and return to it. */
export const DEFAULT_SITE_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';

/** A comma-separated list of origins (scheme, host, port; no path), read into normalised origins. */
const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let origin: string | null = null;
    try {
      const url = new URL(part);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== 'null')
        origin = url.origin;
    } catch {
      origin = null;
    }
    if (!origin || origin !== part.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${part}` });
      return z.NEVER;
    }
    origins.push(origin);
  }
  if (origins.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'at least one origin' });
    return z.NEVER;
  }
  return origins;
});

const freeAttempts = (fallback: number) =>
  z.coerce.number().int().min(0).max(100_000).default(fallback);

const unpaidLimit = (fallback: number) =>
  z.coerce.number().int().min(0).max(1000).default(fallback);

const schema = z.object({
  ENGINE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  ENGINE_HOST: z.string().default('127.0.0.1'),
  ENGINE_DATA_DIR: z.string().default(resolve(process.cwd(), '.data/engine')),
  /** Public base URL of the engine, used in links it hands out (hosted card page). */
  ENGINE_PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  ENGINE_VENDOR_USERNAME: z.string().min(1).default('fairway-web'),
  ENGINE_VENDOR_PASSWORD: z.string().min(1).default(DEFAULT_SECRETS.ENGINE_VENDOR_PASSWORD),
  ENGINE_VENDOR_ID: z.coerce.number().int().positive().default(1),
  /** Per-vendor transaction fee in euros, labelled non-refundable. */
  ENGINE_TRANSACTION_FEE: z.coerce.number().min(0).max(100).default(1.5),
  ENGINE_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Overrides ENGINE_HOLD_MINUTES when set: short holds for tests of an expiring hold. */
  ENGINE_HOLD_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(7200).optional(),
  ),
  ENGINE_SEED: z.enum(['true', 'false']).default('true'),
  /** Which provider takes the money (src/payments/provider.ts; docs/payments.md). */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  /** Shared secret of the sandbox provider's server-to-server notification. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(DEFAULT_SECRETS.PAYMENT_WEBHOOK_SECRET),
  /** The sandbox takes any test card: production must say explicitly that it wants it. */
  ENGINE_ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  /**
   * Redsys (PAYMENT_PROVIDER=redsys): the merchant's code (FUC, 9 digits), terminal and base64
   * SHA-256 secret from the bank's back office. Unset, the engine runs its local stand-in's test
   * merchant in development and refuses to start anywhere else.
   */
  REDSYS_MERCHANT_CODE: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\d{9}$/)
      .optional(),
  ),
  REDSYS_TERMINAL: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\d{1,3}$/)
      .default('1'),
  ),
  REDSYS_SECRET: z.preprocess(
    emptyIsUnset,
    z
      .base64()
      .refine((v) => Buffer.from(v, 'base64').length === 24, '24 bytes in base64')
      .optional(),
  ),
  /**
   * Redsys's origin (https://sis-t.redsys.es:25443 for its test environment, https://sis.redsys.es
   * live): the form posts to /sis/realizarPago, refunds to /sis/rest/trataPeticionREST. Unset, the
   * engine's own stand-in (/redsys-stand-in) answers in its place.
   */
  REDSYS_URL: optionalUrl,
  /** Offer Bizum as a second button (the merchant must have it enabled at the bank). */
  REDSYS_BIZUM: z.enum(['true', 'false']).default('false'),
  /**
   * Stripe (PAYMENT_PROVIDER=stripe): the account's secret key (sk_test_… or sk_live_…, or a
   * restricted rk_… key) and the webhook endpoint's signing secret (whsec_…). Unset, the engine
   * runs against its local stand-in in development and refuses to start anywhere else.
   */
  STRIPE_SECRET_KEY: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'a secret key, sk_test_… or sk_live_…')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^whsec_\w+$/, 'a webhook signing secret, whsec_…')
      .optional(),
  ),
  /**
   * Where the Stripe SDK sends its calls, when not https://api.stripe.com (its default). Unset in
   * development, the engine's own stand-in (/v1, stand-ins/stripe.ts) answers in Stripe's place.
   */
  STRIPE_API_BASE: optionalUrl,
  /**
   * Braintree (PAYMENT_PROVIDER=braintree): the merchant id and API key pair (Control Panel →
   * Settings → API). Unset, the engine runs against its local stand-in in development and refuses
   * to start anywhere else.
   */
  BRAINTREE_MERCHANT_ID: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\w{1,64}$/)
      .optional(),
  ),
  BRAINTREE_PUBLIC_KEY: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\w{1,64}$/)
      .optional(),
  ),
  BRAINTREE_PRIVATE_KEY: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\w{1,64}$/)
      .optional(),
  ),
  /** Braintree's sandbox (test keys) or production (live keys): which gateway the SDK calls. */
  BRAINTREE_ENVIRONMENT: z.preprocess(
    emptyIsUnset,
    z.enum(['sandbox', 'production']).default('sandbox'),
  ),
  /**
   * The merchant account a sale is made in, which fixes its currency (one in euros); unset, the
   * merchant's default account.
   */
  BRAINTREE_MERCHANT_ACCOUNT_ID: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  ),
  /**
   * Where the Braintree SDK sends its calls instead of BRAINTREE_ENVIRONMENT's gateway (an
   * http(s) origin). Unset in development, the engine's own stand-in (/merchants/…,
   * stand-ins/braintree.ts) answers in Braintree's place.
   */
  BRAINTREE_GATEWAY_URL: optionalUrl,
  /** Origins of the shop: the card page may be framed by them and return only to them. */
  ENGINE_SITE_ORIGINS: originList.default(DEFAULT_SITE_ORIGINS.split(',')),
  /** The back office's key for GuardarEstadoDevolucion and GuardarEstadoTransferSplit. */
  ENGINE_BACKOFFICE_KEY: z.string().min(16).default(DEFAULT_SECRETS.ENGINE_BACKOFFICE_KEY),
  /**
   * The shop's key: a call carrying it in X-Fairway-Site-Key may name the golfer's address in
   * X-Fairway-Client-Address (src/http/client-address.ts).
   */
  ENGINE_SITE_KEY: z.string().min(16).default(DEFAULT_SECRETS.ENGINE_SITE_KEY),
  // Free failures (recovery: requests) before the rate limiter's waits start; 0 = no limit.
  // _PER_ACCOUNT_ADDRESS counts one account from one client address; _PER_ACCOUNT, the account alone.
  ENGINE_LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: freeAttempts(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS),
  ENGINE_LOGIN_FAILURES_PER_ACCOUNT: freeAttempts(LOGIN_FAILURES_PER_ACCOUNT),
  ENGINE_LOGIN_FAILURES_PER_ADDRESS: freeAttempts(LOGIN_FAILURES_PER_ADDRESS),
  ENGINE_RECOVERY_REQUESTS_PER_EMAIL_ADDRESS: freeAttempts(RECOVERY_REQUESTS_PER_EMAIL_ADDRESS),
  ENGINE_RECOVERY_REQUESTS_PER_EMAIL: freeAttempts(RECOVERY_REQUESTS_PER_EMAIL),
  ENGINE_RECOVERY_REQUESTS_PER_ADDRESS: freeAttempts(RECOVERY_REQUESTS_PER_ADDRESS),
  ENGINE_LOOKUP_FAILURES_PER_ADDRESS: freeAttempts(LOOKUP_FAILURES_PER_ADDRESS),
  ENGINE_LOOKUP_FAILURES_PER_REFERENCE: freeAttempts(LOOKUP_FAILURES_PER_REFERENCE),
  // Holds (RealizarPreReserva, InscribirJugadores) one client address may ask for in an hour.
  ENGINE_HOLD_REQUESTS_PER_ADDRESS: freeAttempts(HOLD_REQUESTS_PER_ADDRESS),
  // What may wait for payment at once, per client address and per holder's e-mail (issue 24;
  // services/hold-limit-rules.ts); 0 = no limit.
  ENGINE_UNPAID_TEE_TIME_PLACES: unpaidLimit(UNPAID_TEE_TIME_PLACES),
  ENGINE_UNPAID_TOURNAMENT_PLAYERS: unpaidLimit(UNPAID_TOURNAMENT_PLAYERS),
  ENGINE_UNPAID_MULTIPACKS: unpaidLimit(UNPAID_MULTIPACKS),
  // Promocodes refused (unknown, or not for this cart) before the waits start, per client
  // address and per engine session; 0 = no limit.
  ENGINE_PROMO_FAILURES_PER_ADDRESS: freeAttempts(PROMO_FAILURES_PER_ADDRESS),
  ENGINE_PROMO_FAILURES_PER_SESSION: freeAttempts(PROMO_FAILURES_PER_SESSION),
  /** How long failed look-ups by reference are remembered. */
  ENGINE_LOOKUP_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(LOOKUP_WINDOW_SECONDS),
  // Sign-up, login and hashing (issue 24). Logins and sign-ups per client address, successes
  // included, before waits start (0 = no limit), remembered for the window from the first.
  ENGINE_LOGINS_PER_ADDRESS: freeAttempts(LOGINS_PER_ADDRESS),
  ENGINE_SIGN_UPS_PER_ADDRESS: freeAttempts(SIGN_UPS_PER_ADDRESS),
  ENGINE_ACCOUNT_ATTEMPTS_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(ATTEMPTS_WINDOW_SECONDS),
  /** Password hashes (scrypt) running at once: the core count unless set. */
  ENGINE_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(availableParallelism()),
  /** Hashes that may wait for a slot; one more is answered 503 with Retry-After. */
  ENGINE_HASH_QUEUE: z.coerce.number().int().min(0).max(1024).default(availableParallelism()),
  /** The longest a throttled caller waits. */
  ENGINE_THROTTLE_MAX_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(MAX_WAIT_SECONDS),
  /** Seconds a client has to send a request's headers, and the whole request (slowloris). */
  ENGINE_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  ENGINE_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Engine processes (node:cluster) sharing ENGINE_PORT. Unset: one per core on a PostgreSQL
   * server, one on PGlite, which takes a single connection (more is refused, engineWorkers).
   */
  ENGINE_WORKERS: z.preprocess(emptyIsUnset, z.coerce.number().int().min(1).max(64).optional()),
  /**
   * Whether this process runs the timed jobs: the hold, session and rate-limit sweeps and the
   * outbox's drain. Set by the cluster's primary, 'true' for exactly one worker: one per host is
   * enough. Hosts may each drain the same outbox: a mail is claimed by one sender only
   * (docs/architecture.md, "The outbox").
   */
  ENGINE_TIMED_JOBS: z.enum(['true', 'false']).default('true'),
  /** On SIGTERM, how long requests in flight have to finish before their connections are cut. */
  ENGINE_SHUTDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** How long a logged-in golfer's user token lives; tests of the re-login dialog shorten it. */
  ENGINE_USER_SESSION_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400 * 30)
    .default(12 * 3600),
  SMTP_URL: optionalUrl,
  /**
   * The company that runs the shop and its postal address (without the country, which each
   * language names): the legal and contact pages and the site's footer all print these two.
   */
  SHOP_COMPANY: z.string().trim().min(1).default('Fairway Golf Travel S.L.'),
  SHOP_ADDRESS: z.string().trim().min(1).default('Calle del Hoyo 19, 2.º B, 29016 Málaga'),
  /** Its tax number and its entry in the companies' register, as the legal notice states them. */
  SHOP_TAX_ID: z.string().trim().min(1).default('B-29871654'),
  SHOP_REGISTRY: z
    .string()
    .trim()
    .min(1)
    .default('Registro Mercantil de Málaga, tomo 6120, folio 88, hoja MA-154321'),
  /** Where golfers and clubs write to the shop: the texts' contact address and the front configuration's. */
  SHOP_EMAIL: z.email().default('hello@fairway.example'),
  /** The golf clubs' own login, linked from the footer; unset, the footer has no such link. */
  PROFESSIONALS_URL: optionalUrl,
  /** The app's pages in the stores; with neither set, the shop shows no app badges. */
  APP_STORE_URL: optionalUrl,
  GOOGLE_PLAY_URL: optionalUrl,
  MAIL_FROM: z.string().default('Fairway <bookings@fairway.example>'),
  /** Seconds between two rounds of the outbox's drain (with SMTP_URL). */
  ENGINE_OUTBOX_DRAIN_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** A mail not sent is tried again after this many seconds, then twice as long each time. */
  ENGINE_OUTBOX_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Attempts in all before a mail is given up (its last error kept in the outbox). */
  ENGINE_OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  BLOG_API_KEY: z.string().default(DEFAULT_SECRETS.BLOG_API_KEY),
  /**
   * The engine's clock runs this many days ahead of the machine's: a browser journey restarts
   * its engine with it to play a round it booked (a review). Development only: the start guard
   * refuses it anywhere else.
   */
  ENGINE_CLOCK_DAYS_AHEAD: z.coerce.number().int().min(0).max(366).default(0),
  /** Password hashing cost; tests lower it, production keeps 2^17. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Only `development` runs without the start guard (productionProblems): unset or anything else
   * is treated as production, so a forgotten variable fails closed.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type EngineConfig = z.infer<typeof schema>;

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<EngineConfig> = {},
): EngineConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid engine configuration:\n${lines.join('\n')}`);
  }
  const config = { ...parsed.data, ...overrides };
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new Error(
      `The engine will not start outside development (NODE_ENV=development):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return config;
}

/**
 * What keeps an engine from starting anywhere but a developer's machine: the development secrets
 * are in this repository, and the sandbox provider confirms bookings for test cards, so either
 * would give the shop away.
 */
export function productionProblems(config: EngineConfig): string[] {
  if (config.NODE_ENV === 'development') return [];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(DEFAULT_SECRETS)) {
    if (config[name as keyof typeof DEFAULT_SECRETS] === value)
      problems.push(`${name} is the development default; set a secret of your own`);
  }
  if (config.ENGINE_CLOCK_DAYS_AHEAD !== 0)
    problems.push('ENGINE_CLOCK_DAYS_AHEAD moves the engine’s clock, for tests only; unset it');
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.ENGINE_ALLOW_SANDBOX_PAYMENTS !== 'true')
    problems.push(
      'PAYMENT_PROVIDER is sandbox (test cards confirm bookings); set ENGINE_ALLOW_SANDBOX_PAYMENTS=true to run it on purpose',
    );
  if (config.PAYMENT_PROVIDER === 'redsys') {
    for (const name of ['REDSYS_MERCHANT_CODE', 'REDSYS_SECRET', 'REDSYS_URL'] as const) {
      if (config[name] === undefined)
        problems.push(`PAYMENT_PROVIDER is redsys but ${name} is unset (docs/payments.md)`);
    }
  }
  if (config.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (config[name] === undefined)
        problems.push(`PAYMENT_PROVIDER is stripe but ${name} is unset (docs/payments.md)`);
    }
  }
  if (config.PAYMENT_PROVIDER === 'braintree') {
    for (const name of [
      'BRAINTREE_MERCHANT_ID',
      'BRAINTREE_PUBLIC_KEY',
      'BRAINTREE_PRIVATE_KEY',
    ] as const) {
      if (config[name] === undefined)
        problems.push(`PAYMENT_PROVIDER is braintree but ${name} is unset (docs/payments.md)`);
    }
  }
  return problems;
}

/** How many engine processes to run; an error when PGlite is asked for more than one. */
export function engineWorkers(config: EngineConfig): number {
  if (!config.DATABASE_URL) {
    if ((config.ENGINE_WORKERS ?? 1) > 1)
      throw new Error(
        'ENGINE_WORKERS above 1 needs DATABASE_URL: PGlite takes a single connection, from one process',
      );
    return 1;
  }
  return config.ENGINE_WORKERS ?? availableParallelism();
}

/** How long a pre-booking holds its places, in milliseconds. */
export function holdMilliseconds(config: EngineConfig): number {
  return config.ENGINE_HOLD_SECONDS !== undefined
    ? config.ENGINE_HOLD_SECONDS * 1000
    : config.ENGINE_HOLD_MINUTES * 60_000;
}

/** The rate limiter's rules, as configured. */
export function throttleRules(config: EngineConfig): ThrottleRules {
  const account = (free: number) => ({ free, memorySeconds: ACCOUNT_MEMORY_SECONDS });
  const lookups = (free: number) => ({ free, memorySeconds: config.ENGINE_LOOKUP_WINDOW_SECONDS });
  const attempts = (free: number) => ({
    free,
    memorySeconds: config.ENGINE_ACCOUNT_ATTEMPTS_WINDOW_SECONDS,
  });
  return {
    loginAccountAddress: account(config.ENGINE_LOGIN_FAILURES_PER_ACCOUNT_ADDRESS),
    loginAccount: account(config.ENGINE_LOGIN_FAILURES_PER_ACCOUNT),
    loginAddress: account(config.ENGINE_LOGIN_FAILURES_PER_ADDRESS),
    recoveryEmailAddress: account(config.ENGINE_RECOVERY_REQUESTS_PER_EMAIL_ADDRESS),
    recoveryEmail: account(config.ENGINE_RECOVERY_REQUESTS_PER_EMAIL),
    recoveryAddress: account(config.ENGINE_RECOVERY_REQUESTS_PER_ADDRESS),
    lookupAddress: lookups(config.ENGINE_LOOKUP_FAILURES_PER_ADDRESS),
    lookupReference: lookups(config.ENGINE_LOOKUP_FAILURES_PER_REFERENCE),
    promoAddress: {
      free: config.ENGINE_PROMO_FAILURES_PER_ADDRESS,
      memorySeconds: PROMO_MEMORY_SECONDS,
    },
    promoSession: {
      free: config.ENGINE_PROMO_FAILURES_PER_SESSION,
      memorySeconds: PROMO_MEMORY_SECONDS,
    },
    holdAddress: {
      free: config.ENGINE_HOLD_REQUESTS_PER_ADDRESS,
      memorySeconds: HOLD_MEMORY_SECONDS,
    },
    loginAttemptsAddress: attempts(config.ENGINE_LOGINS_PER_ADDRESS),
    signUpAttemptsAddress: attempts(config.ENGINE_SIGN_UPS_PER_ADDRESS),
  };
}

/** The most each client address, and each holder's e-mail, may hold unpaid at once. */
export function unpaidHoldLimits(config: EngineConfig): HoldCounts {
  return {
    teeTimePlaces: config.ENGINE_UNPAID_TEE_TIME_PLACES,
    tournamentPlayers: config.ENGINE_UNPAID_TOURNAMENT_PLAYERS,
    multipacks: config.ENGINE_UNPAID_MULTIPACKS,
  };
}
