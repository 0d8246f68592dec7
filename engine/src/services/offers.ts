import { eq, isNull } from 'drizzle-orm';
import type { Locale } from '@fairway/design-system/rules';
import type { CartContent } from '../contract/carrito.ts';
import { cartContent } from '../contract/carrito.ts';
import type { Executor } from '../db/client.ts';
import { offers } from '../db/schema.ts';
import type { BookedLine, BookedServiceLine } from '../db/schema.ts';
import { failure, invalid } from '../calls/fail.ts';
import { localName } from '../i18n/locale-rules.ts';
import type { CourseInfo } from './catalog-cache.ts';
import { requireCourse, requireSlot } from './course-access.ts';
import { buggiesFor, cents, euros, rateApplies, ratePrice, zonedInstant } from './tee-sheet.ts';

type OfferRow = typeof offers.$inferSelect;

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

async function findCode(executor: Executor, code: string): Promise<OfferRow | null> {
  const [row] = await executor
    .select()
    .from(offers)
    .where(eq(offers.code, normaliseCode(code)))
    .limit(1);
  return row ?? null;
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

/** Prices a cart from the engine's own rates, whatever prices the caller put in it. */
export async function priceCart(
  executor: Executor,
  cart: CartContent,
  options: { promoCode: string | null; locale: Locale; now: Date; fee: number },
): Promise<PricedCart> {
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

  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const applied: PricedCart['applied'] = [];
  let discountCents = 0;
  const promoCode = options.promoCode ? normaliseCode(options.promoCode) : null;
  let promoValid: boolean | null = null;

  const automatic = await executor.select().from(offers).where(isNull(offers.code));
  const candidates: OfferRow[] = [...automatic];
  if (promoCode) {
    const offer = await findCode(executor, promoCode);
    promoValid = false;
    if (offer) candidates.push(offer);
  }
  for (const offer of candidates) {
    const amount = offerAmount(offer, lines, subtotalCents - discountCents);
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
    const greenFees = qualifying.reduce(
      (sum, l) => sum + l.rates.reduce((s, r) => s + cents(r.total), 0),
      0,
    );
    amount = Math.round((greenFees * offer.value) / 100);
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
