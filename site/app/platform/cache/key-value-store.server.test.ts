import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLruCache, createRedisCache } from './key-value-store.server.ts';

describe('createLruCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createLruCache(2);
    await cache.set('a', '1', 60);
    await cache.set('b', '2', 60);
    // Reading 'a' makes 'b' the oldest.
    expect(await cache.get('a')).toBe('1');
    await cache.set('c', '3', 60);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).toBe('1');
    expect(await cache.get('c')).toBe('3');
  });

  it('overwrites a key without growing', async () => {
    const cache = createLruCache(2);
    await cache.set('a', '1', 60);
    await cache.set('a', '2', 60);
    await cache.set('b', '3', 60);
    expect(await cache.get('a')).toBe('2');
    expect(await cache.get('b')).toBe('3');
  });

  it('forgets an entry once its TTL has passed', async () => {
    vi.useFakeTimers();
    const cache = createLruCache();
    await cache.set('k', 'v', 10);
    vi.advanceTimersByTime(9_999);
    expect(await cache.get('k')).toBe('v');
    vi.advanceTimersByTime(1);
    expect(await cache.get('k')).toBeNull();
  });

  it('deletes', async () => {
    const cache = createLruCache();
    await cache.set('k', 'v', 10);
    await cache.delete('k');
    expect(await cache.get('k')).toBeNull();
  });

  it('refuses a size below one', () => {
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});

describe('createRedisCache', () => {
  const prefix = `fairway-test:${randomUUID()}:`;
  const cache = createRedisCache('redis://127.0.0.1:6379', { prefix });
  const raw = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });

  beforeAll(async () => {
    // Until its connection is ready the store answers from the in-process one.
    await vi.waitFor(() => expect(cache.reachable()).toBe(true), { timeout: 5_000 });
  });

  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await cache.quit();
    await raw.quit();
  });

  it('round-trips a value under its prefix with the TTL set', async () => {
    await cache.set('names:v1:en-GB', '{"x":1}', 120);
    expect(await cache.get('names:v1:en-GB')).toBe('{"x":1}');
    const ttl = await raw.ttl(`${prefix}names:v1:en-GB`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    await cache.delete('names:v1:en-GB');
    expect(await cache.get('names:v1:en-GB')).toBeNull();
    expect(await raw.exists(`${prefix}names:v1:en-GB`)).toBe(0);
  });

  describe('with Redis unreachable', () => {
    let closedPort = 0;

    beforeAll(async () => {
      // A port that was just free: nothing listens there once the probe server closes.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const address = probe.address();
      closedPort = typeof address === 'object' && address ? address.port : 0;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
    });

    it('answers from the in-process store, with one warning however many calls meet it', async () => {
      const warn = vi.fn();
      const dead = createRedisCache(`redis://127.0.0.1:${closedPort}`, {
        prefix,
        log: { warn, info: vi.fn() },
      });
      try {
        await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
        for (let i = 0; i < 5; i += 1) {
          await dead.set(`k${i}`, 'v', 10);
          expect(await dead.get(`k${i}`)).toBe('v');
        }
        await dead.delete('k0');
        expect(await dead.get('k0')).toBeNull();
        expect(dead.reachable()).toBe(false);
        expect(warn).toHaveBeenCalledOnce();
      } finally {
        await dead.quit();
      }
    });
  });
});
