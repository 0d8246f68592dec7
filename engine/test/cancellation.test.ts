/**
 * Issue 24, "Refunds the club does not allow": every tee time of a booking (multipack rounds and a
 * tournament entry too) is judged by its own club's policy and deadline, and a booking is cancelled
 * and refunded online only when every one of them allows it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '@fairway/contract/envelope';
import type { obtenerTipoCancelacion } from '@fairway/contract/reserva';
import { rows } from '../src/db/client.ts';
import { TEST_CARDS } from '../src/payments/sandbox.ts';
import {
  cartFor,
  findPack,
  findSlot,
  freePlayersAt,
  holder,
  payWithCard,
  preBook,
  tournamentPlayer,
} from './flows.ts';
import type { Slot } from './flows.ts';
import { BACKENDS, daysAhead, startTestEngine } from './harness.ts';
import type { Answer, TestEngine } from './harness.ts';

const CONTACT_CLUB =
  'This golf course not allows online cancellations. Please, contact the golf course';
const DEADLINE_PASSED =
  'The online cancellation deadline for this booking has passed. Please, contact the golf course';

/** ObtenerTipoCancelacion's answer for a booking, as the contract types it. */
type Policy = AnswerOf<typeof obtenerTipoCancelacion>['datos'];

/** One cart holding several tee times, each at its own club. */
function cartOf(...parts: { slot: Slot; players: number }[]) {
  return {
    listaClubesRecorridos: parts.flatMap(
      ({ slot, players }) => cartFor(slot, players).listaClubesRecorridos,
    ),
  };
}

