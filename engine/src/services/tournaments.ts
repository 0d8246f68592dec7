/**
 * The Torneos controller: tournaments by region, club, date and state; one tournament; its draw
 * and ratings once published; registering players, which holds places as a pre-booking paid
 * through PreReserva/ObtenerDatosPasarelaPreReserva; and reading a registration and its payment.
 */
import { addDays, cultureFor, firstEnteredTwice, zonedInstant } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { holdMilliseconds } from '../config.ts';
import {
  comprobarPagoInscripcion,
  inscribirJugadores,
  listarTorneos,
  obtenerClasificacion,
  obtenerHorarios,
  obtenerInscripcion,
  obtenerTorneo,
} from '@fairway/contract/torneos';
import { reservations, tournamentPlayers, tournamentRegistrations } from '../db/schema.ts';
import { failure, invalid } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { localName } from '../i18n/locale-rules.ts';
import { newLocator } from './availability.ts';
import { bookingForCaller } from './booking-access.ts';
import { NO_HOLDS } from './hold-limit-rules.ts';
import { checkUnpaidHolds, holdSubject, throttleHold } from './hold-limits.ts';
import { lockHoldsOf } from './hold-queries.ts';
import { checkHolder } from './pre-booking-rules.ts';
import { paymentOf } from './reservation-queries.ts';
import type { ReservationRow } from './reservation-queries.ts';
import { closeReleasedPayments } from './hold-release.ts';
import {
  lockAndCheckTournamentPlaces,
  releaseHolds,
  visibleStatus,
  type ReleasedPayment,
} from './reservations.ts';
import { normaliseTerm } from './search-normalise.ts';
import { cents, euros } from './tee-sheet.ts';
import {
  liveRegistrationsOfCaller,
  lockTournament,
  placesTaken,
  playersOfRegistration,
  registrationOfReservation,
  resultsOf,
  roundsOf,
  teeTimesOf,
  tournamentsWithClubs,
} from './tournament-queries.ts';
import type { PlayerRow, RoundWithCourse, TournamentWithClub } from './tournament-queries.ts';
import {
  checkPlayers,
  isPublished,
  listOrder,
  placesLeft,
  registrationFingerprint,
  registrationRefusal,
  tournamentState,
} from './tournament-rules.ts';
import type { TournamentTimes } from './tournament-rules.ts';

const DEFAULT_PAGE_SIZE = 20;

interface Loaded {
  row: TournamentWithClub;
  rounds: RoundWithCourse[];
  times: TournamentTimes;
  taken: number;
}

function timesOf(row: TournamentWithClub, rounds: RoundWithCourse[]): TournamentTimes | null {
  const first = rounds[0]?.round;
  const last = rounds.at(-1)?.round;
  if (!first || !last) return null;
  const zone = row.club.timeZone;
  const t = row.tournament;
  return {
    registrationOpensAt: t.registrationOpensAt,
    registrationClosesAt: t.registrationClosesAt,
    startsAt: zonedInstant(zone, first.playDate, first.firstTee),
    endsAt: zonedInstant(zone, addDays(last.playDate, 1), '00:00'),
    schedulePublishedAt: t.schedulePublishedAt,
    ratingsPublishedAt: t.ratingsPublishedAt,
  };
}

/** Tournaments with their rounds, times and places taken; one without rounds is not shown yet. */
async function load(
  ctx: CallContext,
  filter: Parameters<typeof tournamentsWithClubs>[1],
): Promise<Loaded[]> {
  const found = await tournamentsWithClubs(ctx.db, filter);
  const ids = found.map((f) => f.tournament.id);
  const [rounds, taken] = await Promise.all([
    roundsOf(ctx.db, ids),
    placesTaken(ctx.db, ids, ctx.clock.now()),
  ]);
  return found.flatMap((row) => {
    const own = rounds.filter((r) => r.round.tournamentId === row.tournament.id);
    const times = timesOf(row, own);
    return times ? [{ row, rounds: own, times, taken: taken.get(row.tournament.id) ?? 0 }] : [];
  });
}

async function loadOne(ctx: CallContext, tournamentId: number): Promise<Loaded> {
  const [one] = await load(ctx, { tournamentId });
  if (!one) throw failure('tournamentNotFound');
  return one;
}

