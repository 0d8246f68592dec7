/**
 * The Disponibilidad controller, and the free places every booking path counts: players and
 * service units held by live reservations, the rates of a day, a reference's letters.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, zonedInstant, type Locale } from '@fairway/rules';
import { RATE_KIND, REFERENCE, type RateKind } from '@fairway/contract';
import {
  comprobacionTarifaNeta,
  haySuficientesBuggies,
  obtenerDisponibilidadCercanasDia,
  obtenerDisponibilidadDia,
  obtenerDisponibilidadProveedorRecorridoDia,
  obtenerDisponibilidadServiciosTeeTime,
  obtenerNuevoLocalizador,
} from '@fairway/contract/disponibilidad';
import { rows } from '../db/client.ts';
import type { Executor } from '../db/client.ts';
import { Fail, failure } from '../calls/fail.ts';
import { localName } from '../i18n/locale-rules.ts';
import { handle } from '../calls/registry.ts';
import type { Registered } from '../calls/registry.ts';
import { courseInfo, clubCourses } from './catalog-cache.ts';
import type { CourseInfo } from './catalog-cache.ts';
import { requireBookableDate, requireCourse, requireSlot } from './course-access.ts';
import { findPercentPromo } from './offers.ts';
import { judgePromo } from './promo-throttle.ts';
import {
  buggiesFor,
  checkBookableDate,
  localNow,
  percentOff,
  rateApplies,
  ratePrice,
  fromMinutes,
  teeInstants,
  toMinutes,
} from './tee-sheet.ts';

/**
 * What counts against capacity: confirmed bookings and holds still inside their 15 minutes;
 * `excluding` leaves out one reservation (a lapsed hold being re-checked against everyone else).
 */
export const liveReservation = (now: Date, excluding = 0) =>
  sql`(r.status = 'confirmed' or (r.status = 'held' and r.hold_expires_at > ${now.toISOString()}::timestamptz)) and r.id <> ${excluding}`;

export async function playersUsed(
  executor: Executor,
  courseId: number,
  date: string,
  now: Date,
  excluding = 0,
): Promise<Map<string, number>> {
  const result = await rows<{ tee_time: string; players: number }>(
    executor,
    sql`select l.tee_time, sum(l.players)::int as players
        from reservation_lines l join reservations r on r.id = l.reservation_id
        where l.course_id = ${courseId} and l.play_date = ${date} and ${liveReservation(now, excluding)}
        group by l.tee_time`,
  );
  return new Map(result.map((r) => [r.tee_time, Number(r.players)]));
}

export interface ServiceUse {
  serviceId: number;
  startsAt: number;
  units: number;
  usageMinutes: number;
}

/**
 * Units of every service of a club out between two dates, one row per booked line: the day
 * before the first date and after the last are included, since a round may run past midnight.
 */
export async function servicesUsed(
  executor: Executor,
  clubId: number,
  dates: { from: string; to: string },
  now: Date,
  excluding = 0,
): Promise<ServiceUse[]> {
  const result = await rows<{
    starts_at: string | Date;
    service: number;
    units: number;
    usage: number;
  }>(
    executor,
    sql`select l.starts_at, (s->>'idServicio')::int as service, (s->>'quantity')::int as units,
               (s->>'usageMinutes')::int as usage
        from reservation_lines l join reservations r on r.id = l.reservation_id,
             jsonb_array_elements(l.services) s
        where l.club_id = ${clubId} and l.play_date between ${addDays(dates.from, -1)} and ${addDays(dates.to, 1)}
          and ${liveReservation(now, excluding)}`,
  );
  return result.map((r) => ({
    serviceId: Number(r.service),
    startsAt: new Date(r.starts_at).getTime(),
    units: Number(r.units),
    usageMinutes: Number(r.usage),
  }));
}