describe.each(BACKENDS)('cancelling a booking of several clubs on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Pre-books a cart and pays it with 4242: the booking's reference, total and fee. */
  async function paidBooking(cart: object) {
    const pre = await preBook(t, cart);
    expect(pre.cod, pre.msg).toBe(1);
    const booking = pre.datos as { localizador: string; total: number; comision: number };
    const paid = await payWithCard(t, booking.localizador, { number: TEST_CARDS.success });
    expect(paid.response.status).toBe(200);
    return booking;
  }

  const policyOf = async (localizador: string) => {
    const answer = await t.call('PreCancelacion/ObtenerTipoCancelacion', { localizador });
    expect(answer.cod, answer.msg).toBe(1);
    return answer.datos as Policy;
  };

  /** The cancel page's first step: a pre-cancellation reference, or the refusal. */
  const preCancel = (localizador: string) =>
    t.call('PreCancelacion/RealizarPreCancelacionWeb', { localizador, idPlataforma: 1 });

  /** Both steps of cancelling online, the first one allowed: the second step's answer. */
  async function cancelOnline(localizador: string) {
    const pre = await preCancel(localizador);
    expect(pre.cod, pre.msg).toBe(1);
    return t.call('Cancelacion/RealizarCancelacion', {
      localizador,
      localizadorCancelacion: pre.localizadorCancelacion as string,
    });
  }

  /** The booking's state and whether any of its charges was refunded. */
  async function moneyOf(localizador: string) {
    const [row] = await rows<{ status: string; refunded: number }>(
      t.engine.database.db,
      sql`select r.status, count(c.refunded_at)::int as refunded
          from reservations r
          join payments p on p.reservation_id = r.id
          left join charges c on c.payment_id = p.id
          where r.localizador = ${localizador}
          group by r.status`,
    );
    return row;
  }

  /** A pre-cancellation reference as the first step would have issued it. */
  async function pendingCancellation(localizador: string, refund: number): Promise<string> {
    const reference = `C${localizador}X`;
    await t.engine.database.db.execute(
      sql`insert into cancellations (reservation_id, reference, status, refund_amount)
          select id, ${reference}, 'pending', ${refund} from reservations where localizador = ${localizador}`,
    );
    return reference;
  }

  it('the reviewer’s cart: Los Naranjos allows it, Las Brisas the next day does not; nothing is refunded', async () => {
    const naranjos = await findSlot(t, 'naranjos', 6);
    const brisas = await findSlot(t, 'brisas', 7);
    const alone = await t.call('PreCancelacion/ObtenerTipoCancelacion', {
      idVendedorProveedor: brisas.idVendedorProveedor,
      idRecorrido: brisas.idRecorrido,
      fecha: brisas.fecha,
      hora: brisas.hora,
    });
    expect((alone.datos as Policy).tipo).toBe('contactarClub');

    const booking = await paidBooking(
      cartOf({ slot: naranjos, players: 1 }, { slot: brisas, players: 4 }),
    );
    const policy = await policyOf(booking.localizador);
    expect(policy).toMatchObject({
      tipo: 'contactarClub',
      permiteCancelacionOnline: false,
      horasLimite: 72,
      importeDevolucion: 0,
      lineaBloqueante: {
        nombreClub: 'Real Club de Golf Las Brisas',
        nombreRecorrido: 'Las Brisas',
        fecha: brisas.fecha,
        hora: brisas.hora,
        zonaHoraria: 'Europe/Madrid',
        tipo: 'contactarClub',
      },
    });

    const pre = await preCancel(booking.localizador);
    expect(pre).toMatchObject({ cod: 2, msg: CONTACT_CLUB });
    // The second step judges again: a reference issued by the first step is no licence.
    const reference = await pendingCancellation(booking.localizador, booking.total);
    const done = await t.call('Cancelacion/RealizarCancelacion', {
      localizador: booking.localizador,
      localizadorCancelacion: reference,
    });
    expect(done).toMatchObject({ cod: 2, msg: CONTACT_CLUB });
    expect(await moneyOf(booking.localizador)).toEqual({ status: 'confirmed', refunded: 0 });
    expect(await freePlayersAt(t, brisas)).toBe(0);
  });

  it('mixed deadlines: a later tee time whose club closes earlier decides, also between look-up and cancellation', async () => {
    // La Quinta (24 h) plays first; Los Naranjos (48 h) plays later the same day but closes first.
    const quinta = await findSlot(t, 'la quinta', 4);
    const naranjos = await findSlot(t, 'naranjos', 4, 30);
    const booking = await paidBooking(
      cartOf({ slot: quinta, players: 2 }, { slot: naranjos, players: 1 }),
    );
    const paidFor = Math.round((booking.total - booking.comision) * 100) / 100;

    const before = await policyOf(booking.localizador);
    expect(before).toMatchObject({
      tipo: 'online',
      permiteCancelacionOnline: true,
      horasLimite: 48,
      importeDevolucion: paidFor,
      lineaBloqueante: null,
    });
    // The booking's deadline is Los Naranjos' own, as its line in the booking's details says.
    const details = await t.call('Reserva/ObtenerReservaDetalles', {
      localizador: booking.localizador,
    });
    const { lineas } = details.datos as {
      lineas: { nombreRecorrido: string; fechaLimiteCancelacion: string | null }[];
    };
    expect(lineas.find((l) => l.nombreRecorrido === 'Los Naranjos')?.fechaLimiteCancelacion).toBe(
      before.fechaLimite,
    );
    const naranjosDeadline = Date.parse(before.fechaLimite);

    // The look-up and the first step happen in time.
    const pre = await preCancel(booking.localizador);
    expect(pre.cod, pre.msg).toBe(1);

    // Los Naranjos' deadline passes before the golfer confirms; La Quinta's is hours away still.
    const step = naranjosDeadline - t.clock.now().getTime() + 60_000;
    t.clock.advance(step);
    try {
      // Two days on, the golfer comes back in a new session with the holder's e-mail.
      const later = await t.newSession();
      const proof = { localizador: booking.localizador, email: holder().email };
      const done = await t.call(
        'Cancelacion/RealizarCancelacion',
        { ...proof, localizadorCancelacion: pre.localizadorCancelacion as string },
        later,
      );
      expect(done).toMatchObject({ cod: 2, msg: DEADLINE_PASSED });
      expect(await moneyOf(booking.localizador)).toEqual({ status: 'confirmed', refunded: 0 });
      const after = await t.call('PreCancelacion/ObtenerTipoCancelacion', proof, later);
      expect(after.datos).toMatchObject({
        tipo: 'fueraDePlazo',
        importeDevolucion: 0,
        fechaLimite: before.fechaLimite,
        lineaBloqueante: {
          nombreClub: 'Los Naranjos Golf Club',
          hora: naranjos.hora,
          tipo: 'fueraDePlazo',
          fechaLimite: before.fechaLimite,
        },
      });
    } finally {
      t.clock.advance(-step);
    }
  });

  it('mixed policies that all allow it: cancelled online, refunding every line less the fee', async () => {
    const atalaya = await findSlot(t, 'atalaya', 9);
    const naranjos = await findSlot(t, 'naranjos', 10, 3);
    const booking = await paidBooking(
      cartOf({ slot: atalaya, players: 3 }, { slot: naranjos, players: 2 }),
    );
    const paidFor = Math.round((booking.total - booking.comision) * 100) / 100;
    expect((await policyOf(booking.localizador)).importeDevolucion).toBe(paidFor);
    const done = await cancelOnline(booking.localizador);
    expect(done.datos).toMatchObject({ estado: 'cancelled', importeDevuelto: paidFor });
    expect(await freePlayersAt(t, atalaya)).toBe(4);
    expect(await freePlayersAt(t, naranjos)).toBe(4);
  });

  it('a multipack round at a club that takes no online cancellation stops the pack', async () => {
    const pack = await findPack(t, 'Lisbon coast 4 rounds');
    const course = (club: string) => {
      const found = pack.recorridos.find((r) => r.nombreClub.includes(club));
      if (!found) throw new Error(`no ${club} in the pack`);
      return found;
    };
    // Oitavos (contact the club) is the second round, not the first.
    const order = ['Marinha', 'Oitavos', 'Penha', 'Aroeira'];
    const rondas = [];
    for (const [i, club] of order.entries()) {
      const c = course(club);
      const fecha = daysAhead(8 + 2 * i, t.clock);
      const day = await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
        idVendedorProveedor: c.idVendedorProveedor,
        idRecorrido: c.idRecorrido,
        fecha,
        jugadores: 1,
      });
      const hora = (day.horasDisponibles as { hora: string }[])[0]?.hora;
      if (!hora) throw new Error(`no tee time at ${club}`);
      rondas.push({ idRecorrido: c.idRecorrido, fecha, hora });
    }
    const added = await t.call('Carrito/ModificarCarrito', {
      cambio: { tipo: 'anadirMultipack', idMultipack: pack.idMultipack, numJugadores: 1, rondas },
    });
    expect(added.cod, added.msg).toBe(1);
    const pre = await t.call('PreReserva/RealizarPreReserva', {
      localizadorCarrito: (added.datos as { localizador: string }).localizador,
      nombre: 'Ada',
      apellidos: 'Lovelace',
      email: 'ada@example.com',
      aceptaCondiciones: true,
    });
    expect(pre.cod, pre.msg).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    expect((await payWithCard(t, ref, { number: TEST_CARDS.success })).response.status).toBe(200);

    const policy = await policyOf(ref);
    expect(policy).toMatchObject({
      tipo: 'contactarClub',
      importeDevolucion: 0,
      lineaBloqueante: { nombreClub: 'Oitavos Dunes', fecha: rondas[1]?.fecha },
    });
    expect(await preCancel(ref)).toMatchObject({ cod: 2, msg: CONTACT_CLUB });
    expect(await moneyOf(ref)).toEqual({ status: 'confirmed', refunded: 0 });
  });

  describe('tournament entries, judged by the tournament club’s policy before the first round', () => {
    const enter = async (name: string, n: number): Promise<string> => {
      const list = await t.call('Torneos/ListarTorneos', { porPagina: 50 });
      const found = (
        list.datos as { torneos: { idTorneo: number; nombre: string }[] }
      ).torneos.find((x) => x.nombre === name);
      if (!found) throw new Error(`no tournament ${name}`);
      const registered: Answer = await t.call('Torneos/InscribirJugadores', {
        idTorneo: found.idTorneo,
        nombre: 'Grace',
        apellidos: 'Hopper',
        email: 'grace@example.com',
        aceptaCondiciones: true,
        jugadores: [tournamentPlayer(n)],
      });
      expect(registered.cod, registered.msg).toBe(1);
      const ref = (registered.datos as { localizador: string }).localizador;
      expect((await payWithCard(t, ref, { number: TEST_CARDS.success })).response.status).toBe(200);
      return ref;
    };

    it('at Mijas (online, 24 h) the entry is cancelled and its fee refunded', async () => {
      const ref = await enter('Copa Costa del Sol Mijas', 1);
      // What the cancel page shows of an entry, which has no tee-time lines.
      expect(await t.call('Torneos/ObtenerInscripcion', { localizador: ref })).toMatchObject({
        datos: { nombreClub: 'Mijas Golf', horaInicio: '09:00', zonaHoraria: 'Europe/Madrid' },
      });
      expect(await policyOf(ref)).toMatchObject({
        tipo: 'online',
        horasLimite: 24,
        importeDevolucion: 60,
        lineaBloqueante: null,
      });
      const done = await cancelOnline(ref);
      expect(done.datos).toMatchObject({ estado: 'cancelled', importeDevuelto: 60 });
      expect(await moneyOf(ref)).toEqual({ status: 'cancelled', refunded: 1 });
    });

    it('at Valderrama (contact the club) the entry names its first round and is not refunded', async () => {
      const ref = await enter('Trofeo de Primavera Valderrama', 2);
      expect(await policyOf(ref)).toMatchObject({
        tipo: 'contactarClub',
        importeDevolucion: 0,
        lineaBloqueante: { nombreClub: 'Real Club Valderrama', hora: '08:30' },
      });
      expect(await preCancel(ref)).toMatchObject({ cod: 2, msg: CONTACT_CLUB });
      expect(await moneyOf(ref)).toEqual({ status: 'confirmed', refunded: 0 });
    });
  });
});
