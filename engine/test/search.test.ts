import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../src/db/client.ts';
import type { Db } from '../src/db/client.ts';
import { scaleCatalog } from '../src/seed/scale.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { normaliseTerm } from '../src/services/search-normalise.ts';
import { BACKENDS, daysAhead, freshServerDatabase, startTestEngine } from './harness.ts';
import type { Backend, Credentials, TestEngine } from './harness.ts';
import { SEARCH_QUERIES } from './search-queries.ts';
import type { SearchQuery } from './search-queries.ts';

interface Suggestion {
  label: string;
  data: { cat: string; id: number; id2: number; id3: number };
}

/** Asks an engine for suggestions with one session per culture. */
function suggester(t: () => TestEngine) {
  const sessions = new Map<string, Promise<Credentials>>();
  return async (keyword: string, culture = 'en-GB'): Promise<Suggestion[]> => {
    let session = sessions.get(culture);
    if (!session) {
      session = t().newSession(culture);
      sessions.set(culture, session);
    }
    const answer = await t().call('Portal/Busqueda/ListarSugerencias', { keyword }, await session);
    expect(answer.cod).toBe(1);
    return answer.listaElementos as Suggestion[];
  };
}

function fits(s: Suggestion, expected: SearchQuery['expect']): boolean {
  if ('name' in expected)
    return s.data.cat === expected.cat && s.label.split(', ')[0] === expected.name;
  return (
    (expected.cat === undefined || s.data.cat === expected.cat) && expected.label.test(s.label)
  );
}

