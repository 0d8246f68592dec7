/**
 * The Multipacks controller: packs by region and club, one pack, and the days its later rounds may
 * be played on. A pack goes into the cart through the cart's own call (Carrito/ModificarCarrito's
 * `anadirMultipack`, cart.ts), and from there through the tee times' own calls (PreReserva, the
 * card page, Reserva): its rounds are tee-time lines.
 */
import { formatDate } from '@fairway/rules';
import {
  listarMultipacks,
  obtenerFechasValidas,
  obtenerMultipack,
} from '@fairway/contract/multipacks';
import { failure, invalid } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { localName } from '../i18n/locale-rules.ts';
import { coursesOfMultipacks, multipacksWithRegion, standardFees } from './multipack-queries.ts';
import type { MultipackCourse, MultipackFilter, MultipackWithRegion } from './multipack-queries.ts';
import { isOnSale, packWindow, usualPrice, windowDaysOf } from './multipack-rules.ts';
import { localNow } from './tee-sheet.ts';

interface Loaded {
  row: MultipackWithRegion;
  courses: MultipackCourse[];
  fees: Map<number, number>;
}

async function load(ctx: CallContext, filter: MultipackFilter): Promise<Loaded[]> {
  const found = await multipacksWithRegion(ctx.db, filter);
  const packCourses = await coursesOfMultipacks(
    ctx.db,
    found.map((f) => f.pack.id),
  );
  const fees = await standardFees(ctx.db, [...new Set(packCourses.map((c) => c.courseId))]);
  return found.map((row) => ({
    row,
    courses: packCourses.filter((c) => c.multipackId === row.pack.id),
    fees,
  }));
}

async function loadOne(ctx: CallContext, multipackId: number): Promise<Loaded> {
  const [one] = await load(ctx, { multipackId });
  if (!one) throw failure('multipackNotFound');
  return one;
}

/** The club-local today of a pack (its courses share a region, so a time zone). */
function todayOf(l: Loaded, ctx: CallContext): string {
  return localNow(l.courses[0]?.timeZone ?? 'Europe/Madrid', ctx.clock.now()).date;
}

/**
 * The usual price: N rounds at the average standard weekday green fee of the pack's 18-hole
 * courses (all its courses when it has none of 18 holes); a course without a standard rate counts
 * its base green fee.
 */
function usualPriceOf(l: Loaded): number {
  const eighteen = l.courses.filter((c) => c.holes === 18);
  const counted = eighteen.length > 0 ? eighteen : l.courses;
  return usualPrice(
    l.row.pack.rounds,
    counted.map((c) => l.fees.get(c.courseId) ?? c.basePrice),
  );
}

function summary(l: Loaded, ctx: CallContext) {
  const { pack, region } = l.row;
  return {
    idMultipack: pack.id,
    nombre: localName(pack.names, ctx.locale),
    descripcion: localName(pack.description, ctx.locale),
    idRegion: region.id,
    nombreRegion: localName(region.names, ctx.locale),
    numRondas: pack.rounds,
    precio: pack.price,
    precioHabitual: usualPriceOf(l),
    diasVentana: windowDaysOf(pack),
    disponible: isOnSale(pack, todayOf(l, ctx)),
    fechaDesde: pack.saleFrom,
    fechaHasta: pack.saleTo,
    recorridos: l.courses.map((c) => ({
      idVendedorProveedor: c.clubId,
      nombreClub: c.clubName,
      idRecorrido: c.courseId,
      nombreRecorrido: c.courseName,
      idRegion: c.regionId,
      nombreRegion: localName(c.regionNames, ctx.locale),
      zonaHoraria: c.timeZone,
    })),
  };
}

const listarMultipacksCall = handle(listarMultipacks, async (input, ctx) => {
  const loaded = await load(ctx, { regionId: input.idRegion, clubId: input.idVendedorProveedor });
  const multipacks = loaded
    .map((l) => summary(l, ctx))
    .filter((s) => s.disponible || input.incluirNoDisponibles === true);
  return { datos: { multipacks } };
});

const obtenerMultipackCall = handle(obtenerMultipack, async (input, ctx) => ({
  datos: summary(await loadOne(ctx, input.idMultipack), ctx),
}));

const obtenerFechasValidasCall = handle(obtenerFechasValidas, async (input, ctx) => {
  const one = await loadOne(ctx, input.idMultipack);
  const { pack } = one.row;
  const dateText = (iso: string) => formatDate(iso, ctx.locale, 'long');
  if (input.fechaPrimeraRonda < todayOf(one, ctx)) throw failure('pastDate');
  if (input.fechaPrimeraRonda < pack.saleFrom || input.fechaPrimeraRonda > pack.saleTo)
    throw invalid('multipackFirstRoundOutsideSale', {
      from: dateText(pack.saleFrom),
      to: dateText(pack.saleTo),
    });
  const window = packWindow(pack, input.fechaPrimeraRonda);
  return {
    datos: {
      fechaPrimeraRonda: window.fechaPrimeraRonda,
      fechaLimite: window.fechaLimite,
      fechas: window.fechas,
    },
  };
});

export const multipacksCalls: Registered[] = [
  listarMultipacksCall,
  obtenerMultipackCall,
  obtenerFechasValidasCall,
];
