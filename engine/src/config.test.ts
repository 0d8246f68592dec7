import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { DEFAULT_SECRETS, engineWorkers, holdMilliseconds, loadConfig } from './config.ts';

/** A production environment with every secret set and the sandbox allowed on purpose. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  ENGINE_VENDOR_PASSWORD: 'a-real-vendor-password',
  PAYMENT_WEBHOOK_SECRET: 'a-real-webhook-secret-0123456789',
  BLOG_API_KEY: 'a-real-blog-key',
  ENGINE_BACKOFFICE_KEY: 'a-real-back-office-key',
  ENGINE_SITE_KEY: 'a-real-site-key-0123456789',
  ENGINE_ALLOW_SANDBOX_PAYMENTS: 'true',
};

/** What a developer's machine and the tests say: the guard is off, the defaults serve. */
const DEVELOPMENT = { NODE_ENV: 'development' };

describe('the start guard', () => {
  it('starts in production once every secret is set and the sandbox is allowed explicitly', () => {
    expect(loadConfig(SAFE_PRODUCTION).NODE_ENV).toBe('production');
  });

  it.each(Object.keys(DEFAULT_SECRETS))('refuses %s at its development default', (name) => {
    const env = Object.fromEntries(Object.entries(SAFE_PRODUCTION).filter(([k]) => k !== name));
    expect(() => loadConfig(env)).toThrow(
      new RegExp(
        `will not start outside development \\(NODE_ENV=development\\):[\\s\\S]*${name} is the development default`,
      ),
    );
  });

  it('refuses the same value given explicitly, as well as left unset', () => {
    expect(() =>
      loadConfig({ ...SAFE_PRODUCTION, BLOG_API_KEY: DEFAULT_SECRETS.BLOG_API_KEY }),
    ).toThrow(/BLOG_API_KEY is the development default/);
  });

  it('refuses the sandbox provider unless ENGINE_ALLOW_SANDBOX_PAYMENTS=true', () => {
    for (const allow of [undefined, 'false']) {
      const env: Record<string, string | undefined> = {
        ...SAFE_PRODUCTION,
        ENGINE_ALLOW_SANDBOX_PAYMENTS: allow,
      };
      expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER is sandbox/);
    }
  });

  it('refuses a clock moved ahead outside development, and lets development move it', () => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION, ENGINE_CLOCK_DAYS_AHEAD: '3' })).toThrow(
      /ENGINE_CLOCK_DAYS_AHEAD moves the engine’s clock/,
    );
    expect(
      loadConfig({ ...DEVELOPMENT, ENGINE_CLOCK_DAYS_AHEAD: '3' }).ENGINE_CLOCK_DAYS_AHEAD,
    ).toBe(3);
  });

  it('lists every problem at once, one a line', () => {
    let text = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      text = (error as Error).message;
    }
    const lines = text.split('\n').slice(1);
    expect(lines).toHaveLength(Object.keys(DEFAULT_SECRETS).length + 1);
    for (const name of [...Object.keys(DEFAULT_SECRETS), 'PAYMENT_PROVIDER'])
      expect(text).toContain(name);
  });

  it('runs unless the environment says development: unset and test fail closed, as production', () => {
    for (const env of [{}, { NODE_ENV: 'test' }, { NODE_ENV: 'production' }]) {
      expect(() => loadConfig(env)).toThrow(/ENGINE_SITE_KEY is the development default/);
      expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER is sandbox/);
    }
  });

  it('lets NODE_ENV=development start with the public defaults', () => {
    expect(() => loadConfig(DEVELOPMENT)).not.toThrow();
  });
});