describe.each(BACKENDS)('search suggestions on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 180_000);
  afterAll(async () => t?.close());
  const suggest = suggester(() => t);

  it.each(SEARCH_QUERIES.map((q) => [q.query, q.culture, q] as const))(
    '"%s" (%s)',
    async (_query, _culture, q) => {
      const list = await suggest(q.query, q.culture);
      const at = list.findIndex((s) => fits(s, q.expect));
      const shown = list.map((s) => `${s.data.cat} ${s.label}`).join(' | ');
      expect(at, `not in the first ${q.within}: ${shown}`).toBeGreaterThanOrEqual(0);
      expect(at, `not in the first ${q.within}: ${shown}`).toBeLessThan(q.within);
    },
  );

  it('has a table of at least 200 queries in the four languages', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(SEARCH_QUERIES.map((q) => q.culture)).size).toBe(4);
  });

  it('leads a region to its home tile and its results', async () => {
    const [algarve] = await suggest('algarve');
    expect(algarve).toMatchObject({
      label: 'Algarve, Portugal',
      data: { cat: 'REG', id2: 0, id3: 0 },
    });
    const tiles = (await t.call('Portal/Home/ListarCajitas')).listaCajitas as {
      idCajita: number;
      titulo: string;
    }[];
    expect(tiles.find((tile) => tile.idCajita === algarve?.data.id)?.titulo).toBe('Algarve');
    const results = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idRegion: algarve?.data.id,
      fecha: daysAhead(3, t.clock),
      jugadores: 2,
    });
    const clubs = results.listaClubes as { nombreClub: string }[];
    expect(clubs.map((c) => c.nombreClub)).toContain('Dom Pedro Old Course');
  });

  it('gives a place its region and a club its course and the vendor, as before', async () => {
    const session = await t.newSession('en-GB');
    const [seville] = await suggest('seville');
    const [andalusia] = await suggest('andalusia');
    expect(seville?.data).toMatchObject({ cat: 'MUN', id2: andalusia?.data.id, id3: 0 });
    const [vilamoura] = await suggest('vilamoura');
    expect(vilamoura?.data).toMatchObject({ cat: 'CLUB', id3: session.idVendedor });
    const club = await t.call('Vendedor/ObtenerDatosClubTTB', {
      idVendedorProveedor: vilamoura?.data.id2,
    });
    const datos = club.datos as { nombreClub: string; listaRecorridos: { idRec: number }[] };
    expect(datos.nombreClub).toBe('Dom Pedro Old Course');
    expect(datos.listaRecorridos[0]?.idRec).toBe(vilamoura?.data.id);
  });

  it('keeps short keywords to five suggestions that each start a word', async () => {
    for (const keyword of ['a', 'ma', 'la', 'Ö']) {
      const list = await suggest(keyword);
      expect(list.length, keyword).toBeLessThanOrEqual(5);
    }
    const list = await suggest('ma');
    expect(list.length).toBe(5);
    for (const s of list) expect(s.label, s.label).toMatch(/(^|[\s(])ma/i);
  });

  it('lists the exact match before typos, places before clubs, ten at most', async () => {
    const list = await suggest('lagos');
    expect(list[0]).toMatchObject({ label: 'Lagos, Algarve', data: { cat: 'MUN' } });
    // Then one letter away: the place Lagoa, then the clubs of Quinta do Lago.
    const lagoa = list.findIndex((s) => s.label === 'Lagoa, Algarve');
    const quinta = list.findIndex((s) => s.label.startsWith('Quinta do Lago'));
    expect(lagoa).toBeGreaterThan(0);
    expect(quinta).toBeGreaterThan(lagoa);
    expect((await suggest('golf')).length).toBe(10);
  });

  it('leads an airport, by its code, to the clubs around it, nearest first with the distance', async () => {
    const [fao] = await suggest('FAO', 'sv-SE');
    expect(fao).toMatchObject({
      label: 'Faro flygplats (FAO), Portugal',
      data: { cat: 'LUG', id2: 0, id3: 0 },
    });
    const results = await t.call(
      'Portal/Busqueda/ListarResultadosTTB',
      { idLugar: fao?.data.id, fecha: daysAhead(3, t.clock), jugadores: 2 },
      await t.newSession('sv-SE'),
    );
    expect(results.lugar).toEqual({
      nombre: 'Faro flygplats (FAO)',
      tipo: 'aeropuerto',
      sinClubes: false,
    });
    const clubs = results.listaClubes as { nombreClub: string; distancia: number }[];
    expect(clubs[0]?.nombreClub).toBe('San Lorenzo Golf Course');
    expect(clubs.map((c) => c.nombreClub)).toContain('Vale do Lobo');
    expect(clubs.map((c) => c.nombreClub)).not.toContain('Oitavos Dunes');
    const kms = clubs.map((c) => c.distancia);
    expect(kms).toEqual([...kms].sort((a, z) => a - z));
    expect(kms.every((km) => km > 0 && km <= 60)).toBe(true);
  });

  it('says a place has no club of its own and offers the nearest, with their distance', async () => {
    const [ibiza] = await suggest('ibiza');
    expect(ibiza?.data.cat).toBe('LUG');
    const results = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idLugar: ibiza?.data.id,
      fecha: daysAhead(3, t.clock),
      jugadores: 2,
    });
    expect(results.lugar).toMatchObject({ nombre: 'Ibiza', tipo: 'isla', sinClubes: true });
    const clubs = results.listaClubes as { nombreClub: string; distancia: number }[];
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.length).toBeLessThanOrEqual(5);
    // The nearest courses to Ibiza are Jávea's and Mallorca's, well over the sea.
    for (const c of clubs) expect(c.distancia).toBeGreaterThan(80);
    expect(clubs.map((c) => c.nombreClub)).toContain('Club de Golf Jávea');
  });

  it('gives an island all its clubs, and refuses a place that does not exist', async () => {
    const [tenerife] = await suggest('tenerife');
    const results = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idLugar: tenerife?.data.id,
      fecha: daysAhead(3, t.clock),
      jugadores: 2,
    });
    const names = (results.listaClubes as { nombreClub: string }[]).map((c) => c.nombreClub);
    expect(new Set(names)).toEqual(
      new Set(['Golf del Sur', 'Golf Costa Adeje', 'Abama Golf', 'Real Club de Golf de Tenerife']),
    );
    const missing = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idLugar: 999_999,
      fecha: daysAhead(3, t.clock),
      jugadores: 2,
    });
    expect(missing.cod).not.toBe(1);
  });

  it('lists the clubs around a position, nearest first with their distance, and the nearest when none is near', async () => {
    const results = await t.call(
      'Portal/Busqueda/ListarResultadosTTB',
      { latitud: 36.51, longitud: -4.88, fecha: daysAhead(3, t.clock), jugadores: 2 },
      await t.newSession('es-ES'),
    );
    expect(results.cod).toBe(1);
    expect(results.alrededor).toEqual({ radioKm: 50, sinClubes: false });
    expect(results.lugar).toBeUndefined();
    const clubs = results.listaClubes as { municipio: string; distancia: number }[];
    expect(clubs[0]?.municipio).toBe('Marbella');
    const kms = clubs.map((c) => c.distancia);
    expect(kms).toEqual([...kms].sort((a, z) => a - z));
    expect(kms.every((km) => km > 0 && km <= 50)).toBe(true);
    // Far out in the Atlantic: no club within 50 km, so the five nearest, with their distance.
    const sea = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      latitud: 45,
      longitud: -15,
      fecha: daysAhead(3, t.clock),
      jugadores: 2,
    });
    expect(sea.alrededor).toEqual({ radioKm: 50, sinClubes: true });
    const nearest = sea.listaClubes as { idVP: number; distancia: number }[];
    expect(nearest.length).toBeGreaterThan(0);
    // Five clubs; a club with two courses lists each.
    expect(new Set(nearest.map((c) => c.idVP)).size).toBeLessThanOrEqual(5);
    for (const c of nearest) expect(c.distancia).toBeGreaterThan(50);
  });

  it('refuses a position without both coordinates, out of range or beside another place', async () => {
    const fecha = daysAhead(3, t.clock);
    for (const asked of [
      { latitud: 36.51 },
      { longitud: -4.88 },
      { latitud: 91, longitud: -4.88 },
      { latitud: 36.51, longitud: -181 },
      { latitud: 36.51, longitud: -4.88, idRegion: 1 },
    ]) {
      const refused = await t.call('Portal/Busqueda/ListarResultadosTTB', {
        ...asked,
        fecha,
        jugadores: 2,
      });
      expect(refused.cod, JSON.stringify(asked)).toBe(3);
    }
  });

  it('ranks Santander’s Pedreña above the Madrid course named after the bank', async () => {
    const list = await suggest('santander');
    const pedrena = list.findIndex((s) => s.label.startsWith('Real Golf de Pedreña'));
    const bank = list.findIndex((s) => s.label.startsWith('Golf Santander'));
    expect(pedrena).toBeGreaterThanOrEqual(0);
    expect(bank === -1 || bank > pedrena).toBe(true);
  });

  it('answers a country with its regions', async () => {
    const list = await suggest('portugal');
    expect(list.map((s) => s.label).sort()).toEqual([
      'Algarve, Portugal',
      'Azores, Portugal',
      'Lisbon Coast, Portugal',
      'Madeira, Portugal',
      'Silver Coast and Porto, Portugal',
    ]);
  });
});

