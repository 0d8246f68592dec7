/**
 * The cart as pages see it (browser-safe, no server code): the engine's cart JSON, with its
 * Spanish field names and numeric service ids, stops here and pages get English view types.
 */
import type { CartContent } from '@fairway/contract';

export interface CartRateView {
  id: number;
  name: string;
  players: number;
  unitPrice: number;
}
export interface CartServiceView {
  id: number;
  name: string;
  units: number;
  unitPrice: number;
}
export interface CartTeeTimeView {
  /** `${courseId}|${date}|${time}`, unique in the cart. */
  key: string;
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local. */
  time: string;
  /** IANA, e.g. Europe/Madrid. */
  timeZone: string;
  players: number;
  rates: CartRateView[];
  services: CartServiceView[];
  /** Euros. */
  lineTotal: number;
}
export interface CartGroupView {
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  teeTimes: CartTeeTimeView[];
}
/** One round of a multipack in the cart. */
export interface CartPackRoundView {
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  /** YYYY-MM-DD and HH:MM, club-local. */
  date: string;
  time: string;
  /** IANA, e.g. Europe/Madrid. */
  timeZone: string;
}
/** A multipack in the cart: one item, its rounds in day order, removed as one. */
export interface CartPackView {
  /** `pack|${packId}|${first round's course}|${date}|${time}`, unique in the cart. */
  key: string;
  packId: number;
  name: string;
  players: number;
  /** Per player, euros, as the engine priced it. */
  unitPrice: number;
  /** Euros: the unit price times the players. */
  lineTotal: number;
  rounds: CartPackRoundView[];
}
export interface CartTotalsView {
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  promoCode: string | null;
  promoValid: boolean | null;
  promoMessage: string | null;
}
export interface CartView {
  locator: string | null;
  groups: CartGroupView[];
  /** The multipacks, each one item; absent where a cart view was made before multipacks. */
  packs?: CartPackView[];
  /**
   * Every tee time in the cart (docs/product.md#navigation, the cart button's count), a multipack
   * counting as one.
   */
  count: number;
  totals: CartTotalsView;
}

/** What the engine's pricing (ModificarCarrito, AplicarOfertas) said about the whole cart. */
export interface EngineTotals {
  subtotal: number;
  descuento: number;
  comision: number;
  total: number;
  promoCodeValido: boolean | null;
}

export const NO_TOTALS: CartTotalsView = {
  subtotal: 0,
  discount: 0,
  fee: 0,
  total: 0,
  promoCode: null,
  promoValid: null,
  promoMessage: null,
};

export const EMPTY_CART: CartView = {
  locator: null,
  groups: [],
  packs: [],
  count: 0,
  totals: NO_TOTALS,
};

export function teeTimeKey(courseId: number, date: string, time: string): string {
  return `${courseId}|${date}|${time}`;
}

type CartPackContent = NonNullable<CartContent['listaMultipacks']>[number];

/** A multipack's key in the cart: the pack and its first round (rounds are in day order). */
export function packKey(pack: Pick<CartPackContent, 'idMultipack' | 'rondas'>): string {
  const first = pack.rondas[0];
  return `pack|${pack.idMultipack}|${first?.idRecorrido ?? 0}|${first?.fecha ?? ''}|${first?.hora ?? ''}`;
}

/** Whether a cart key names a multipack rather than a tee time. */
export function isPackKey(key: string): boolean {
  return key.startsWith('pack|');
}

/** Sums in whole cents: 3 × 85.1 in floating point is not 255.3. */
function euros(cents: number): number {
  return Math.round(cents) / 100;
}
function cents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The view of a cart. Names and unit prices are the ones the engine wrote into the cart JSON when
 * it priced it (ModificarCarrito), never the browser's. A course missing from `timeZones` falls
 * back to UTC rather than hiding the line.
 */
