import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { TEST_CARDS } from '../src/payments/sandbox.ts';
import { notifySandbox, payWithCard, tournamentPlayer } from './flows.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { Answer, Credentials, TestEngine } from './harness.ts';

const PLACES_EXCEEDED = 'The number of selected items exceeds the maximum allowed';

interface Summary {
  idTorneo: number;
  nombre: string;
  estado: string;
  plazasLibres: number;
  idRegion: number;
  idVendedorProveedor: number;
  fechaInicio: string;
  fechaFin: string;
  inscripcionAbierta: boolean;
  rondas: { fecha: string; nombreRecorrido: string; formato: string }[];
}

function registration(idTorneo: number, players: object[], extra: Record<string, unknown> = {}) {
  return {
    idTorneo,
    nombre: 'Grace',
    apellidos: 'Hopper',
    email: 'grace@example.com',
    telefono: '+34 600 000 000',
    aceptaCondiciones: true,
    jugadores: players,
    ...extra,
  };
}

describe.each(BACKENDS)('tournaments on %s', (backend) => {
  let t: TestEngine;
  let all: Summary[];
  const byName = (name: string): Summary => {
    const found = all.find((s) => s.nombre === name);
    if (!found) throw new Error(`no tournament ${name}`);
    return found;
  };
  const register = (
    idTorneo: number,
    players: object[],
    extra: Record<string, unknown> = {},
    credentials?: Credentials,
  ) => t.call('Torneos/InscribirJugadores', registration(idTorneo, players, extra), credentials);
  const placesOf = async (idTorneo: number) =>
    ((await t.call('Torneos/ObtenerTorneo', { idTorneo })).datos as Summary).plazasLibres;

  beforeAll(async () => {
    t = await startTestEngine(backend);
    const list = await t.call('Torneos/ListarTorneos', { porPagina: 50 });
    expect(list.cod).toBe(1);
    all = (list.datos as { torneos: Summary[] }).torneos;
  }, 180_000);
  afterAll(async () => t?.close());

  it('the seed holds at least 12 tournaments across regions, in every state, on seeded courses', async () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((s) => s.estado))).toEqual(
      new Set([
        'registrationOpen',
        'registrationClosed',
        'schedulePublished',
        'onPlay',
        'ratingsPublished',
        'played',
      ]),
    );
    expect(new Set(all.map((s) => s.idRegion)).size).toBeGreaterThanOrEqual(8);
    for (const s of all) expect(s.rondas.every((r) => r.nombreRecorrido.length > 0)).toBe(true);
    // Those to come (or in play) first, by first round; then the played ones, the latest first.
    const over = (s: Summary) => s.estado === 'played' || s.estado === 'ratingsPublished';
    const firstPlayed = all.findIndex(over);
    const toCome = all.slice(0, firstPlayed).map((s) => s.fechaInicio);
    const played = all.slice(firstPlayed).map((s) => s.fechaInicio);
    expect(toCome.length).toBeGreaterThan(0);
    expect(all.slice(firstPlayed).every(over)).toBe(true);
    expect(toCome).toEqual([...toCome].sort());
    expect(played).toEqual([...played].sort().reverse());
  });

  it('lists by region, club, date, month and state, a page at a time', async () => {
    const valderrama = byName('Trofeo de Primavera Valderrama');
    const listed = async (filter: Record<string, unknown>) => {
      const answer = await t.call('Torneos/ListarTorneos', filter);
      expect(answer.cod).toBe(1);
      return answer.datos as { torneos: Summary[]; total: number };
    };
    const byRegion = await listed({ idRegion: valderrama.idRegion });
    expect(byRegion.torneos.every((s) => s.idRegion === valderrama.idRegion)).toBe(true);
    expect(byRegion.torneos.map((s) => s.idTorneo)).toContain(valderrama.idTorneo);
    const byClub = await listed({ idVendedorProveedor: valderrama.idVendedorProveedor });
    expect(byClub.torneos.map((s) => s.nombre)).toEqual(['Trofeo de Primavera Valderrama']);
    const second = valderrama.rondas[1]?.fecha ?? '';
    expect((await listed({ fecha: second })).torneos.map((s) => s.idTorneo)).toContain(
      valderrama.idTorneo,
    );
    const month = await listed({ mes: valderrama.fechaInicio.slice(0, 7) });
    expect(month.torneos.map((s) => s.idTorneo)).toContain(valderrama.idTorneo);
    expect((await listed({ mes: '2001-01' })).total).toBe(0);
    const open = await listed({ estado: 'registrationOpen' });
    expect(open.torneos.every((s) => s.estado === 'registrationOpen')).toBe(true);
    expect(open.total).toBeGreaterThanOrEqual(4);
    const page = await listed({ porPagina: 5, pagina: 2 });
    expect(page.torneos.map((s) => s.idTorneo)).toEqual(all.slice(5, 10).map((s) => s.idTorneo));
    expect(page.total).toBe(all.length);
    const es = await t.call(
      'Torneos/ListarTorneos',
      { idRegion: valderrama.idRegion },
      {
        ...(await t.newSession('es-ES')),
      },
    );
    expect(es.cod).toBe(1);
  });

  it('gets one tournament; an unknown one is not found in the caller’s language', async () => {
    const one = await t.call('Torneos/ObtenerTorneo', {
      idTorneo: byName('Copa Costa del Sol Mijas').idTorneo,
    });
    expect(one).toMatchObject({
      cod: 1,
      datos: {
        nombre: 'Copa Costa del Sol Mijas',
        estado: 'registrationOpen',
        maxJugadores: 72,
        handicapMinimo: -4,
        handicapMaximo: 36,
        permiteInscripcionOnline: true,
        inscripcionAbierta: true,
      },
    });
    expect((one.datos as { descripcion: string }).descripcion.length).toBeGreaterThan(10);
    expect(await t.call('Torneos/ObtenerTorneo', { idTorneo: 999_999 })).toMatchObject({
      cod: 2,
      msg: 'Tournament not found',
    });
    const es = await t.newSession('es-ES');
    expect(await t.call('Torneos/ObtenerTorneo', { idTorneo: 999_999 }, es)).toMatchObject({
      cod: 2,
      msg: 'Torneo no encontrado',
    });
  });

  it('the draw and the ratings once published; a player found in them, or not', async () => {
    const madrid = byName('Campeonato de Madrid Senior').idTorneo;
    const draw = await t.call('Torneos/ObtenerHorarios', { idTorneo: madrid });
    expect(draw.cod).toBe(1);
    const salidas = (draw.datos as { salidas: { ronda: number; jugadores: string[] }[] }).salidas;
    expect(salidas.length).toBe(8);
    const lucia = await t.call('Torneos/ObtenerHorarios', { idTorneo: madrid, jugador: 'lucia' });
    expect((lucia.datos as { salidas: { jugadores: string[] }[] }).salidas.length).toBeGreaterThan(
      0,
    );
    expect(
      await t.call('Torneos/ObtenerHorarios', { idTorneo: madrid, jugador: 'Nobody Here' }),
    ).toMatchObject({ cod: 2, msg: 'Player not found' });
    expect(
      await t.call('Torneos/ObtenerHorarios', {
        idTorneo: byName('Trofeo de Primavera Valderrama').idTorneo,
      }),
    ).toMatchObject({ cod: 2, msg: 'The schedule of this tournament has not been published yet' });
    const ratings = await t.call('Torneos/ObtenerClasificacion', {
      idTorneo: byName('Copa Norte Pedreña').idTorneo,
    });
    expect(ratings.cod).toBe(1);
    const lines = (ratings.datos as { clasificacion: { posicion: number; resultados: number[] }[] })
      .clasificacion;
    expect(lines.length).toBe(16);
    expect(lines.map((l) => l.posicion)).toEqual(lines.map((_, i) => i + 1));
    expect(lines[0]?.resultados).toHaveLength(2);
    expect(await t.call('Torneos/ObtenerClasificacion', { idTorneo: madrid })).toMatchObject({
      cod: 2,
      msg: 'The ratings of this tournament have not been published yet',
    });
    expect(
      await t.call('Torneos/ObtenerClasificacion', { idTorneo: 999_999, jugador: 'x' }),
    ).toMatchObject({ cod: 2, msg: 'Tournament not found' });
  });

  it('journey: list, get, register two players, pay with 4242, confirmed with a voucher listing the tournament', async () => {
    const open = await t.call('Torneos/ListarTorneos', { estado: 'registrationOpen' });
    const trofeo = (open.datos as { torneos: Summary[] }).torneos.find(
      (s) => s.nombre === 'Trofeo de Primavera Valderrama',
    );
    expect(trofeo?.inscripcionAbierta).toBe(true);
    const id = trofeo?.idTorneo ?? 0;
    const before = await placesOf(id);
    const pre = await register(id, [tournamentPlayer(1), tournamentPlayer(2, { handicap: 12.4 })]);
    expect(pre).toMatchObject({
      cod: 1,
      datos: { subtotal: 300, descuento: 0, comision: 1.5, total: 301.5, plazasLibres: before - 2 },
    });
    const ref = (pre.datos as { localizador: string }).localizador;
    expect(await placesOf(id)).toBe(before - 2);
    // A double click answers the same hold.
    const again = await register(id, [
      tournamentPlayer(1),
      tournamentPlayer(2, { handicap: 12.4 }),
    ]);
    expect((again.datos as { localizador: string }).localizador).toBe(ref);
    expect(await placesOf(id)).toBe(before - 2);
    expect(await t.call('Torneos/ComprobarPagoInscripcion', { localizador: ref })).toMatchObject({
      cod: 1,
      datos: { ok: false, estado: 'held' },
    });

    const paid = await payWithCard(t, ref, { number: TEST_CARDS.success });
    expect(paid.response.status).toBe(200);
    expect(await t.call('Torneos/ComprobarPagoInscripcion', { localizador: ref })).toMatchObject({
      cod: 1,
      datos: { ok: true, estado: 'confirmed' },
    });
    const details = await t.call('Torneos/ObtenerInscripcion', { localizador: ref });
    expect(details).toMatchObject({
      cod: 1,
      datos: {
        estado: 'confirmed',
        estadoPago: 'succeeded',
        nombreTorneo: 'Trofeo de Primavera Valderrama',
        cuotaInscripcion: 150,
        total: 301.5,
      },
    });
    expect((details.datos as { jugadores: unknown[] }).jugadores).toHaveLength(2);
    const voucher = await t.call('Reserva/ObtenerVoucher', { localizador: ref });
    expect(voucher.cod).toBe(1);
    const html = voucher.html as string;
    expect(html).toContain('Trofeo de Primavera Valderrama');
    expect(html).toContain('Round 2');
    expect(html).toContain('Stroke play');
    expect(html).toContain('Entry fee');
    const [mail] = await rows<{ recipient: string; text_body: string; files: string[] }>(
      t.engine.database.db,
      sql`select recipient, text_body,
            array(select a->>'filename' from jsonb_array_elements(attachments) a) as files
          from outbox where dedupe_key = ${'voucher:' + ref}`,
    );
    expect(mail?.recipient).toBe('grace@example.com');
    // The entry's mail names the tournament, its rounds and every player with their handicap.
    expect(mail?.text_body).toContain('Trofeo de Primavera Valderrama');
    expect(mail?.text_body).toContain('Round 2');
    expect(mail?.text_body).toContain('Jugador Número 1 (handicap 10.0)');
    expect(mail?.text_body).toContain('Jugador Número 2 (handicap 12.4)');
    expect(mail?.files).toEqual(['qr.png', `fairway-${ref}.ics`]);
    expect(await placesOf(id)).toBe(before - 2);

    // The same players again, from anyone: refused.
    const other = await t.newSession();
    const twice = await register(
      id,
      [tournamentPlayer(3), tournamentPlayer(1, { email: 'else@example.com' })],
      {},
      other,
    );
    expect(twice).toMatchObject({ cod: 2 });
    expect(twice.msg).toMatch(/^Player 2 is already entered in this tournament/);
    const byEmail = await register(
      id,
      [tournamentPlayer(4, { email: 'JUGADOR2@example.com', movil: '+34 699 999 999' })],
      {},
      other,
    );
    expect(byEmail.cod).toBe(2);
    expect(await placesOf(id)).toBe(before - 2);
  });

  it('ownership: a registration answers to its session, or to the holder’s e-mail', async () => {
    const id = byName('Copa Costa del Sol Mijas').idTorneo;
    const pre = await register(id, [tournamentPlayer(20)]);
    const ref = (pre.datos as { localizador: string }).localizador;
    const stranger = await t.newSession();
    for (const path of ['Torneos/ObtenerInscripcion', 'Torneos/ComprobarPagoInscripcion'])
      expect(await t.call(path, { localizador: ref }, stranger)).toMatchObject({
        cod: 2,
        msg: 'Booking not found',
      });
    expect(
      await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', { localizador: ref }, stranger),
    ).toMatchObject({ cod: 2, msg: 'Booking not found' });
    expect(
      await t.call(
        'Torneos/ObtenerInscripcion',
        { localizador: ref, email: 'GRACE@example.com' },
        stranger,
      ),
    ).toMatchObject({ cod: 1 });
    expect(
      await t.call('Torneos/ObtenerInscripcion', { localizador: ref, email: 'x@example.com' }),
    ).toMatchObject({ cod: 2, msg: 'Booking not found' });
  });

  it('a declined card gives the tournament payment message and the places back', async () => {
    const id = byName('Copa Costa del Sol Mijas').idTorneo;
    const before = await placesOf(id);
    const pre = await register(id, [tournamentPlayer(30)]);
    const ref = (pre.datos as { localizador: string }).localizador;
    expect(await placesOf(id)).toBe(before - 1);
    await payWithCard(t, ref, { number: TEST_CARDS.declined });
    expect(await t.call('Torneos/ComprobarPagoInscripcion', { localizador: ref })).toMatchObject({
      cod: 2,
      msg: 'Payment could not be completed: the tournament registration has not been made',
    });
    expect(await placesOf(id)).toBe(before);
    // The player was never entered: a new registration takes them.
    expect((await register(id, [tournamentPlayer(30)], { nombre: 'Other' })).cod).toBe(1);
  });

  it('a changed list from the same caller replaces its unpaid hold', async () => {
    const id = byName('Open Amateur La Manga').idTorneo;
    const before = await placesOf(id);
    const first = await register(id, [tournamentPlayer(40), tournamentPlayer(41)]);
    expect(first.cod).toBe(1);
    const changed = await register(id, [
      tournamentPlayer(40),
      tournamentPlayer(42),
      tournamentPlayer(43),
    ]);
    expect(changed.cod).toBe(1);
    expect((changed.datos as { plazasLibres: number }).plazasLibres).toBe(before - 3);
    const old = await t.call('Torneos/ObtenerInscripcion', {
      localizador: (first.datos as { localizador: string }).localizador,
    });
    expect((old.datos as { estado: string }).estado).toBe('released');
  });

  it('refusals: not online, window closed or not open, handicap limits, players’ fields, places, terms', async () => {
    const expectRefused = (answer: Answer, cod: number, msg: string | RegExp) => {
      expect(answer.cod).toBe(cod);
      if (typeof msg === 'string') expect(answer.msg).toBe(msg);
      else expect(answer.msg).toMatch(msg);
    };
    expectRefused(
      await register(byName('Algarve Pro-Am Quinta do Lago').idTorneo, [tournamentPlayer(50)]),
      2,
      'This tournament do not allow online registration',
    );
    expectRefused(
      await register(byName('Memorial El Prat').idTorneo, [tournamentPlayer(50)]),
      2,
      /^Registration for this tournament closed on /,
    );
    expectRefused(
      await register(byName('Torneo Social Alcanada').idTorneo, [tournamentPlayer(50)]),
      2,
      /^Registration for this tournament opens on /,
    );
    expectRefused(
      await register(byName('Canarias Winter Cup').idTorneo, [tournamentPlayer(50)]),
      2,
      /^Registration for this tournament closed on /,
    );
    expectRefused(await register(999_999, [tournamentPlayer(50)]), 2, 'Tournament not found');
    const pga = byName('Copa Catalunya PGA').idTorneo;
    expectRefused(
      await register(pga, [tournamentPlayer(50), tournamentPlayer(51, { handicap: 12.1 })]),
      3,
      'Player 2: the handicap must be between 0 and 12 for this tournament',
    );
    const es = await t.newSession('es-ES');
    expectRefused(
      await register(pga, [tournamentPlayer(50, { apellidos: '' })], {}, es),
      3,
      'Jugador 1: nombre, apellidos, hándicap, nivel, sexo, turno y móvil son obligatorios',
    );
    expectRefused(
      await register(pga, [tournamentPlayer(50, { movil: 'no phone' })]),
      3,
      'Player 1: the cell phone number is not valid',
    );
    expectRefused(
      await register(pga, [
        tournamentPlayer(50),
        tournamentPlayer(51, { movil: tournamentPlayer(50).movil }),
      ]),
      3,
      /^Player 2 is already entered/,
    );
    expectRefused(
      await register(pga, [tournamentPlayer(50)], { aceptaCondiciones: false }),
      3,
      'You must accept the terms and conditions',
    );
    const noLevel: Record<string, unknown> = tournamentPlayer(50);
    delete noLevel.nivel;
    expect((await register(pga, [noLevel])).cod).toBe(3);
    // Over the places left.
    await t.engine.database.db.execute(
      sql`update tournaments set max_players = 2 where id = ${pga}`,
    );
    expectRefused(
      await register(pga, [tournamentPlayer(60), tournamentPlayer(61), tournamentPlayer(62)]),
      2,
      PLACES_EXCEEDED,
    );
    expect((await register(pga, [tournamentPlayer(60), tournamentPlayer(61)])).cod).toBe(1);
    expectRefused(
      await register(pga, [tournamentPlayer(63)], { nombre: 'Late' }),
      2,
      PLACES_EXCEEDED,
    );
    const summary = (await t.call('Torneos/ObtenerTorneo', { idTorneo: pga })).datos as Summary;
    expect(summary).toMatchObject({ plazasLibres: 0, inscripcionAbierta: false });
    const [written] = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from tournament_players where tournament_id = ${pga}`,
    );
    expect(Number(written?.n)).toBe(2);
  });

  it('a hold paid after it lapsed keeps its place only if nobody took it meanwhile', async () => {
    const id = byName('Trofeo de Primavera Valderrama').idTorneo;
    const left = await placesOf(id);
    await t.engine.database.db.execute(
      sql`update tournaments set max_players = max_players - ${left} + 1 where id = ${id}`,
    );
    const mine = await register(id, [tournamentPlayer(70)]);
    const ref = (mine.datos as { localizador: string }).localizador;
    const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: ref,
    });
    const idPago = (pasarela.datos as { idPago: string }).idPago;
    t.clock.advance(16 * 60_000);
    try {
      const other = await t.newSession();
      expect((await register(id, [tournamentPlayer(71)], { nombre: 'Quick' }, other)).cod).toBe(1);
      // The provider's notification of the late payment arrives after the place went to another.
      const response = await notifySandbox(t.url, t.config.PAYMENT_WEBHOOK_SECRET, {
        eventId: `evt_${ref}`,
        idPago,
        resultado: 'succeeded',
      });
      expect(response.status).toBe(200);
      const [row] = await rows<{ status: string; payment: string }>(
        t.engine.database.db,
        sql`select r.status, p.status as payment from reservations r join payments p on p.reservation_id = r.id where r.localizador = ${ref}`,
      );
      expect(row).toEqual({ status: 'held', payment: 'refunded' });
      expect(await placesOf(id)).toBe(0);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('50 concurrent registrations for 7 places: exactly 7 are taken', async () => {
    const id = byName('Copa Costa del Sol Mijas').idTorneo;
    const left = await placesOf(id);
    await t.engine.database.db.execute(
      sql`update tournaments set max_players = max_players - ${left} + 7 where id = ${id}`,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => register(id, [tournamentPlayer(1000 + i)])),
    );
    expect(answers.filter((a) => a.cod === 1)).toHaveLength(7);
    const refused = answers.filter((a) => a.cod !== 1);
    expect(refused).toHaveLength(43);
    for (const a of refused) expect(a).toMatchObject({ cod: 2, msg: PLACES_EXCEEDED });
    expect(await placesOf(id)).toBe(0);
    const [held] = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from tournament_players p join reservations r on r.id = p.reservation_id where p.tournament_id = ${id} and p.phone_key like '346111010%' and r.status = 'held'`,
    );
    expect(Number(held?.n)).toBe(7);
  });

  it('10 concurrent registrations of one player from 10 golfers: entered once', async () => {
    const id = byName('Open Amateur La Manga').idTorneo;
    const sessions = await Promise.all(Array.from({ length: 10 }, () => t.newSession()));
    const answers = await Promise.all(
      sessions.map((s, i) => register(id, [tournamentPlayer(2000)], { nombre: `Golfer ${i}` }, s)),
    );
    expect(answers.filter((a) => a.cod === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.cod !== 1))
      expect(a.msg).toMatch(/^Player 1 is already entered in this tournament/);
  });
});
