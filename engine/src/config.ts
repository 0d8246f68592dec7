import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration read once at start and validated, so a typo in the environment stops the engine
 * with a clear message instead of misbehaving later.
 */
/** An empty variable means unset, as shells and .env files commonly write it. */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const schema = z.object({
  ENGINE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  ENGINE_HOST: z.string().default('127.0.0.1'),
  ENGINE_DATA_DIR: z.string().default(resolve(process.cwd(), '.data/engine')),
  /** Public base URL of the engine, used in links it hands out (hosted card page). */
  ENGINE_PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  ENGINE_VENDOR_USERNAME: z.string().min(1).default('fairway-web'),
  ENGINE_VENDOR_PASSWORD: z.string().min(1).default('fairway-web-local'),
  ENGINE_VENDOR_ID: z.coerce.number().int().positive().default(1),
  /** Per-vendor transaction fee in euros, labelled non-refundable. */
  ENGINE_TRANSACTION_FEE: z.coerce.number().min(0).max(100).default(1.5),
  ENGINE_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  ENGINE_SEED: z.enum(['true', 'false']).default('true'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Shared secret of the sandbox provider's server-to-server notification. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-secret-local-only'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Fairway <bookings@fairway.example>'),
  BLOG_API_KEY: z.string().default('local-blog-key'),
  /** Password hashing cost; tests lower it, production keeps 2^17. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  return { ...parsed.data, ...overrides };
}
