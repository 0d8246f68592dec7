import { describe, expect, it } from 'vitest';
import { addressKey } from '../http/client-address.ts';
import { Fail } from '../calls/fail.ts';
import { durationText } from '../i18n/messages.ts';
import { createThrottle } from './throttle.ts';
import { THROTTLE_KINDS, accountKeys, throttleKey, waitSeconds } from './throttle-rules.ts';
import type { ThrottleRules } from './throttle-rules.ts';

describe('the waits', () => {
  it('start after the free failures at 1 s and double up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 14, 15, 40].map((count) => waitSeconds(count, 4, 900));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 900, 900, 900]);
    expect(waitSeconds(1_000_000, 4, 900)).toBe(900);
    expect(waitSeconds(50, 0, 900), 'a kind turned off never waits').toBe(0);
  });

  it('are told in whole seconds, then whole minutes rounded up, in four languages', () => {
    expect(durationText(1, 'en')).toBe('1 second');
    expect(durationText(0.2, 'en')).toBe('1 second');
    expect(durationText(45, 'es')).toBe('45 segundos');
    expect(durationText(60, 'fr')).toBe('1 minute');
    expect(durationText(61, 'sv')).toBe('2 minuter');
    expect(durationText(900, 'en')).toBe('15 minutes');
  });
});

describe('the stored keys', () => {
  it('hold no e-mail or address and fit the store’s 255 characters', () => {
    const key = throttleKey('loginAccount', `${'x'.repeat(300)}@example.com`);
    expect(key).toMatch(/^loginAccount:[0-9a-f]{40}$/);
    expect(throttleKey('loginAccount', 'a@example.com')).not.toContain('example');
  });
});

describe('the keys of an account', () => {
  it('count the account from each address, the account alone and the address; a success forgets the first two', () => {
    const { all, success } = accountKeys('login', 'ana@example.com', '203.0.113.9');
    expect(all.map((key) => key.kind)).toEqual([
      'loginAccountAddress',
      'loginAccount',
      'loginAddress',
    ]);
    expect(success).toEqual(all.slice(0, 2));
    const elsewhere = accountKeys('login', 'ana@example.com', '198.51.100.1').all;
    expect(elsewhere[0]?.subject).not.toBe(all[0]?.subject);
    expect(elsewhere[1]).toEqual(all[1]);
    expect(
      accountKeys('recovery', 'ana@example.com', '203.0.113.9').all.map((key) => key.kind),
    ).toEqual(['recoveryEmailAddress', 'recoveryEmail', 'recoveryAddress']);
  });
});

describe('client addresses', () => {
  it('count IPv4 as written and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    for (const junk of ['', 'unknown', '203.0.113.9, 10.0.0.1', '<script>', '999.1.1.1'])
      expect(addressKey(junk), junk).toBeNull();
  });
});

describe('the memory throttle', () => {
  const rules = Object.fromEntries(
    THROTTLE_KINDS.map((kind) => [
      kind,
      { free: kind === 'loginAccount' ? 2 : 0, memorySeconds: 60 },
    ]),
  ) as ThrottleRules;

  async function refusal(promise: Promise<unknown>): Promise<Fail | null> {
    try {
      await promise;
      return null;
    } catch (error) {
      if (error instanceof Fail) return error;
      throw error;
    }
  }

  it('waits after the free failures, not before, and forgets on reset', async () => {
    const throttle = createThrottle({ rules, maxWaitSeconds: 900 });
    const keys = [{ kind: 'loginAccount' as const, subject: 'a@example.com' }];
    await throttle.count(keys);
    expect(await refusal(throttle.check(keys, 'en'))).toBeNull();
    await throttle.count(keys);
    const waiting = await refusal(throttle.check(keys, 'en'));
    expect([waiting?.cod, waiting?.key, waiting?.params.wait]).toEqual([
      3,
      'tooManyAttempts',
      '1 second',
    ]);
    // Another subject, and a kind turned off, are not affected.
    expect(
      await refusal(throttle.check([{ kind: 'loginAccount', subject: 'b@example.com' }], 'en')),
    ).toBeNull();
    const off = [{ kind: 'loginAddress' as const, subject: '203.0.113.1' }];
    for (let n = 0; n < 50; n += 1) await throttle.count(off);
    expect(await refusal(throttle.check(off, 'en'))).toBeNull();

    await throttle.reset(keys);
    expect(await refusal(throttle.check(keys, 'en'))).toBeNull();
    await throttle.count(keys);
    expect(await refusal(throttle.check(keys, 'en')), 'the count started again').toBeNull();
  });
});
