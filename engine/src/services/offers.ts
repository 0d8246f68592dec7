import { eq, isNull } from 'drizzle-orm';
import { formatDate, lineDiscountCents, normalisePromocode, zonedInstant } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import type { z } from 'zod';
import type { CartContent } from '@fairway/contract/carrito';
import { CART_LIMITS } from '@fairway/contract/codes';
import { cartContent, teeTimesInCart } from '@fairway/contract/carrito';
import type { cartPack } from '@fairway/contract/carrito';
import type { Executor } from '../db/client.ts';
import { offers } from '../db/schema.ts';
import type { BookedLine, BookedServiceLine } from '../db/schema.ts';
import { failure, invalid } from '../calls/fail.ts';
import { localName } from '../i18n/locale-rules.ts';
import { voucherTexts } from '../i18n/voucher-texts.ts';
import type { CourseInfo } from './catalog-cache.ts';
import { requireCourse, requireSlot } from './course-access.ts';
import { coursesOfMultipacks, multipacksWithRegion } from './multipack-queries.ts';
import { checkRounds, isOnSale, roundShares } from './multipack-rules.ts';
import { checkOfferUsage, type UsageQuestion } from './offer-usage.ts';
import { buggiesFor, cents, euros, localNow, rateApplies, ratePrice } from './tee-sheet.ts';

type OfferRow = typeof offers.$inferSelect;
/** A multipack item of the cart (the contract's cartPack). */
export type CartPack = z.infer<typeof cartPack>;

async function findCode(executor: Executor, code: string): Promise<OfferRow | null> {
  const [row] = await executor
    .select()
    .from(offers)
    .where(eq(offers.code, normalisePromocode(code)))
    .limit(1);
  return row ?? null;
}

/** Whether any offer has this code, whatever its dates, club or limits. */
export async function codeExists(executor: Executor, code: string): Promise<boolean> {
  return (await findCode(executor, code)) !== null;
}

function offerCovers(offer: OfferRow, clubId: number, date: string): boolean {
  return (
    (offer.clubId === null || offer.clubId === clubId) &&
    date >= offer.validFrom &&
    date <= offer.validTo
  );
}

/** A percentage promocode valid for a club on a date, as availability shows it in the price. */
export async function findPercentPromo(
  executor: Executor,
  code: string,
  clubId: number,
  date: string,
) {
  const offer = await findCode(executor, code);
  if (!offer || !offerCovers(offer, clubId, date)) return null;
  return offer.kind === 'percent'
    ? { id: offer.id, percent: offer.value }
    : { id: offer.id, percent: 0 };
}

export interface PricedLine {
  info: CourseInfo;
  date: string;
  time: string;
  players: number;
  startsAt: Date;
  rates: BookedLine[];
  services: BookedServiceLine[];
  totalCents: number;
  /** A round of this multipack: its share of the pack's price, never discounted by an offer. */
  multipackId?: number;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  applied: { idOferta: number; nombre: string; importe: number }[];
  promoValid: boolean | null;
  promoCode: string | null;
  /** The cart's multipacks as priced, names and price per player filled in. */
  packs: CartPack[];
}

export function parseCart(json: string): CartContent {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw invalid('cartInvalid', { detail: 'jsonCarrito is not JSON' });
  }
  const parsed = cartContent.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid('cartInvalid', {
      detail: issue ? `${issue.path.join('.')}: ${issue.message}` : 'shape',
    });
  }
  return parsed.data;
}

/**
 * A multipack item of a cart, checked and priced from the engine's tables (never the `precio` the
 * caller sent): the pack exists and is on sale, its rounds pass checkRounds (count, courses, one a
 * day, sale period, window), each round is a bookable tee time for the players. Answers the item
 * with names and price filled in, rounds in day order, and one priced line per round carrying its
 * share of price × players, so capacity is held exactly as for a tee time.
 */
