import { describe, expect, it } from 'vitest';
import { appModeOf, entersAppMode } from './app-mode.ts';

const at = (url: string, cookie?: string) =>
  new Request(`https://shop.example${url}`, cookie ? { headers: { cookie } } : {});

describe('entering app mode', () => {
  it('takes either of the app’s two signs, on any page', () => {
    expect(entersAppMode('?from=app')).toBe(true);
    expect(entersAppMode('?idVP=4&app=1')).toBe(true);
    expect(entersAppMode('?from=web&app=0')).toBe(false);
    expect(entersAppMode('')).toBe(false);
  });
});

describe('the app mode of a request', () => {
  it('sets one session cookie when the app opens the shop', () => {
    const { appMode, setCookie } = appModeOf(at('/en/payment-controller/ok?from=app'), true);
    expect(appMode).toBe(true);
    expect(setCookie).toMatch(/^appMode=1; /);
    expect(setCookie).toMatch(/; Secure/);
    // A session cookie: it ends with the visit.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('keeps the app mode on later pages by the cookie, without setting it again', () => {
    expect(appModeOf(at('/en/tournaments', 'fw_sid=abc; appMode=1'), true)).toEqual({
      appMode: true,
      setCookie: null,
    });
    expect(appModeOf(at('/en/cart?app=1', 'appMode=1'), true).setCookie).toBeNull();
  });

  it('is off for a visit the app did not open', () => {
    expect(appModeOf(at('/en/tournaments?from=web', 'appMode=0'), false)).toEqual({
      appMode: false,
      setCookie: null,
    });
  });
});
