/** How a saved card is shown and when it may pay; pure. */
import { formatCardExpiry, maskCardNumber, validateCardExpiry } from '@fairway/rules';
import type { CardRow } from './card-queries.ts';

/** A saved card as the private area lists it: masked number, expiry MM/YYYY, brand, holder. */
export function cardView(card: CardRow) {
  return {
    idUsuarioTarjeta: card.id,
    numeroTarjeta: maskCardNumber(card.last4),
    caducidadTarjeta: formatCardExpiry(card.expMonth, card.expYear),
    marca: card.brand,
    titular: card.holder,
  };
}

/** A card is usable through the last day of its expiry month. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return validateCardExpiry(card.expMonth, card.expYear, now) !== null;
}