export function toCartView(input: {
  locator: string | null;
  content: CartContent;
  timeZones: ReadonlyMap<number, string>;
  totals: EngineTotals | null;
  promo: { code: string | null; message: string | null };
}): CartView {
  const groups: CartGroupView[] = input.content.listaClubesRecorridos.map((entry) => ({
    clubId: entry.idVendedorProveedor,
    clubName: entry.nombreVendedorProveedor ?? '',
    courseId: entry.idRecorrido,
    courseName: entry.nombreRecorrido ?? '',
    teeTimes: entry.listaTeeTimes.map((tee) => {
      const rates = tee.tarifasSeleccionadas.map((t) => ({
        id: t.idTarifa,
        name: t.nombre ?? '',
        players: t.numJugadores,
        unitPrice: t.precio ?? 0,
      }));
      const services = tee.serviciosSeleccionados.map((s) => ({
        id: s.idServicio,
        name: s.nombre ?? '',
        units: s.numUnidades,
        unitPrice: s.precio ?? 0,
      }));
      const lineCents =
        rates.reduce((sum, r) => sum + cents(r.unitPrice) * r.players, 0) +
        services.reduce((sum, s) => sum + cents(s.unitPrice) * s.units, 0);
      return {
        key: teeTimeKey(entry.idRecorrido, tee.fecha, tee.hora),
        clubId: entry.idVendedorProveedor,
        clubName: entry.nombreVendedorProveedor ?? '',
        courseId: entry.idRecorrido,
        courseName: entry.nombreRecorrido ?? '',
        date: tee.fecha,
        time: tee.hora,
        timeZone: input.timeZones.get(entry.idVendedorProveedor) ?? 'UTC',
        players: rates.reduce((sum, r) => sum + r.players, 0),
        rates,
        services,
        lineTotal: euros(lineCents),
      };
    }),
  }));
  const packs: CartPackView[] = (input.content.listaMultipacks ?? []).map((pack) => {
    const unitPrice = pack.precio ?? 0;
    return {
      key: packKey(pack),
      packId: pack.idMultipack,
      name: pack.nombre ?? '',
      players: pack.numJugadores,
      unitPrice,
      lineTotal: euros(cents(unitPrice) * pack.numJugadores),
      rounds: pack.rondas.map((round) => ({
        clubId: round.idVendedorProveedor,
        clubName: round.nombreVendedorProveedor ?? '',
        courseId: round.idRecorrido,
        courseName: round.nombreRecorrido ?? '',
        date: round.fecha,
        time: round.hora,
        timeZone: input.timeZones.get(round.idVendedorProveedor) ?? 'UTC',
      })),
    };
  });
  const count = teeTimeCount(groups) + packs.length;
  const t = input.totals;
  return {
    locator: input.locator,
    groups: groups.filter((g) => g.teeTimes.length > 0),
    packs,
    count,
    totals:
      count === 0 || !t
        ? { ...NO_TOTALS, promoMessage: input.promo.message }
        : {
            subtotal: t.subtotal,
            discount: t.descuento,
            fee: t.comision,
            total: t.total,
            promoCode: input.promo.code,
            promoValid: input.promo.code === null ? null : (t.promoCodeValido ?? false),
            promoMessage: input.promo.message,
          },
  };
}

/** What the chooser offers beside the rate; `kind` is decided here so no page compares ids. */
export type ServiceKind = 'buggy' | 'trolley' | 'clubRental' | 'other';

export interface ServiceView {
  id: string;
  name: string;
  price: number;
  maxUnits: number;
  kind: ServiceKind;
}

/** The engine's service ids (seeded catalog): 1 buggy, 2 trolley, 3 club rental. */
export function serviceKind(idServicio: number): ServiceKind {
  if (idServicio === 1) return 'buggy';
  if (idServicio === 2) return 'trolley';
  if (idServicio === 3) return 'clubRental';
  return 'other';
}

export function toServiceViews(
  list: readonly {
    idServicio: number;
    servicioNombre: string;
    servicioPrecio: number;
    numUnidadesReservables: number;
  }[],
): ServiceView[] {
  return list.map((s) => ({
    id: String(s.idServicio),
    name: s.servicioNombre,
    price: s.servicioPrecio,
    maxUnits: Math.max(0, s.numUnidadesReservables),
    kind: serviceKind(s.idServicio),
  }));
}

/** What the browser asks of POST /api/cart. */
export type CartAction =
  | {
      action: 'add';
      teeTime: {
        idVP: number;
        rec: number;
        fecha: string;
        hora: string;
        rateId: number;
        players: number;
        services: { id: number; units: number }[];
      };
    }
  | { action: 'remove'; key: string }
  | { action: 'empty' }
  | { action: 'promo'; code: string };

function teeTimeCount(groups: readonly CartGroupView[]): number {
  return groups.reduce((sum, g) => sum + g.teeTimes.length, 0);
}

/** What the order summary counts: the tee times, and each multipack's rounds apart. */
export function orderItems(cart: Pick<CartView, 'groups' | 'packs'>): {
  teeTimeCount: number;
  multipackRounds: number[];
} {
  return {
    teeTimeCount: teeTimeCount(cart.groups),
    multipackRounds: (cart.packs ?? []).map((pack) => pack.rounds.length),
  };
}
