import { describe, expect, it, vi } from 'vitest';
import { createEngineClient } from './engine.server.ts';
import { maxPlayersOf } from './front-config.ts';
import { frontConfigFor, frontConfigKey } from './front-config.server.ts';
import { createLruCache } from '../cache/key-value-store.server.ts';
import type { KeyValueCache } from '../cache/key-value-store.server.ts';
import { pageCalls } from './page-calls.server.ts';
import { testPageContext } from '../../testing/page-context.ts';

const DATOS = {
  nombre: 'Fairway',
  moneda: 'EUR',
  comisionTransaccion: 1.5,
  comisionReembolsable: false,
  minutosRetencion: 15,
  maxJugadores: 3,
  diasVentanaMultipack: 30,
  pasarela: 'sandbox',
  idiomas: ['en', 'es', 'fr', 'sv'],
  emailContacto: 'hello@fairway.example',
  empresa: 'Fairway Golf Travel S.L.',
  direccionEmpresa: 'Calle del Hoyo 19, 2.º B, 29016 Málaga',
  urlProfesionales: null,
  urlAppStore: null,
  urlGooglePlay: null,
};

function setup(culture: string, answer: unknown = { cod: 1, msg: 'OK', datos: DATOS }) {
  const ctx = testPageContext('en', { culture });
  const fetchSpy = vi.fn(async () => Response.json(answer));
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: fetchSpy,
  });
  return { calls: pageCalls(ctx, new Request('http://shop.test/en'), client), fetchSpy };
}

describe('the front configuration', () => {
  it('is the engine’s settings in the pages’ words', async () => {
    const { calls } = setup('en-GB');
    expect(
      await frontConfigFor(calls, { cache: createLruCache(), ttlSeconds: 60, culture: 'en-GB' }),
    ).toEqual({
      shopName: 'Fairway',
      currency: 'EUR',
      transactionFee: 1.5,
      feeRefundable: false,
      holdMinutes: 15,
      maxPlayers: 3,
      multipackWindowDays: 30,
      paymentProvider: 'sandbox',
      languages: ['en', 'es', 'fr', 'sv'],
      contactEmail: 'hello@fairway.example',
      company: {
        name: 'Fairway Golf Travel S.L.',
        address: 'Calle del Hoyo 19, 2.º B, 29016 Málaga',
      },
      professionalsUrl: null,
      appStoreUrl: null,
      googlePlayUrl: null,
    });
  });

  it('is read once per culture, then from the cache', async () => {
    const cache = createLruCache();
    const english = setup('en-GB');
    const swedish = setup('sv-SE');
    await frontConfigFor(english.calls, { cache, ttlSeconds: 60, culture: 'en-GB' });
    await frontConfigFor(english.calls, { cache, ttlSeconds: 60, culture: 'en-GB' });
    await frontConfigFor(swedish.calls, { cache, ttlSeconds: 60, culture: 'sv-SE' });
    expect(english.fetchSpy).toHaveBeenCalledOnce();
    expect(swedish.fetchSpy).toHaveBeenCalledOnce();
    expect(await cache.get(frontConfigKey('sv-SE'))).not.toBeNull();
  });

  it('asks the engine again when the cache holds something unreadable or fails', async () => {
    const cache = createLruCache();
    await cache.set(frontConfigKey('en-GB'), '{"nombre":1}', 60);
    const { calls, fetchSpy } = setup('en-GB');
    const warn = vi.fn();
    const config = await frontConfigFor(calls, {
      cache,
      ttlSeconds: 60,
      culture: 'en-GB',
      log: { warn },
    });
    expect(config?.maxPlayers).toBe(3);
    expect(warn).toHaveBeenCalledOnce();

    const broken: KeyValueCache = {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      delete: () => Promise.resolve(),
    };
    const again = await frontConfigFor(calls, { cache: broken, ttlSeconds: 60, culture: 'en-GB' });
    expect(again?.holdMinutes).toBe(15);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('is null when the engine fails, without an alert, and readers fall back', async () => {
    const { calls } = setup('en-GB', { cod: 4, msg: 'Boom' });
    const config = await frontConfigFor(calls, {
      cache: createLruCache(),
      ttlSeconds: 60,
      culture: 'en-GB',
    });
    expect(config).toBeNull();
    expect(calls.notice.failed).toEqual([]);
    expect(maxPlayersOf(config)).toBe(4);
  });
});