export async function pricePack(
  executor: Executor,
  item: CartPack,
  options: { locale: Locale; now: Date },
  seen: Set<string> = new Set(),
): Promise<{ pack: CartPack; lines: PricedLine[] }> {
  const [found] = await multipacksWithRegion(executor, { multipackId: item.idMultipack });
  if (!found) throw failure('multipackNotFound');
  const { pack } = found;
  const packCourses = await coursesOfMultipacks(executor, [pack.id]);
  const zone = packCourses[0]?.timeZone ?? 'Europe/Madrid';
  const today = localNow(zone, options.now).date;
  if (!isOnSale(pack, today)) throw failure('multipackNotAvailable');
  const sorted = checkRounds(
    { ...pack, courseIds: packCourses.map((c) => c.courseId) },
    item.rondas,
    today,
    (iso) => formatDate(iso, options.locale, 'long'),
  );
  const name = localName(pack.names, options.locale);
  const label = `${voucherTexts(options.locale).multipack} · ${name}`;
  const players = item.numJugadores;
  const shares = roundShares(cents(pack.price) * players, sorted.length);
  const lines: PricedLine[] = [];
  for (const [i, round] of sorted.entries()) {
    const info = await requireCourse(executor, round.idVendedorProveedor, round.idRecorrido);
    const slotKey = `${info.course.id}|${round.fecha}|${round.hora}`;
    if (seen.has(slotKey))
      throw invalid('cartInvalid', { detail: `${round.fecha} ${round.hora} appears twice` });
    seen.add(slotKey);
    requireSlot(info, round.fecha, round.hora, options.now);
    if (players > info.course.playersPerSlot) throw failure('notEnoughPlayers');
    const share = shares[i] ?? 0;
    lines.push({
      info,
      date: round.fecha,
      time: round.hora,
      players,
      startsAt: zonedInstant(info.club.timeZone, round.fecha, round.hora),
      rates: [
        {
          idTarifa: 0,
          name: label,
          unitPrice: euros(Math.round(share / players)),
          quantity: players,
          total: euros(share),
        },
      ],
      services: [],
      totalCents: share,
      multipackId: pack.id,
    });
  }
  return {
    pack: {
      idMultipack: pack.id,
      nombre: name,
      numJugadores: players,
      precio: pack.price,
      rondas: sorted.map((r, i) => ({
        idVendedorProveedor: r.idVendedorProveedor,
        nombreVendedorProveedor: lines[i]?.info.club.name,
        idRecorrido: r.idRecorrido,
        nombreRecorrido: lines[i]?.info.course.name,
        fecha: r.fecha,
        hora: r.hora,
      })),
    },
    lines,
  };
}

