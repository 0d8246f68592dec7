/**
 * The private area's saved cards, in English: the engine's ListarTarjetasUsuario rows stop here.
 * Only the last four digits ever leave this module.
 */
import { isCardBrand, parseCardExpiryText, validateCardExpiry } from '@fairway/rules';
import type { CardBrand } from '@fairway/rules';
import type { AnswerOf, usuarios } from '@fairway/contract';

type Row = AnswerOf<typeof usuarios.listarTarjetasUsuario>['datos']['listaTarjetas'][number];

export interface SavedCardView {
  id: number;
  brand: CardBrand;
  /** The last four digits. */
  last4: string;
  expiry: { month: number; year: number };
  holder: string;
  /** Past its expiry month by the server's clock. */
  expired: boolean;
}

/** The brand as the design system names it ('Visa' or 'VISA' is 'visa'), else 'unknown'. */
export function cardBrandOf(marca: string): CardBrand {
  const brand = marca.trim().toLowerCase().replace(/\s+/g, '');
  if (brand === 'americanexpress') return 'amex';
  if (brand === 'dinersclub') return 'diners';
  return isCardBrand(brand) ? brand : 'unknown';
}

/**
 * A saved card as its row shows it, or null when the engine sent no readable expiry or fewer
 * than four digits (a row that cannot be shown honestly is left out rather than guessed at).
 */
export function savedCardView(row: Row, now: Date): SavedCardView | null {
  const expiry = parseCardExpiryText(row.caducidadTarjeta);
  const last4 = row.numeroTarjeta.replace(/\D/g, '').slice(-4);
  if (!expiry || last4.length !== 4) return null;
  return {
    id: row.idUsuarioTarjeta,
    brand: cardBrandOf(row.marca),
    last4,
    expiry,
    holder: row.titular,
    expired: validateCardExpiry(expiry.month, expiry.year, now) !== null,
  };
}

export function savedCardViews(rows: ReadonlyArray<Row>, now: Date): SavedCardView[] {
  return rows.flatMap((row) => savedCardView(row, now) ?? []);
}