/** Units of a service free for a round starting at `start` that keeps them `usageMinutes`. */
export function unitsFree(
  uses: ServiceUse[],
  serviceId: number,
  stock: number,
  start: number,
  usageMinutes: number,
): number {
  const end = start + usageMinutes * 60_000;
  let out = 0;
  for (const use of uses) {
    if (use.serviceId !== serviceId) continue;
    const useEnd = use.startsAt + use.usageMinutes * 60_000;
    if (use.startsAt < end && useEnd > start) out += use.units;
  }
  return Math.max(0, stock - out);
}

export interface PricedRate {
  idTarifa: number;
  idTarifaHorario: number;
  idTarifaTipo: number;
  nombre: string;
  obsTarifa: string;
  precio: number;
  precioNeto: number;
  precioRack: number;
  descuento: number;
  promoCodeId: number | null;
  serviciosIncluidos: number[];
  numJugadoresReservables: number;
}

/** A rate as priced for one date: everything that does not depend on the tee time, computed once. */
export interface DayRate {
  start: number;
  end: number;
  base: Omit<PricedRate, 'numJugadoresReservables'>;
  needsBuggy: boolean;
}

export function dayRates(
  info: CourseInfo,
  date: string,
  locale: Locale,
  promo: { id: number; percent: number } | null,
): DayRate[] {
  return info.rates.map((rate) => {
    const rack = ratePrice(rate, date);
    const precio = promo ? percentOff(rack, promo.percent) : rack;
    return {
      start: toMinutes(rate.bandStart),
      end: toMinutes(rate.bandEnd),
      needsBuggy: rate.includedServiceIds.includes(1),
      base: {
        idTarifa: rate.id,
        idTarifaHorario: toMinutes(rate.bandStart),
        idTarifaTipo: RATE_KIND[rate.kind as RateKind] ?? 0,
        nombre: localName(rate.names, locale),
        obsTarifa: localName(rate.notes, locale),
        precio,
        precioNeto: percentOff(precio, Math.round((1 - rate.netFactor) * 100)),
        precioRack: rack,
        descuento: promo ? promo.percent : 0,
        promoCodeId: promo ? promo.id : null,
        serviciosIncluidos: rate.includedServiceIds,
      },
    };
  });
}

export function ratesAt(
  rates: DayRate[],
  minutes: number,
  free: number,
  buggiesFree: number,
): PricedRate[] {
  const out: PricedRate[] = [];
  for (const rate of rates) {
    if (minutes < rate.start || minutes >= rate.end) continue;
    // A rate that includes a buggy can only be sold to as many players as the buggies left carry.
    const reservable = rate.needsBuggy ? Math.min(free, buggiesFree * 2) : free;
    if (reservable <= 0) continue;
    out.push({ ...rate.base, numJugadoresReservables: reservable });
  }
  return out;
}

export interface DayFilter {
  horaInicio?: string | undefined;
  horaFin?: string | undefined;
  jugadores?: number | undefined;
  precioInicio?: number | undefined;
  precioFin?: number | undefined;
}

export interface FreeSlot {
  hora: string;
  jugadoresDisponibles: number;
  tarifas: PricedRate[];
}

/** What live reservations use of a course's day: players per tee time, the club's service units. */
export interface DayUse {
  players: Map<string, number>;
  services: ServiceUse[];
}

/** One read of what a course's day has in use (servicesUsed takes the days around it too). */
export async function dayUse(
  executor: Executor,
  info: CourseInfo,
  date: string,
  now: Date,
): Promise<DayUse> {
  const [players, services] = await Promise.all([
    playersUsed(executor, info.course.id, date, now),
    servicesUsed(executor, info.club.id, { from: date, to: date }, now),
  ]);
  return { players, services };
}

/** The bookable tee times of one course on one club-local date, after filters. */
export async function dayAvailability(
  executor: Executor,
  info: CourseInfo,
  date: string,
  filter: DayFilter,
  now: Date,
  locale: Locale,
  promo: { id: number; percent: number } | null,
): Promise<FreeSlot[]> {
  const { course, club } = info;
  if (checkBookableDate(date, club.timeZone, course.daysAhead, now) !== 'ok') return [];
  const use = await dayUse(executor, info, date, now);
  return freeSlots(info, date, use, { filter, now, locale, promo });
}

