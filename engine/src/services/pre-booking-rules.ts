/** A pre-booking's pure rules: the holder's fields; when two pre-bookings are one order. */
import { validateEmail } from '@fairway/rules';
import { invalid } from '../calls/fail.ts';

export function checkHolder(input: { nombre: string; apellidos: string; email: string }): void {
  if (!input.nombre.trim() || !input.apellidos.trim() || !input.email.trim())
    throw invalid('purchaseFieldsRequired');
  const emailRule = validateEmail(input.email);
  if (emailRule) throw invalid(emailRule === 'email.empty' ? 'emailEmpty' : 'emailInvalid');
}

export interface HeldLine {
  courseId: number;
  playDate: string;
  teeTime: string;
  players: number;
  rates: { idTarifa: number; quantity: number }[];
  services: { idServicio: number; quantity: number }[];
}

export interface HoldHolder {
  holderName: string;
  holderSurname: string;
  holderEmail: string;
  holderPhone: string;
  promoCode: string | null;
}

/**
 * What makes two pre-bookings of a cart the same: the tee times, players, rates and services,
 * the promocode and the holder. Prices are left out: a second click seconds later is the same
 * order even if a rate changed meanwhile; the hold keeps the price it was made with.
 */
export function holdFingerprint(lines: HeldLine[], extra: HoldHolder): string {
  const normalised = lines
    .map((l) => ({
      slot: `${l.courseId}|${l.playDate}|${l.teeTime}`,
      players: l.players,
      rates: l.rates.map((x) => `${x.idTarifa}x${x.quantity}`).sort(),
      services: l.services.map((x) => `${x.idServicio}x${x.quantity}`).sort(),
    }))
    .sort((a, b) => a.slot.localeCompare(b.slot));
  return JSON.stringify({
    lines: normalised,
    holder: [extra.holderName, extra.holderSurname, extra.holderEmail.toLowerCase()],
    phone: extra.holderPhone,
    promoCode: extra.promoCode,
  });
}