/** Migration 0004 taken back out: clear-text session tokens, login attempts, the card wish on payments. */
async function undoAccountsMigration(db: Db): Promise<void> {
  for (const statement of [
    sql`delete from user_sessions`,
    sql`delete from sessions`,
    sql`drop index user_cards_user_token_uq`,
    sql`create index user_cards_user_idx on user_cards (user_id)`,
    sql`alter table payments drop column user_card_id`,
    sql`alter table payments add column save_card_for_user integer`,
    sql`alter table reservations drop column save_card`,
    sql`drop table rate_limits`,
    sql`create table login_attempts (id serial primary key, key text not null,
          at timestamp with time zone default now() not null)`,
    sql`create index login_attempts_key_at_idx on login_attempts (key, at)`,
    sql`drop index user_sessions_expires_idx`,
    sql`alter table user_sessions drop column token_hash`,
    sql`alter table user_sessions add column token text primary key`,
    sql`drop index sessions_expires_idx`,
    sql`alter table sessions drop column token_hash`,
    sql`alter table sessions add column token text not null`,
    sql`create unique index sessions_token_uq on sessions (token)`,
  ])
    await db.execute(statement);
}

/**
 * A database seeded by the engine before issue 13: migrated to 0001 only (no `clubs.area`, no
 * `board_messages.promo_code`), no region or area terms, no other names. Made from a current seed
 * by taking out what the later migrations and seed steps added.
 */