/**
 * The tee times of a day with places and rates left once `use` is counted, after filters; the
 * date is one the tee sheet opens (dayAvailability, requireBookableDate).
 */
export function freeSlots(
  info: CourseInfo,
  date: string,
  use: DayUse,
  options: {
    filter: DayFilter;
    now: Date;
    locale: Locale;
    promo: { id: number; percent: number } | null;
  },
): FreeSlot[] {
  const { course, club } = info;
  const { filter } = options;
  const buggy = info.services.find((s) => s.serviceId === 1);
  const minPlayers = filter.jugadores && filter.jugadores > 0 ? filter.jugadores : 1;
  const out: FreeSlot[] = [];
  const local = localNow(club.timeZone, options.now);
  const instantOf = teeInstants(club.timeZone, date);
  const rates = dayRates(info, date, options.locale, options.promo);
  const last = toMinutes(course.lastTee);
  for (
    let minutes = toMinutes(course.firstTee);
    minutes <= last;
    minutes += course.intervalMinutes
  ) {
    const time = fromMinutes(minutes);
    if (filter.horaInicio && time < filter.horaInicio) continue;
    if (filter.horaFin && time > filter.horaFin) continue;
    if (date === local.date && minutes <= local.minutes) continue;
    const free = course.playersPerSlot - (use.players.get(time) ?? 0);
    if (free < minPlayers) continue;
    const start = instantOf(time);
    const buggiesFree = buggy
      ? unitsFree(use.services, 1, buggy.stock, start, buggy.usageMinutes)
      : 0;
    let tarifas = ratesAt(rates, minutes, free, buggiesFree);
    if (filter.precioInicio !== undefined)
      tarifas = tarifas.filter((t) => t.precio >= (filter.precioInicio ?? 0));
    if (filter.precioFin !== undefined)
      tarifas = tarifas.filter((t) => t.precio <= (filter.precioFin ?? Infinity));
    tarifas = tarifas.filter((t) => t.numJugadoresReservables >= minPlayers);
    if (tarifas.length === 0) continue;
    out.push({ hora: time, jugadoresDisponibles: free, tarifas });
  }
  return out;
}

/** The most units of a service one group takes: a buggy per two players, else one each. */
export function unitsPerGroup(serviceId: number, players: number): number {
  return serviceId === 1 ? buggiesFor(players) : players;
}

export interface ServiceFree {
  service: CourseInfo['services'][number];
  free: number;
}

/** Each service of a course's club, with its units free for a round at a tee time. */
export async function servicesAt(
  executor: Executor,
  info: CourseInfo,
  at: { fecha: string; hora: string },
  now: Date,
): Promise<ServiceFree[]> {
  const uses = await servicesUsed(executor, info.club.id, { from: at.fecha, to: at.fecha }, now);
  return servicesFree(info, at, uses);
}

/** servicesAt with the club's units out already read (`uses`, of servicesUsed or dayUse). */
export function servicesFree(
  info: CourseInfo,
  at: { fecha: string; hora: string },
  uses: ServiceUse[],
): ServiceFree[] {
  const start = zonedInstant(info.club.timeZone, at.fecha, at.hora).getTime();
  return info.services.map((service) => ({
    service,
    free: unitsFree(uses, service.serviceId, service.stock, start, service.usageMinutes),
  }));
}

/** Random characters of the reference alphabet (no look-alikes), so a golfer can read one out on the phone. */
export function readableCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1)
    out += REFERENCE.alphabet[randomInt(REFERENCE.alphabet.length)];
  return out;
}

/** A booking or cart reference (localizador), in the contract's format. */
export function newLocator(): string {
  return readableCode(REFERENCE.length);
}

