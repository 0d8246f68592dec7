import { describe, expect, it, vi } from 'vitest';
import { clubDetails, clubDetailsKey } from './club-details.server.ts';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';
import type { KeyValueCache } from '../../platform/cache/key-value-store.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import { testPageContext } from '../../testing/page-context.ts';

const DATOS = {
  idVendedorProveedor: 7,
  nombreClub: 'Real Club Valderrama',
  descripcion: 'Cork oaks.',
  zonaHoraria: 'Europe/Madrid',
  idRegion: 1,
  nombreRegion: 'Costa del Sol',
  idMunicipio: 5,
  nombreMunicipio: 'San Roque',
  latitud: 36.3,
  longitud: -5.3,
  imagen: '/images/club/7.svg',
  prestigio: true,
  permiteCancelacionOnline: true,
  horasLimiteCancelacion: 48,
  telefono: '+34 952 000 000',
  email: 'reservas@club.example',
  web: 'https://www.club.example/',
  direccion: 'Calle del Golf 1',
  codigoPostal: '29600',
  esMultiCampo: false,
  listaRecorridos: [
    {
      idRec: 70,
      nombre: 'Valderrama',
      direccion: '',
      codigoPostal: '',
      lugar: '',
      hoyos: 18,
      par: 71,
    },
  ],
};

const ctx = testPageContext('en');

function setup(answer: unknown = { cod: 1, msg: 'OK', datos: DATOS }, cache = createLruCache()) {
  const fetchSpy = vi.fn(async () => Response.json(answer));
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: fetchSpy,
  });
  const calls = pageCalls(ctx, new Request('http://shop.test/en/club'), client);
  const deps = { cache, ttlSeconds: 60, culture: 'en-GB' };
  return { calls, deps, fetchSpy, cache };
}

describe('club details behind the cache', () => {
  it('asks the engine once, then answers from the cache', async () => {
    const { calls, deps, fetchSpy } = setup();
    expect(await clubDetails(calls, deps, 7)).toEqual({ ok: true, data: DATOS });
    expect(await clubDetails(calls, deps, 7)).toEqual({ ok: true, data: DATOS });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps each culture apart, since descriptions are translated', async () => {
    const { calls, deps, fetchSpy } = setup();
    await clubDetails(calls, deps, 7);
    await clubDetails(calls, { ...deps, culture: 'es-ES' }, 7);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('nocache asks the engine again and refreshes the entry', async () => {
    const { calls, deps, fetchSpy, cache } = setup();
    await clubDetails(calls, deps, 7);
    await clubDetails(calls, deps, 7, { nocache: true });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(JSON.parse((await cache.get(clubDetailsKey('en-GB', 7))) ?? 'null')).toMatchObject({
      v: DATOS,
    });
  });

  it('treats an unreadable entry as a miss', async () => {
    const { calls, deps, fetchSpy, cache } = setup();
    await cache.set(clubDetailsKey('en-GB', 7), '{"nombreClub":1}', 60);
    expect(await clubDetails(calls, deps, 7)).toEqual({ ok: true, data: DATOS });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('never stores a failure, and tells the page about it', async () => {
    const { calls, deps, cache } = setup({ cod: 2, msg: 'Club not found' });
    expect(await clubDetails(calls, deps, 7)).toMatchObject({ ok: false, cod: 2 });
    expect(await cache.get(clubDetailsKey('en-GB', 7))).toBeNull();
    expect(calls.notice.failed).toEqual(['club']);
  });

  it('renders from the engine when the cache itself is down', async () => {
    const broken: KeyValueCache = {
      get: async () => Promise.reject(new Error('ECONNREFUSED')),
      set: async () => Promise.reject(new Error('ECONNREFUSED')),
      delete: async () => undefined,
    };
    const warn = vi.fn();
    const { calls, deps } = setup(undefined, broken);
    expect(await clubDetails(calls, { ...deps, log: { warn } }, 7)).toEqual({
      ok: true,
      data: DATOS,
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
