/**
 * The Redsys stand-in's cards on file (stand-ins/redsys.ts uses them): a reference made for an
 * authorised card payment that asked for one (DS_MERCHANT_IDENTIFIER=REQUIRED), told in the
 * notification with the card's expiry (Ds_ExpiryDate, YYMM), masked number and brand code, as
 * Redsys documents them; and a later REST payment by that reference
 * (DS_MERCHANT_IDENTIFIER=<reference>, DS_MERCHANT_DIRECTPAYMENT=true), authorised while the card
 * has not expired. An unknown reference is declined, Ds_Response 0180 (card unknown to the
 * service), as a number Redsys does not know.
 */
import { randomBytes } from 'node:crypto';

interface OnFile {
  number: string;
  /** YYMM, as Redsys writes it. */
  expiry: string;
}

/** "MM/AA" as typed on the card page; null when it is not a date. */
function yymm(typed: string): string | null {
  const m = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(typed);
  return m ? `${m[2] ?? ''}${m[1] ?? ''}` : null;
}

const masked = (number: string) =>
  `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;

export function cardsOnFile() {
  const references = new Map<string, OnFile>();

  return {
    /** What the notification adds for an authorised card payment that asked for a reference. */
    notifiedFor(
      request: { DS_MERCHANT_IDENTIFIER?: string | undefined },
      number: string,
      typedExpiry: string,
    ): Record<string, string> {
      const expiry = yymm(typedExpiry);
      if (request.DS_MERCHANT_IDENTIFIER !== 'REQUIRED' || !expiry) return {};
      const reference = randomBytes(20).toString('hex');
      references.set(reference, { number, expiry });
      return {
        Ds_Merchant_Identifier: reference,
        Ds_ExpiryDate: expiry,
        Ds_Card_Number: masked(number),
        Ds_Card_Brand: number.startsWith('4') ? '1' : '2',
      };
    },
    /** Ds_Response of a payment by reference, on `now`'s date. */
    responseFor(reference: string, now: Date): string {
      const card = references.get(reference);
      if (!card) return '0180';
      const year = 2000 + Number(card.expiry.slice(0, 2));
      const month = Number(card.expiry.slice(2));
      const expired =
        now.getUTCFullYear() > year ||
        (now.getUTCFullYear() === year && now.getUTCMonth() + 1 > month);
      // 0101: expired card.
      return expired ? '0101' : '0000';
    },
    /** The masked number of a reference, for the REST answer. */
    maskedOf(reference: string): string | null {
      const card = references.get(reference);
      return card ? masked(card.number) : null;
    },
  };
}