describe('site origins and hold length', () => {
  it('reads a comma-separated list of origins and defaults to the local shop', () => {
    expect(loadConfig(DEVELOPMENT).ENGINE_SITE_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(
      loadConfig({
        ...DEVELOPMENT,
        ENGINE_SITE_ORIGINS: 'https://shop.example, http://localhost:5173/',
      }).ENGINE_SITE_ORIGINS,
    ).toEqual(['https://shop.example', 'http://localhost:5173']);
  });

  it('refuses an address with a path or another scheme as an origin', () => {
    expect(() =>
      loadConfig({ ...DEVELOPMENT, ENGINE_SITE_ORIGINS: 'https://shop.example/es' }),
    ).toThrow(/ENGINE_SITE_ORIGINS/);
    expect(() =>
      loadConfig({ ...DEVELOPMENT, ENGINE_SITE_ORIGINS: 'javascript:alert(1)' }),
    ).toThrow(/ENGINE_SITE_ORIGINS/);
  });

  it('ENGINE_HOLD_SECONDS overrides ENGINE_HOLD_MINUTES', () => {
    expect(holdMilliseconds(loadConfig(DEVELOPMENT))).toBe(15 * 60_000);
    expect(holdMilliseconds(loadConfig({ ...DEVELOPMENT, ENGINE_HOLD_MINUTES: '5' }))).toBe(
      5 * 60_000,
    );
    expect(
      holdMilliseconds(
        loadConfig({ ...DEVELOPMENT, ENGINE_HOLD_MINUTES: '5', ENGINE_HOLD_SECONDS: '20' }),
      ),
    ).toBe(20_000);
  });
});

describe('the Redsys provider', () => {
  const REDSYS = {
    ...SAFE_PRODUCTION,
    PAYMENT_PROVIDER: 'redsys',
    REDSYS_MERCHANT_CODE: '123456789',
    REDSYS_SECRET: Buffer.alloc(24, 9).toString('base64'),
    REDSYS_URL: 'https://sis-t.redsys.es:25443',
  };

  it('starts in production with its merchant, secret and URL', () => {
    const config = loadConfig(REDSYS);
    expect(config.PAYMENT_PROVIDER).toBe('redsys');
    expect(config.REDSYS_TERMINAL).toBe('1');
    expect(config.REDSYS_BIZUM).toBe('false');
  });

  it.each(['REDSYS_MERCHANT_CODE', 'REDSYS_SECRET', 'REDSYS_URL'])(
    'refuses to start in production without %s',
    (name) => {
      const env = Object.fromEntries(Object.entries(REDSYS).filter(([k]) => k !== name));
      expect(() => loadConfig(env)).toThrow(new RegExp(`PAYMENT_PROVIDER is redsys but ${name}`));
    },
  );

  it('refuses a secret that is not 24 bytes of base64, and a merchant code not of 9 digits', () => {
    expect(() => loadConfig({ ...REDSYS, REDSYS_SECRET: 'c2hvcnQ=' })).toThrow(/REDSYS_SECRET/);
    expect(() => loadConfig({ ...REDSYS, REDSYS_MERCHANT_CODE: '12345' })).toThrow(
      /REDSYS_MERCHANT_CODE/,
    );
  });

  it('runs in development without a merchant (the stand-in signs as the test merchant)', () => {
    expect(
      loadConfig({ ...DEVELOPMENT, PAYMENT_PROVIDER: 'redsys' }).REDSYS_SECRET,
    ).toBeUndefined();
  });

  it('refuses a provider it does not know', () => {
    expect(() => loadConfig({ ...DEVELOPMENT, PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });
});
describe('the Stripe provider', () => {
  const STRIPE = {
    ...SAFE_PRODUCTION,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51ExampleKeyOfTheAccount',
    STRIPE_WEBHOOK_SECRET: 'whsec_ExampleSigningSecret',
  };

  it('starts in production with its secret key and webhook secret, against api.stripe.com', () => {
    const config = loadConfig(STRIPE);
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
    expect(config.STRIPE_API_BASE).toBeUndefined();
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])(
    'refuses to start in production without %s',
    (name) => {
      const env = Object.fromEntries(Object.entries(STRIPE).filter(([k]) => k !== name));
      expect(() => loadConfig(env)).toThrow(new RegExp(`PAYMENT_PROVIDER is stripe but ${name}`));
    },
  );

  it('refuses a publishable key for the secret one, and a webhook secret not whsec_', () => {
    expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_51Example' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_BASE: 'not a url' })).toThrow(
      /STRIPE_API_BASE/,
    );
  });

  it("runs in development without keys (the stand-in answers in Stripe's place)", () => {
    const config = loadConfig({ ...DEVELOPMENT, PAYMENT_PROVIDER: 'stripe' });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_API_BASE).toBeUndefined();
  });
});
describe('the Braintree provider', () => {
  const BRAINTREE = {
    ...SAFE_PRODUCTION,
    PAYMENT_PROVIDER: 'braintree',
    BRAINTREE_MERCHANT_ID: 'examplemerchant1',
    BRAINTREE_PUBLIC_KEY: 'examplepublickey',
    BRAINTREE_PRIVATE_KEY: 'exampleprivatekey0123456789',
  };

  it("starts in production with its merchant and key pair, against Braintree's sandbox by default", () => {
    const config = loadConfig(BRAINTREE);
    expect(config.PAYMENT_PROVIDER).toBe('braintree');
    expect(config.BRAINTREE_ENVIRONMENT).toBe('sandbox');
    expect(config.BRAINTREE_GATEWAY_URL).toBeUndefined();
    expect(loadConfig({ ...BRAINTREE, BRAINTREE_ENVIRONMENT: 'production' })).toMatchObject({
      BRAINTREE_ENVIRONMENT: 'production',
    });
  });

  it.each(['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'])(
    'refuses to start in production without %s',
    (name) => {
      const env = Object.fromEntries(Object.entries(BRAINTREE).filter(([k]) => k !== name));
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`PAYMENT_PROVIDER is braintree but ${name}`),
      );
    },
  );

  it('refuses an environment Braintree has not, and a gateway that is not a URL', () => {
    expect(() => loadConfig({ ...BRAINTREE, BRAINTREE_ENVIRONMENT: 'qa' })).toThrow(
      /BRAINTREE_ENVIRONMENT/,
    );
    expect(() => loadConfig({ ...BRAINTREE, BRAINTREE_GATEWAY_URL: 'not a url' })).toThrow(
      /BRAINTREE_GATEWAY_URL/,
    );
  });

  it("runs in development without keys (the stand-in answers in Braintree's place)", () => {
    const config = loadConfig({ ...DEVELOPMENT, PAYMENT_PROVIDER: 'braintree' });
    expect(config.BRAINTREE_PRIVATE_KEY).toBeUndefined();
    expect(config.BRAINTREE_GATEWAY_URL).toBeUndefined();
  });
});