const obtenerDisponibilidadDiaCall = handle(obtenerDisponibilidadDia, async (input, ctx) => {
  const info = await requireCourse(ctx.db, input.idVendedorProveedor, input.idRecorrido);
  const now = ctx.clock.now();
  const { timeZone } = info.club;
  if (checkBookableDate(input.fecha, timeZone, info.course.daysAhead, now) === 'dateTooFar') {
    // Not an error: the day exists, its sheet just is not open yet. The golfer is told when it
    // opens and where the open days end.
    const lastOpen = addDays(localNow(timeZone, now).date, info.course.daysAhead);
    return {
      horasDisponibles: [],
      totalHoras: 0,
      zonaHoraria: timeZone,
      fueraDeVentana: {
        fechaApertura: addDays(input.fecha, -info.course.daysAhead),
        ultimoDiaAbierto: lastOpen,
      },
    };
  }
  requireBookableDate(info, input.fecha, now);
  const promo = await judgePromo(ctx, input.promoCode, async () => {
    if (!input.promoCode) return null;
    const found = await findPercentPromo(ctx.db, input.promoCode, info.club.id, input.fecha);
    if (!found) throw failure('promoNotValid');
    return found;
  });
  const slots = await dayAvailability(ctx.db, info, input.fecha, input, now, ctx.locale, promo);
  const filtered =
    input.idTarifaTipoUso !== undefined && input.idTarifaTipoUso > 0
      ? slots
          .map((s) => ({
            ...s,
            tarifas: s.tarifas.filter((t) => t.idTarifaTipo === input.idTarifaTipoUso),
          }))
          .filter((s) => s.tarifas.length > 0)
      : slots;
  const pageSize = input.pageSize ?? filtered.length;
  const pageNum = input.pageNum ?? 1;
  const page = filtered.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return {
    horasDisponibles: page.map((s) => ({ ...s, idRecorrido: info.course.id })),
    totalHoras: filtered.length,
    zonaHoraria: info.club.timeZone,
    fueraDeVentana: null,
  };
});

const obtenerDisponibilidadCercanasDiaCall = handle(
  obtenerDisponibilidadCercanasDia,
  async (input, ctx) => {
    const now = ctx.clock.now();
    const courseRows = await clubCourses(ctx.db, input.idVendedorProveedor);
    if (courseRows.length === 0) throw failure('clubNotFound');
    const found: {
      idRecorrido: number;
      nombreRecorrido: string;
      fechaHoraJuegoPosterior: string;
    }[] = [];
    for (const row of courseRows) {
      const info = await courseInfo(ctx.db, row.id);
      if (!info) continue;
      // The nearest day after the asked one with a time that suits the filters.
      for (let offset = 1; offset <= info.course.daysAhead; offset += 1) {
        const date = addDays(input.fecha, offset);
        if (
          checkBookableDate(date, info.club.timeZone, info.course.daysAhead, now) === 'dateTooFar'
        )
          break;
        const slots = await dayAvailability(ctx.db, info, date, input, now, ctx.locale, null);
        const first = slots[0];
        if (first) {
          found.push({
            idRecorrido: row.id,
            nombreRecorrido: row.name,
            fechaHoraJuegoPosterior: `${date}T${first.hora}`,
          });
          break;
        }
      }
    }
    return { listGreenFeesRecorridoDisponible: found };
  },
);

const obtenerDisponibilidadServiciosTeeTimeCall = handle(
  obtenerDisponibilidadServiciosTeeTime,
  async (input, ctx) => {
    const info = await requireCourse(ctx.db, input.idVendedorProveedor, input.idRecorrido);
    const now = ctx.clock.now();
    requireSlot(info, input.fecha, input.hora, now);
    const offered = await servicesAt(ctx.db, info, input, now);
    return {
      datos: {
        listaServiciosDisponibles: offered.map(({ service, free }) => ({
          idServicio: service.serviceId,
          idServicioPrecio: info.club.id * 100 + service.serviceId,
          servicioNombre: localName(service.names, ctx.locale),
          servicioPrecio: service.price,
          numUnidadesReservables: Math.min(
            free,
            unitsPerGroup(service.serviceId, input.numJugadores),
          ),
        })),
      },
    };
  },
);