function summary(l: Loaded, ctx: CallContext) {
  const { tournament, club, region } = l.row;
  const now = ctx.clock.now();
  const left = placesLeft(tournament.maxPlayers, l.taken);
  const refusal = registrationRefusal(
    { ...l.times, onlineRegistration: tournament.onlineRegistration },
    now,
  );
  return {
    idTorneo: tournament.id,
    nombre: tournament.name,
    estado: tournamentState(l.times, now),
    idVendedorProveedor: club.id,
    nombreClub: club.name,
    idRegion: region.id,
    nombreRegion: localName(region.names, ctx.locale),
    zonaHoraria: club.timeZone,
    fechaInicio: l.rounds[0]?.round.playDate ?? '',
    fechaFin: l.rounds.at(-1)?.round.playDate ?? '',
    cuotaInscripcion: tournament.entryFee,
    maxJugadores: tournament.maxPlayers,
    plazasLibres: left,
    handicapMinimo: tournament.handicapMin,
    handicapMaximo: tournament.handicapMax,
    permiteInscripcionOnline: tournament.onlineRegistration,
    inscripcionAbierta: refusal === null && left > 0,
    inicioInscripcion: tournament.registrationOpensAt.toISOString(),
    finInscripcion: tournament.registrationClosesAt.toISOString(),
    horariosPublicados: isPublished(tournament.schedulePublishedAt, now),
    clasificacionPublicada: isPublished(tournament.ratingsPublishedAt, now),
    rondas: l.rounds.map((r) => ({
      numero: r.round.number,
      fecha: r.round.playDate,
      hora: r.round.firstTee,
      idRecorrido: r.round.courseId,
      nombreRecorrido: r.courseName,
      formato: r.round.format,
    })),
  };
}

const listarTorneosCall = handle(listarTorneos, async (input, ctx) => {
  const loaded = await load(ctx, {
    regionId: input.idRegion,
    clubId: input.idVendedorProveedor,
  });
  const matching = loaded
    .map((l) => summary(l, ctx))
    .filter(
      (s) =>
        (input.fecha === undefined ||
          (s.fechaInicio <= input.fecha && input.fecha <= s.fechaFin)) &&
        (input.mes === undefined ||
          (s.fechaInicio.slice(0, 7) <= input.mes && input.mes <= s.fechaFin.slice(0, 7))) &&
        (input.estado === undefined || s.estado === input.estado),
    )
    .sort(listOrder);
  const pagina = input.pagina ?? 1;
  const porPagina = input.porPagina ?? DEFAULT_PAGE_SIZE;
  return {
    datos: {
      torneos: matching.slice((pagina - 1) * porPagina, pagina * porPagina),
      total: matching.length,
      pagina,
      porPagina,
    },
  };
});

const obtenerTorneoCall = handle(obtenerTorneo, async (input, ctx) => {
  const one = await loadOne(ctx, input.idTorneo);
  return {
    datos: {
      ...summary(one, ctx),
      descripcion: localName(one.row.tournament.description, ctx.locale),
      direccion: one.row.club.address,
    },
  };
});

/** Whether a published name is the player asked for: accents, case and spacing aside. */
function namesPlayer(name: string, wanted: string | undefined): boolean {
  return wanted === undefined || normaliseTerm(name).includes(normaliseTerm(wanted));
}

const obtenerHorariosCall = handle(obtenerHorarios, async (input, ctx) => {
  const one = await loadOne(ctx, input.idTorneo);
  if (!isPublished(one.row.tournament.schedulePublishedAt, ctx.clock.now()))
    throw failure('scheduleNotPublished');
  const dateOf = new Map(one.rounds.map((r) => [r.round.number, r.round.playDate]));
  const salidas = (await teeTimesOf(ctx.db, input.idTorneo))
    .filter((s) => s.players.some((p) => namesPlayer(p, input.jugador)))
    .map((s) => ({
      ronda: s.round,
      fecha: dateOf.get(s.round) ?? '',
      hora: s.teeTime,
      tee: s.startingTee,
      jugadores: s.players,
    }));
  if (input.jugador !== undefined && salidas.length === 0) throw failure('playerNotFound');
  return { datos: { idTorneo: input.idTorneo, salidas } };
});

