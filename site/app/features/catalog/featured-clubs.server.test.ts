import { describe, expect, it, vi } from 'vitest';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import { featuredCandidates, featuredClubs, featuredKey } from './featured-clubs.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';
import type { ClubName } from './place-names.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import { testPageContext } from '../../testing/page-context.ts';

const club = (idVP: number, name: string, idRegion: number): ClubName => ({
  idVP,
  idRec: idVP * 10,
  courseName: `${name} course`,
  name,
  slug: name.toLowerCase(),
  idRegion,
  idMunicipio: idVP * 100,
});

const CLUBS = [
  club(1, 'Zagaleta', 1),
  club(2, 'Aloha', 1),
  club(3, 'Abama', 2),
  club(4, 'Penina', 3),
  club(5, 'Oitavos', 4),
];

const ctx = testPageContext('en');

function details(idVP: number, zonaHoraria: string) {
  return {
    cod: 1,
    msg: 'OK',
    datos: {
      idVendedorProveedor: idVP,
      nombreClub: 'x',
      descripcion: '',
      zonaHoraria,
      idRegion: 1,
      nombreRegion: '',
      idMunicipio: 1,
      nombreMunicipio: '',
      latitud: 0,
      longitud: 0,
      imagen: `/images/clubs/${idVP}.svg`,
      prestigio: false,
      permiteCancelacionOnline: true,
      horasLimiteCancelacion: 24,
      telefono: '+34 952 000 000',
      email: 'reservas@club.example',
      web: 'https://www.club.example/',
      direccion: 'Calle del Golf 1',
      codigoPostal: '29600',
      esMultiCampo: false,
      listaRecorridos: [],
    },
  };
}

/** An engine whose clubs have these next tee times (club-local), or fail when given a number. */
function engineWith(next: Record<number, string[] | number>, zones: Record<number, string> = {}) {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  const fetchSpy = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace('http://engine.test/', '');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    asked.push({ path, body });
    const idVP = Number(body.idVendedorProveedor);
    if (path === 'Vendedor/ObtenerDatosClubTTB')
      return Response.json(details(idVP, zones[idVP] ?? 'Europe/Madrid'));
    const times = next[idVP];
    if (typeof times === 'number') return Response.json({ cod: times, msg: 'No' });
    return Response.json({
      cod: 1,
      msg: 'OK',
      listGreenFeesRecorridoDisponible: (times ?? []).map((at, i) => ({
        idRecorrido: idVP * 10 + i,
        nombreRecorrido: `Course ${i}`,
        fechaHoraJuegoPosterior: at,
      })),
    });
  });
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: fetchSpy,
  });
  return { calls: pageCalls(ctx, new Request('http://shop.test/en'), client), asked };
}

const NOW = new Date('2026-11-24T20:30:00Z'); // 21:30 in Madrid: today's times are over.

function deps(cache = createLruCache()) {
  return {
    cache: { cache, ttlSeconds: 600 },
    details: { cache, ttlSeconds: 600, culture: 'en-GB' },
    culture: 'en-GB',
  };
}

describe('the featured clubs', () => {
  it('stand one per region: its first club by name', () => {
    expect(featuredCandidates(CLUBS).map((c) => c.name)).toEqual([
      'Abama',
      'Aloha',
      'Oitavos',
      'Penina',
    ]);
  });

  it('are the candidates with the soonest free tee time, each with that time', async () => {
    const { calls, asked } = engineWith({
      2: ['2026-11-25T08:10'],
      3: ['2026-11-26T09:00'],
      4: ['2026-11-25T10:30', '2026-11-25T07:50'],
      5: [],
    });
    const featured = await featuredClubs(calls, deps(), { clubs: CLUBS }, NOW);
    expect(featured.map((c) => [c.name, c.idRec, c.next])).toEqual([
      ['Penina', 41, { date: '2026-11-25', time: '07:50', today: '2026-11-24' }],
      ['Aloha', 20, { date: '2026-11-25', time: '08:10', today: '2026-11-24' }],
      ['Abama', 30, { date: '2026-11-26', time: '09:00', today: '2026-11-24' }],
    ]);
    // Asked from the day before the club's today, so today's remaining times count too.
    const availability = asked.filter((a) => a.path.startsWith('Disponibilidad/'));
    expect(availability.map((a) => a.body.fecha)).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
    ]);
  });

  it('count the day by each club’s own clock', async () => {
    // 00:30 on the 25th in Madrid, still the 24th in the Azores.
    const lateNight = new Date('2026-11-24T23:30:00Z');
    const { calls, asked } = engineWith(
      { 2: ['2026-11-25T08:00'], 3: ['2026-11-25T08:00'], 4: [], 5: [] },
      { 3: 'Atlantic/Azores' },
    );
    const featured = await featuredClubs(calls, deps(), { clubs: CLUBS }, lateNight);
    expect(Object.fromEntries(featured.map((c) => [c.name, c.next.today]))).toEqual({
      Abama: '2026-11-24',
      Aloha: '2026-11-25',
    });
    const fecha = (idVP: number) =>
      asked.find((a) => a.path.startsWith('Disponibilidad/') && a.body.idVendedorProveedor === idVP)
        ?.body.fecha;
    expect(fecha(3)).toBe('2026-11-23');
    expect(fecha(2)).toBe('2026-11-24');
  });

  it('leave out a club whose availability failed, and are kept briefly in the cache', async () => {
    const cache = createLruCache();
    const { calls, asked } = engineWith({ 2: 4, 3: ['2026-11-25T09:00'], 4: 2, 5: [] });
    const first = await featuredClubs(calls, deps(cache), { clubs: CLUBS }, NOW);
    expect(first.map((c) => c.name)).toEqual(['Abama']);
    expect(calls.notice.failed).toEqual([]);
    const count = asked.length;
    expect(await featuredClubs(calls, deps(cache), { clubs: CLUBS }, NOW)).toEqual(first);
    expect(asked).toHaveLength(count);
    expect(await cache.get(featuredKey('en-GB'))).not.toBeNull();
  });

  it('are none when no availability could be read, and that is not kept', async () => {
    const cache = createLruCache();
    const { calls } = engineWith({ 2: 4, 3: 4, 4: 4, 5: 4 });
    expect(await featuredClubs(calls, deps(cache), { clubs: CLUBS }, NOW)).toEqual([]);
    expect(await cache.get(featuredKey('en-GB'))).toBeNull();
  });

  it('are at most six', async () => {
    const many = Array.from({ length: 9 }, (_, i) => club(i + 1, `Club ${i + 1}`, i + 1));
    const { calls } = engineWith(
      Object.fromEntries(many.map((c) => [c.idVP, [`2026-11-25T0${c.idVP}:00`]])),
    );
    const featured = await featuredClubs(calls, deps(), { clubs: many }, NOW);
    expect(featured.map((c) => c.idVP)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