const haySuficientesBuggiesCall = handle(haySuficientesBuggies, async (input, ctx) => {
  const info = await requireCourse(ctx.db, input.idVendedorProveedor, input.idRecorrido);
  const now = ctx.clock.now();
  requireSlot(info, input.fecha, input.hora, now);
  const buggy = info.services.find((s) => s.serviceId === 1);
  if (!buggy) return { hayDisponibilidad: false, buggiesDisponibles: 0 };
  const uses = await servicesUsed(
    ctx.db,
    info.club.id,
    { from: input.fecha, to: input.fecha },
    now,
  );
  const start = zonedInstant(info.club.timeZone, input.fecha, input.hora).getTime();
  const free = unitsFree(uses, 1, buggy.stock, start, buggy.usageMinutes);
  return { hayDisponibilidad: free >= input.numBuggiesRequeridos, buggiesDisponibles: free };
});

const comprobacionTarifaNetaCall = handle(comprobacionTarifaNeta, async (input, ctx) => {
  const info = await requireCourse(ctx.db, input.idVendedorProveedor, input.idRecorrido);
  requireSlot(info, input.fecha, input.hora, ctx.clock.now());
  const rate = info.rates.find((r) => r.id === input.idTarifa);
  if (!rate || !rateApplies(rate, input.hora)) {
    return { datos: { valida: false, precio: 0, precioNeto: 0, precioRack: 0 } };
  }
  const [priced] = ratesAt(
    dayRates({ ...info, rates: [rate] }, input.fecha, ctx.locale, null),
    toMinutes(input.hora),
    4,
    4,
  );
  if (!priced) throw new Fail(2, 'rateNotValid');
  return {
    datos: {
      valida: true,
      precio: priced.precio,
      precioNeto: priced.precioNeto,
      precioRack: priced.precioRack,
    },
  };
});

const obtenerNuevoLocalizadorCall = handle(obtenerNuevoLocalizador, async () => ({
  datos: { localizador: newLocator() },
}));

const obtenerDisponibilidadProveedorRecorridoDiaCall = handle(
  obtenerDisponibilidadProveedorRecorridoDia,
  async (input, ctx) => {
    const now = ctx.clock.now();
    const courseRows = await clubCourses(ctx.db, input.idVendedorProveedor);
    if (courseRows.length === 0) throw failure('clubNotFound');
    const lista = [];
    let zone = '';
    for (const row of courseRows) {
      const info = await courseInfo(ctx.db, row.id);
      if (!info) continue;
      zone = info.club.timeZone;
      const slots = await dayAvailability(ctx.db, info, input.fecha, input, now, ctx.locale, null);
      const prices = slots.flatMap((s) => s.tarifas.map((t) => t.precio));
      lista.push({
        idRecorrido: row.id,
        nombreRecorrido: row.name,
        hoyos: row.holes,
        numHorasDisponibles: slots.length,
        primeraHora: slots[0]?.hora ?? null,
        ultimaHora: slots.at(-1)?.hora ?? null,
        precioDesde: prices.length > 0 ? Math.min(...prices) : null,
      });
    }
    return { datos: { zonaHoraria: zone, listaRecorridos: lista } };
  },
);

export const disponibilidadCalls: Registered[] = [
  obtenerDisponibilidadDiaCall,
  obtenerDisponibilidadCercanasDiaCall,
  obtenerDisponibilidadServiciosTeeTimeCall,
  haySuficientesBuggiesCall,
  comprobacionTarifaNetaCall,
  obtenerNuevoLocalizadorCall,
  obtenerDisponibilidadProveedorRecorridoDiaCall,
];