async function seededBefore(db: Db): Promise<void> {
  await db.execute(sql`delete from search_terms where kind in ('REG', 'AREA')`);
  await db.execute(
    sql`delete from search_terms where kind = 'MUN' and term in ('palma de mallorca', 'xabia')`,
  );
  await db.execute(sql`alter table clubs drop column area`);
  await db.execute(sql`alter table board_messages drop column promo_code`);
  // Migration 0005: vault entries bound to no payment or user.
  await db.execute(sql`alter table card_tokens drop column payment_id, drop column user_id`);
  await undoAccountsMigration(db);
  // Migration 0006: no tournaments yet (the next start seeds them into the old catalog).
  await db.execute(
    sql`drop table tournament_players, tournament_registrations, tournament_results, tournament_tee_times, tournament_rounds, tournaments`,
  );
  // Migration 0007: no multipacks yet (the next start seeds them into the old catalog).
  await db.execute(sql`alter table reservation_lines drop column multipack_id`);
  await db.execute(sql`drop table multipack_courses, multipacks`);
  // Migration 0009: holds record no client address yet, and live holds have no indexes of their own.
  await db.execute(sql`alter table reservations drop column client_address`);
  await db.execute(sql`drop index reservations_held_email_idx`);
  // Migration 0008: offers without usage limits, newsletter rows without a confirmation.
  await db.execute(
    sql`alter table offers drop constraint offers_limits_ck, drop column max_uses, drop column max_uses_per_customer`,
  );
  await db.execute(sql`drop index reservations_promo_code_idx`);
  await db.execute(
    sql`alter table newsletter drop column confirmed_at, drop column token_hash, drop column token_sent_at`,
  );
  // Migration 0010: payments name no provider reference and no currency yet.
  await db.execute(sql`drop index payments_provider_reference_uq`);
  await db.execute(sql`alter table payments drop column provider_reference, drop column currency`);
  // Migration 0011: clubs have no connected account yet, and no club's share is recorded.
  await db.execute(sql`drop table club_transfers`);
  await db.execute(sql`alter table clubs drop column stripe_account`);
  // Migration 0012: saved cards name no provider, and golfers have no Stripe Customer yet.
  await db.execute(sql`alter table user_cards drop column provider`);
  await db.execute(sql`alter table users drop column stripe_customer`);
  // Migration 0013: the outbox has no claims, retry times or last attempt yet.
  await db.execute(sql`drop index outbox_due_idx`);
  await db.execute(
    sql`alter table outbox drop column last_attempt_at, drop column next_attempt_at, drop column claimed_until`,
  );
  await db.execute(sql`create index outbox_unsent_idx on outbox (sent_at)`);
  // Migrations 0014 to 0016: no scorecards, no reviews, clubs without contacts, mail without files.
  await db.execute(sql`drop table course_holes, review_reports, reviews`);
  await db.execute(
    sql`alter table clubs drop column phone, drop column email, drop column website`,
  );
  await db.execute(sql`alter table outbox drop column attachments`);
  // Migrations 0000 and 0001 stay recorded; every later one runs again at the next start.
  await db.execute(
    sql`delete from drizzle.__drizzle_migrations where id not in (select id from drizzle.__drizzle_migrations order by created_at limit 2)`,
  );
}

