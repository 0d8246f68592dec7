import { z } from 'zod';

/** The engine's default ENGINE_SITE_KEY: public in this repository, fine only on a laptop. */
export const DEFAULT_SITE_KEY = 'site-key-local-only';

/** The site's configuration, validated once at start so a typo stops the server with a clear line. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** React's and React Router's build: `pnpm start` runs the production one on a laptop too. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** The least level the site's log writes (app/platform/log.server.ts), as the engine's. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which shop this is, for the start guard (siteProblems): only `development` runs with the
   * development defaults. Unset, NODE_ENV says it (the dev server's is development).
   */
  SITE_ENV: z.enum(['development', 'production']).optional(),
  ENGINE_URL: z.url().default('http://127.0.0.1:4000'),
  /**
   * Milliseconds an engine call may take before the page gives up on it (the error page, or the
   * page without that part), well inside REQUEST_TIMEOUT_SECONDS so the golfer is answered.
   */
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ENGINE_VENDOR_USERNAME: z.string().min(1).default('fairway-web'),
  ENGINE_VENDOR_PASSWORD: z.string().min(1).default('fairway-web-local'),
  /** The engine's ENGINE_SITE_KEY: without it the engine counts every golfer as the shop. */
  ENGINE_SITE_KEY: z.string().min(1).default(DEFAULT_SITE_KEY),
  /** Seconds an anonymous vendor session lives; its cookies expire with it. */
  SESSION_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 7)
    .default(7200),
  /**
   * The shop's public address (https://fairway.example), for links the engine mails, such as the
   * password-recovery link; unset, the address a request came to (the engine checks it either way).
   */
  SITE_PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  NAME_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Server processes (node:cluster) sharing the port: a server render keeps one core busy, so one
   * per core serves that many pages at once. Unset: one per core in production, else one.
   */
  SITE_WORKERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  /**
   * The Blogger v3 API's base, up to `/blogger/v3`; unset, the engine's own endpoint at
   * ENGINE_URL, whose key is BLOG_API_KEY's default and whose seeded blog is BLOG_ID's.
   */
  BLOG_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  BLOG_API_KEY: z.string().default('local-blog-key'),
  BLOG_ID: z
    .string()
    .regex(/^\w{1,64}$/)
    .default('7301'),
  /**
   * Which proxies' X-Forwarded-For to believe (Express 'trust proxy': 'loopback', a hop count, or a
   * list of addresses and ranges). Believing every client would let one forge another golfer's
   * address and exhaust the engine's per-address limits in their name.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** Seconds a client has to send a request's headers, and the whole request (slowloris). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** On SIGTERM, how long requests in flight have to finish before their connections are cut. */
  SHUTDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /**
   * Cookies are Secure (docs/product.md#cookies); a plain-HTTP local run needs them sent anyway.
   */
  COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
});

export type SiteEnv = z.infer<typeof schema>;

let cached: SiteEnv | null = null;

export function siteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  if (cached && env === process.env) return cached;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join('\n')}`);
  }
  const problems = siteProblems(parsed.data);
  if (problems.length > 0)
    throw new Error(
      `The site will not start outside development (SITE_ENV=development):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}

/**
 * What keeps a shop from starting anywhere but a developer's machine. With the default site key
 * the engine counts every golfer as the shop's own address, so one attacker's failed logins would
 * throttle everybody; without SITE_PUBLIC_URL mailed links take whatever Host a request named;
 * cookies without Secure travel over plain HTTP.
 */
function siteProblems(env: SiteEnv): string[] {
  if ((env.SITE_ENV ?? env.NODE_ENV) === 'development') return [];
  const problems: string[] = [];
  if (env.ENGINE_SITE_KEY === DEFAULT_SITE_KEY)
    problems.push(
      "ENGINE_SITE_KEY is the development default; set it to the engine's ENGINE_SITE_KEY",
    );
  if (!env.SITE_PUBLIC_URL)
    problems.push('SITE_PUBLIC_URL is not set; set it to the shop’s address (https://…)');
  if (env.COOKIE_SECURE === 'false')
    problems.push('COOKIE_SECURE is false; remove it or set COOKIE_SECURE=true');
  return problems;
}