const obtenerClasificacionCall = handle(obtenerClasificacion, async (input, ctx) => {
  const one = await loadOne(ctx, input.idTorneo);
  if (!isPublished(one.row.tournament.ratingsPublishedAt, ctx.clock.now()))
    throw failure('ratingsNotPublished');
  const clasificacion = (await resultsOf(ctx.db, input.idTorneo))
    .filter((r) => namesPlayer(r.player, input.jugador))
    .map((r) => ({
      posicion: r.position,
      jugador: r.player,
      handicap: r.handicap,
      resultados: r.scores,
      total: r.total,
    }));
  if (input.jugador !== undefined && clasificacion.length === 0) throw failure('playerNotFound');
  return { datos: { idTorneo: input.idTorneo, clasificacion } };
});

function windowDate(at: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(cultureFor(locale).culture, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

function asPlayerFields(p: PlayerRow) {
  return {
    nombre: p.name,
    apellidos: p.surname,
    handicap: p.handicap,
    nivel: p.level,
    sexo: p.sex,
    turno: p.turn,
    movil: p.phone,
    email: p.email ?? undefined,
  };
}

const inscribirJugadoresCall = handle(inscribirJugadores, async (input, ctx) => {
  if (!input.aceptaCondiciones) throw invalid('termsRequired');
  checkHolder(input);
  await throttleHold(ctx);
  const now = ctx.clock.now();
  const one = await loadOne(ctx, input.idTorneo);
  const { tournament, club } = one.row;
  const refusal = registrationRefusal(
    { ...one.times, onlineRegistration: tournament.onlineRegistration },
    now,
  );
  if (refusal !== null) {
    const at =
      refusal === 'tournamentRegistrationNotOpen'
        ? one.times.registrationOpensAt
        : tournament.registrationClosesAt;
    throw failure(refusal, { date: windowDate(at, club.timeZone, ctx.locale) });
  }
  const keys = checkPlayers(input.jugadores, tournament, ctx.locale);
  const holder = {
    holderName: input.nombre.trim(),
    holderSurname: input.apellidos.trim(),
    holderEmail: input.email.trim(),
    holderPhone: input.telefono?.trim() ?? '',
  };
  const wanted = registrationFingerprint(holder, input.jugadores);
  const subtotal = euros(cents(tournament.entryFee) * input.jugadores.length);
  const fee = ctx.config.ENGINE_TRANSACTION_FEE;
  const subject = holdSubject(ctx, holder.holderEmail);
  // Set inside the transaction, read only once it has committed: a rolled-back release left
  // nothing to close.
  let released: ReleasedPayment[] = [];
  const held = await ctx.db.transaction(async (tx): Promise<ReservationRow> => {
    // The address's and e-mail's holds, then the tournament's places, in the order every hold
    // takes them; the caller's earlier holds are read and replaced under both.
    await lockHoldsOf(tx, subject);
    await lockTournament(tx, tournament.id);
    const mine = await liveRegistrationsOfCaller(tx, ctx.caller, tournament.id, now);
    const replaced: number[] = [];
    for (const { reservation } of mine) {
      const players = await playersOfRegistration(tx, reservation.id);
      if (registrationFingerprint(reservation, players.map(asPlayerFields)) === wanted)
        return reservation;
      // The same caller sending some of the same players again has changed its list: the earlier,
      // unpaid hold gives its places back rather than blocking its own players as entered twice.
      if (firstEnteredTwice(keys, players) !== null) replaced.push(reservation.id);
    }
    if (replaced.length > 0) released = await releaseHolds(tx, replaced);
    await checkUnpaidHolds(
      tx,
      ctx,
      subject,
      { ...NO_HOLDS, tournamentPlayers: input.jugadores.length },
      now,
    );
    await lockAndCheckTournamentPlaces(tx, tournament.id, keys, now);
    const [row] = await tx
      .insert(reservations)
      .values({
        localizador: newLocator(),
        sessionId: ctx.caller.sessionId,
        userId: ctx.caller.userId,
        status: 'held',
        holdExpiresAt: new Date(now.getTime() + holdMilliseconds(ctx.config)),
        locale: ctx.locale,
        ...holder,
        clientAddress: subject.address,
        promoCode: null,
        subtotal,
        discount: 0,
        fee,
        total: euros(cents(subtotal) + cents(fee)),
      })
      .returning();
    if (!row) throw new Error('reservation insert returned nothing');
    await tx.insert(tournamentRegistrations).values({
      reservationId: row.id,
      tournamentId: tournament.id,
      players: input.jugadores.length,
      entryFee: tournament.entryFee,
    });
    await tx.insert(tournamentPlayers).values(
      input.jugadores.map((p, i) => ({
        reservationId: row.id,
        tournamentId: tournament.id,
        name: p.nombre.trim(),
        surname: p.apellidos.trim(),
        handicap: p.handicap,
        level: p.nivel,
        sex: p.sexo,
        turn: p.turno,
        phone: p.movil.trim(),
        email: p.email?.trim() || null,
        phoneKey: keys[i]?.phoneKey ?? '',
        emailKey: keys[i]?.emailKey ?? null,
      })),
    );
    return row;
  });
  await closeReleasedPayments(ctx, released);
  const taken = (await placesTaken(ctx.db, [tournament.id], now)).get(tournament.id) ?? 0;
  return {
    datos: {
      localizador: held.localizador,
      fechaExpiracion: held.holdExpiresAt.toISOString(),
      subtotal: held.subtotal,
      descuento: held.discount,
      comision: held.fee,
      total: held.total,
      plazasLibres: placesLeft(tournament.maxPlayers, taken),
    },
  };
});

/** A registration by reference, to its owner or the holder's e-mail; a tee-time booking is not one. */
async function registrationForCaller(ctx: CallContext, localizador: string, email?: string) {
  const row = await bookingForCaller(ctx, localizador, email);
  const found = await registrationOfReservation(ctx.db, row.id);
  if (!found) throw failure('bookingNotFound');
  return { row, ...found };
}

const obtenerInscripcionCall = handle(obtenerInscripcion, async (input, ctx) => {
  const { row, registration, tournament, club } = await registrationForCaller(
    ctx,
    input.localizador,
    input.email,
  );
  const [players, rounds, payment] = await Promise.all([
    playersOfRegistration(ctx.db, row.id),
    roundsOf(ctx.db, [tournament.id]),
    paymentOf(ctx.db, row.id),
  ]);
  return {
    datos: {
      localizador: row.localizador,
      estado: visibleStatus(row, ctx.clock.now()),
      estadoPago: payment?.status ?? 'sinPago',
      fechaExpiracion: row.status === 'held' ? row.holdExpiresAt.toISOString() : null,
      idTorneo: tournament.id,
      nombreTorneo: tournament.name,
      nombreClub: club.name,
      fechaInicio: rounds[0]?.round.playDate ?? '',
      horaInicio: rounds[0]?.round.firstTee ?? '',
      zonaHoraria: club.timeZone,
      jugadores: players.map((p) => ({
        nombre: p.name,
        apellidos: p.surname,
        handicap: p.handicap,
        nivel: p.level,
        sexo: p.sex,
        turno: p.turn,
        movil: p.phone,
        email: p.email,
      })),
      cuotaInscripcion: registration.entryFee,
      subtotal: row.subtotal,
      comision: row.fee,
      total: row.total,
    },
  };
});

const comprobarPagoInscripcionCall = handle(comprobarPagoInscripcion, async (input, ctx) => {
  const { row } = await registrationForCaller(ctx, input.localizador, input.email);
  const estado = visibleStatus(row, ctx.clock.now());
  // A declined card releases the hold at once; a lapsed one expires: either way nothing was entered.
  if (estado === 'released' || estado === 'expired') throw failure('tournamentPaymentFailed');
  return { datos: { ok: estado === 'confirmed', estado } };
});

export const torneosCalls: Registered[] = [
  listarTorneosCall,
  obtenerTorneoCall,
  obtenerHorariosCall,
  obtenerClasificacionCall,
  inscribirJugadoresCall,
  obtenerInscripcionCall,
  comprobarPagoInscripcionCall,
];