describe('the engine’s log of a search around a position', () => {
  it('keeps no coordinate, of a position answered or refused', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // Everything the engine writes, at its most talkative.
    const t = await startTestEngine('pglite', {}, { log: pino({ level: 'trace' }, sink) });
    try {
      const fecha = daysAhead(3, t.clock);
      const answered = await t.call('Portal/Busqueda/ListarResultadosTTB', {
        latitud: 36.51,
        longitud: -4.88,
        fecha,
        jugadores: 2,
      });
      expect(answered.cod).toBe(1);
      const refused = await t.call('Portal/Busqueda/ListarResultadosTTB', {
        latitud: 97.13,
        longitud: -4.88,
        fecha,
        jugadores: 2,
      });
      expect(refused.cod).toBe(3);
      const calls = lines.filter((line) => line.includes('ListarResultadosTTB'));
      expect(calls.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line).not.toMatch(/36\.51|97\.13|-4\.88|latitud|longitud/);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe.each(BACKENDS)('a catalog seeded before region suggestions, on %s', (backend: Backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-search-'));
  let server: Awaited<ReturnType<typeof freshServerDatabase>> | null = null;
  let t: TestEngine | null = null;
  afterAll(async () => {
    await t?.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // The same database at each start: a data directory, or one database on the server.
  const start = () =>
    startTestEngine('pglite', server ? { DATABASE_URL: server.url } : { ENGINE_DATA_DIR: dataDir });
  const termCount = async (db: Db, kind?: string) => {
    const [row] = await rows<{ n: number }>(
      db,
      kind
        ? sql`select count(*)::int as n from search_terms where kind = ${kind}`
        : sql`select count(*)::int as n from search_terms`,
    );
    return row?.n ?? 0;
  };

  it('migrates and gains the region, area and other names at start, once', async () => {
    server = backend === 'postgres' ? await freshServerDatabase() : null;
    await (await start()).close();
    const old = await openDatabase(server ? { databaseUrl: server.url } : { dataDir });
    await seededBefore(old.db);
    expect(await termCount(old.db, 'REG')).toBe(0);
    await old.close();

    t = await start();
    const suggest = suggester(() => t as TestEngine);
    expect((await suggest('algarve'))[0]?.label).toBe('Algarve, Portugal');
    expect((await suggest('vilamoura'))[0]?.label).toBe('Dom Pedro Old Course, Vilamoura (Loulé)');
    expect((await suggest('xabia'))[0]?.label).toBe('Jávea, Costa Blanca');
    const terms = await termCount(t.engine.database.db);
    // The clubs it had get their contacts and their courses a scorecard.
    const [bare] = await rows<{ clubs: number; courses: number }>(
      t.engine.database.db,
      sql`select (select count(*) from clubs where phone = '' or email = '' or website = '')::int as clubs,
                 (select count(*) from courses c where not exists (select 1 from course_holes h where h.course_id = c.id))::int as courses`,
    );
    expect(bare).toEqual({ clubs: 0, courses: 0 });
    const tournaments = await t.call('Torneos/ListarTorneos', {});
    expect((tournaments.datos as { total: number }).total).toBeGreaterThanOrEqual(12);
    const packs = await t.call('Multipacks/ListarMultipacks', { incluirNoDisponibles: true });
    expect((packs.datos as { multipacks: unknown[] }).multipacks.length).toBeGreaterThanOrEqual(6);
    await t.close();
    t = await start();
    expect(await termCount(t.engine.database.db)).toBe(terms);
  });
});

describe('seed:scale', () => {
  it('gives generated clubs the areas of their place, as search terms too', async () => {
    const database = await openDatabase({});
    try {
      await seedIfEmpty(database.db, '2026-01-01');
      const [seeded] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from clubs`,
      );
      const seedClubs = seeded?.n ?? 0;
      await scaleCatalog(database.db, seedClubs + 400);
      const generated = await rows<{ area: string | null; place: string; terms: string[] }>(
        database.db,
        sql`select c.area, m.key as place,
              array(select kind || ':' || term from search_terms s where s.ref_id = c.id and s.kind in ('CLUB', 'AREA') order by kind) as terms
            from clubs c join municipalities m on m.id = c.municipality_id where c.key like 'scale-%'`,
      );
      expect(generated).toHaveLength(400);
      const withArea = generated.filter((c) => c.area !== null);
      expect(withArea.length).toBeGreaterThan(20);
      for (const c of withArea)
        expect(c.terms, c.area ?? '').toContain(`AREA:${normaliseTerm(c.area ?? '')}`);
      // An area is one of the place's own: Vilamoura's generated clubs are in Loulé.
      const vilamoura = withArea.filter((c) => c.area === 'Vilamoura');
      expect(vilamoura.length).toBeGreaterThan(0);
      expect(new Set(vilamoura.map((c) => c.place))).toEqual(new Set(['loule']));
    } finally {
      await database.close();
    }
  });
});
