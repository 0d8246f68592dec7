/**
 * Where the end-to-end shop listens: its site, its engine, and the SMTP server it mails through
 * (with the HTTP side tests read the mail from). Each can be moved by its environment variable, so
 * a second suite can run beside the first.
 */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
export const E2E_ENGINE_PORT = Number(process.env.E2E_ENGINE_PORT ?? 4300);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const E2E_MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2580);

/**
 * A second shop whose logins last seconds (ENGINE_USER_SESSION_SECONDS), for the re-login journey;
 * in the main shop a login outlives every test.
 */
export const E2E_SHORT_LOGIN_SITE_PORT = Number(process.env.E2E_SHORT_LOGIN_SITE_PORT ?? 3301);
export const E2E_SHORT_LOGIN_ENGINE_PORT = Number(process.env.E2E_SHORT_LOGIN_ENGINE_PORT ?? 4301);
export const E2E_SHORT_LOGIN_SECONDS = 20;

/**
 * A third shop whose engine takes payments through Redsys (PAYMENT_PROVIDER=redsys) by the
 * engine's local stand-in, for the Redsys journey (tests/e2e/redsys.spec.ts); the main shop pays
 * through the sandbox.
 */
export const E2E_REDSYS_SITE_PORT = Number(process.env.E2E_REDSYS_SITE_PORT ?? 3302);
export const E2E_REDSYS_ENGINE_PORT = Number(process.env.E2E_REDSYS_ENGINE_PORT ?? 4302);

/**
 * A fourth shop whose engine takes payments through Stripe (PAYMENT_PROVIDER=stripe) by the
 * engine's local stand-in of Stripe's API and hosted Checkout page, for the Stripe journey
 * (tests/e2e/stripe.spec.ts).
 */
export const E2E_STRIPE_SITE_PORT = Number(process.env.E2E_STRIPE_SITE_PORT ?? 3303);
export const E2E_STRIPE_ENGINE_PORT = Number(process.env.E2E_STRIPE_ENGINE_PORT ?? 4303);

/**
 * Site processes of the degradation spec's own (tests/e2e/degradation.spec.ts), beside the main
 * shop's engine: one on a Redis the spec stops and starts, one on an engine stand-in that answers
 * too late; and that Redis and that stand-in.
 */
export const E2E_DEGRADE_REDIS_SITE_PORT = Number(process.env.E2E_DEGRADE_REDIS_SITE_PORT ?? 3304);
export const E2E_DEGRADE_SLOW_SITE_PORT = Number(process.env.E2E_DEGRADE_SLOW_SITE_PORT ?? 3305);
export const E2E_DEGRADE_REDIS_PORT = Number(process.env.E2E_DEGRADE_REDIS_PORT ?? 6304);
export const E2E_DEGRADE_SLOW_ENGINE_PORT = Number(
  process.env.E2E_DEGRADE_SLOW_ENGINE_PORT ?? 4304,
);

/**
 * The review journey's own shop (tests/e2e/review-journey.spec.ts): its engine is restarted with
 * its clock days ahead, which the shared shop's other journeys must never see.
 */
export const E2E_REVIEW_SITE_PORT = Number(process.env.E2E_REVIEW_SITE_PORT ?? 3310);
export const E2E_REVIEW_ENGINE_PORT = Number(process.env.E2E_REVIEW_ENGINE_PORT ?? 4310);