describe('engine workers', () => {
  const SERVER = { ...DEVELOPMENT, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairway' };

  it('runs one per core on a PostgreSQL server unless ENGINE_WORKERS says', () => {
    expect(engineWorkers(loadConfig(SERVER))).toBe(availableParallelism());
    expect(engineWorkers(loadConfig({ ...SERVER, ENGINE_WORKERS: '3' }))).toBe(3);
    expect(engineWorkers(loadConfig({ ...SERVER, ENGINE_WORKERS: '' }))).toBe(
      availableParallelism(),
    );
  });

  it('runs one on PGlite, and refuses more, which a single connection cannot serve', () => {
    expect(engineWorkers(loadConfig(DEVELOPMENT))).toBe(1);
    expect(engineWorkers(loadConfig({ ...DEVELOPMENT, ENGINE_WORKERS: '1' }))).toBe(1);
    expect(() => engineWorkers(loadConfig({ ...DEVELOPMENT, ENGINE_WORKERS: '2' }))).toThrow(
      /ENGINE_WORKERS above 1 needs DATABASE_URL/,
    );
  });

  it('refuses a count that is not a positive whole number', () => {
    for (const value of ['0', '-1', '1.5', 'many'])
      expect(() => loadConfig({ ...SERVER, ENGINE_WORKERS: value })).toThrow(/ENGINE_WORKERS/);
  });
});
