import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_KEY, siteEnv } from './env.server.ts';

/** A shop on the internet: its own site key, its public address, Secure cookies (the default). */
const DEPLOYED = {
  NODE_ENV: 'production',
  ENGINE_SITE_KEY: 'a-real-site-key-0123456789',
  SITE_PUBLIC_URL: 'https://fairway.example',
};

describe('the site’s start guard', () => {
  it('starts once the site key and the public address are set', () => {
    expect(siteEnv(DEPLOYED).SITE_PUBLIC_URL).toBe('https://fairway.example');
  });

  it('refuses the default site key, naming the variable to set', () => {
    expect(() => siteEnv({ ...DEPLOYED, ENGINE_SITE_KEY: undefined })).toThrow(
      /will not start outside development[\s\S]*ENGINE_SITE_KEY is the development default/,
    );
    expect(() => siteEnv({ ...DEPLOYED, ENGINE_SITE_KEY: DEFAULT_SITE_KEY })).toThrow(
      /ENGINE_SITE_KEY/,
    );
  });

  it('refuses a missing SITE_PUBLIC_URL', () => {
    for (const SITE_PUBLIC_URL of [undefined, ''])
      expect(() => siteEnv({ ...DEPLOYED, SITE_PUBLIC_URL })).toThrow(/SITE_PUBLIC_URL is not set/);
  });

  it('refuses COOKIE_SECURE=false', () => {
    expect(() => siteEnv({ ...DEPLOYED, COOKIE_SECURE: 'false' })).toThrow(
      /COOKIE_SECURE is false/,
    );
  });

  it('runs unless the environment says development: unset and test fail closed', () => {
    for (const NODE_ENV of [undefined, 'test', 'production']) {
      let text = '';
      try {
        siteEnv({ NODE_ENV, COOKIE_SECURE: 'false' });
      } catch (error) {
        text = (error as Error).message;
      }
      // Every problem at once, one a line.
      expect(text.split('\n').slice(1)).toEqual([
        expect.stringContaining('ENGINE_SITE_KEY'),
        expect.stringContaining('SITE_PUBLIC_URL'),
        expect.stringContaining('COOKIE_SECURE'),
      ]);
    }
    expect(() => siteEnv({ SITE_ENV: 'production', NODE_ENV: 'development' })).toThrow(
      /ENGINE_SITE_KEY/,
    );
  });

  it('lets development run on the defaults: SITE_ENV, or NODE_ENV when SITE_ENV is unset', () => {
    expect(() => siteEnv({ NODE_ENV: 'production', SITE_ENV: 'development' })).not.toThrow();
    expect(() => siteEnv({ NODE_ENV: 'development', COOKIE_SECURE: 'false' })).not.toThrow();
  });
});

describe('ENGINE_TIMEOUT_MS', () => {
  it('gives an engine call 10 s by default, or the milliseconds set', () => {
    expect(siteEnv(DEPLOYED).ENGINE_TIMEOUT_MS).toBe(10_000);
    expect(siteEnv({ ...DEPLOYED, ENGINE_TIMEOUT_MS: '2500' }).ENGINE_TIMEOUT_MS).toBe(2500);
  });

  it('refuses a limit that is no number, or one too short for any engine to meet', () => {
    for (const ENGINE_TIMEOUT_MS of ['soon', '50', '1.5', '600000'])
      expect(() => siteEnv({ ...DEPLOYED, ENGINE_TIMEOUT_MS })).toThrow(/ENGINE_TIMEOUT_MS/);
  });
});