/** Prices a cart from the engine's own rates, whatever prices the caller put in it. */
export async function priceCart(
  executor: Executor,
  cart: CartContent,
  options: {
    promoCode: string | null;
    locale: Locale;
    now: Date;
    fee: number;
    /** Tells early whether the code is used up (offer-usage.ts); the pre-booking decides itself. */
    usage?: Pick<UsageQuestion, 'email' | 'except'>;
  },
): Promise<PricedCart> {
  // Here, not in the schema, so every way a cart is saved or held says so in the golfer's words,
  // a cart stored before the limit included.
  if (teeTimesInCart(cart) > CART_LIMITS.teeTimes)
    throw failure('cartTeeTimesExceeded', { max: String(CART_LIMITS.teeTimes) });
  const lines: PricedLine[] = [];
  const seen = new Set<string>();
  for (const entry of cart.listaClubesRecorridos) {
    const info = await requireCourse(executor, entry.idVendedorProveedor, entry.idRecorrido);
    for (const tee of entry.listaTeeTimes) {
      const slotKey = `${info.course.id}|${tee.fecha}|${tee.hora}`;
      if (seen.has(slotKey))
        throw invalid('cartInvalid', { detail: `${tee.fecha} ${tee.hora} appears twice` });
      seen.add(slotKey);
      requireSlot(info, tee.fecha, tee.hora, options.now);
      const players = tee.tarifasSeleccionadas.reduce((sum, t) => sum + t.numJugadores, 0);
      if (players < 1) throw failure('atLeastOnePlayer');
      if (players > info.course.playersPerSlot) throw failure('notEnoughPlayers');
      const rates: BookedLine[] = [];
      const services: BookedServiceLine[] = [];
      let includedBuggies = 0;
      for (const selected of tee.tarifasSeleccionadas) {
        const rate = info.rates.find((r) => r.id === selected.idTarifa);
        if (!rate || !rateApplies(rate, tee.hora)) throw failure('rateNotValid');
        const unit = ratePrice(rate, tee.fecha);
        rates.push({
          idTarifa: rate.id,
          name: localName(rate.names, options.locale),
          unitPrice: unit,
          quantity: selected.numJugadores,
          total: euros(cents(unit) * selected.numJugadores),
        });
        if (rate.includedServiceIds.includes(1))
          includedBuggies += buggiesFor(selected.numJugadores);
      }
      const buggy = info.services.find((s) => s.serviceId === 1);
      if (includedBuggies > 0) {
        if (!buggy) throw failure('serviceNotAvailable');
        services.push({
          idServicio: 1,
          idTarifa: 0,
          name: localName(buggy.names, options.locale),
          unitPrice: 0,
          quantity: includedBuggies,
          total: 0,
          usageMinutes: buggy.usageMinutes,
        });
      }
      for (const selected of tee.serviciosSeleccionados) {
        const service = info.services.find((s) => s.serviceId === selected.idServicio);
        if (!service) throw failure('serviceNotAvailable');
        services.push({
          idServicio: service.serviceId,
          idTarifa: 0,
          name: localName(service.names, options.locale),
          unitPrice: service.price,
          quantity: selected.numUnidades,
          total: euros(cents(service.price) * selected.numUnidades),
          usageMinutes: service.usageMinutes,
        });
      }
      const totalCents = [...rates, ...services].reduce((sum, l) => sum + cents(l.total), 0);
      lines.push({
        info,
        date: tee.fecha,
        time: tee.hora,
        players,
        startsAt: zonedInstant(info.club.timeZone, tee.fecha, tee.hora),
        rates,
        services,
        totalCents,
      });
    }
  }

  const packs: CartPack[] = [];
  const packIds = new Set<number>();
  for (const item of cart.listaMultipacks ?? []) {
    if (packIds.has(item.idMultipack))
      throw invalid('cartInvalid', { detail: `multipack ${item.idMultipack} appears twice` });
    packIds.add(item.idMultipack);
    const priced = await pricePack(executor, item, options, seen);
    packs.push(priced.pack);
    lines.push(...priced.lines);
  }

  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  // Offers and promocodes apply to tee times only: a multipack is sold at its own price.
  const offerLines = lines.filter((l) => l.multipackId === undefined);
  const offerSubtotalCents = offerLines.reduce((sum, l) => sum + l.totalCents, 0);
  const applied: PricedCart['applied'] = [];
  let discountCents = 0;
  const promoCode = options.promoCode ? normalisePromocode(options.promoCode) : null;
  let promoValid: boolean | null = null;

  const automatic = await executor.select().from(offers).where(isNull(offers.code));
  const candidates: OfferRow[] = [...automatic];
  const promo = promoCode ? await findCode(executor, promoCode) : null;
  if (promoCode) {
    promoValid = false;
    if (promo) candidates.push(promo);
  }
  for (const offer of candidates) {
    const amount = offerAmount(offer, offerLines, offerSubtotalCents - discountCents);
    if (amount === null) continue;
    if (offer.code !== null) promoValid = true;
    discountCents += amount;
    applied.push({
      idOferta: offer.id,
      nombre: localName(offer.names, options.locale),
      importe: euros(amount),
    });
  }
  if (promoCode && !promoValid) throw failure('promoNotValid');
  if (promo && promoCode && options.usage)
    await checkOfferUsage(executor, {
      code: promoCode,
      limits: promo,
      now: options.now,
      ...options.usage,
    });

  const feeCents = lines.length > 0 ? cents(options.fee) : 0;
  return {
    lines,
    subtotal: euros(subtotalCents),
    discount: euros(discountCents),
    fee: euros(feeCents),
    total: euros(subtotalCents - discountCents + feeCents),
    applied,
    promoValid,
    promoCode: promoValid ? promoCode : null,
    packs,
  };
}

/** What an offer takes off the cart, in cents, or null when nothing in the cart qualifies. */
function offerAmount(offer: OfferRow, lines: PricedLine[], remainingCents: number): number | null {
  const qualifying = lines.filter(
    (l) => offerCovers(offer, l.info.club.id, l.date) && l.players >= offer.minPlayers,
  );
  if (qualifying.length === 0 || remainingCents <= 0) return null;
  let amount = 0;
  if (offer.kind === 'percent') {
    // Per player, then times the players: what the tee sheet shows with the code (percentOff).
    amount = qualifying.reduce(
      (sum, l) =>
        sum +
        l.rates.reduce(
          (s, r) => s + lineDiscountCents(cents(r.unitPrice), r.quantity, offer.value),
          0,
        ),
      0,
    );
  } else if (offer.kind === 'fixed') {
    amount = cents(offer.value);
  } else {
    // free_player: the cheapest green fee of each qualifying tee time is on the house.
    amount = qualifying.reduce(
      (sum, l) => sum + Math.min(...l.rates.map((r) => cents(r.unitPrice))),
      0,
    );
  }
  return Math.min(amount, remainingCents);
}
