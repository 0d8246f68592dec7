/**
 * The provider's hosted card page (docs/decisions/0007): its address for a hold, what it is told
 * about a logged-in golfer's card, and the site's own pages it sends the golfer back to.
 */
import type { Locale } from '@fairway/rules';
import { reserva } from '@fairway/contract';
import type { CardChoice } from '../checkout/booking.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

/** The card fields of ObtenerDatosPasarelaPreReserva. */
export interface CardPageFields {
  salvarTarjeta?: boolean;
  idUsuarioTarjeta?: number;
}

/**
 * Where the card page sends the golfer back: this site's own origin, as the browser reached it
 * (the engine accepts only the origins in ENGINE_SITE_ORIGINS).
 */
export function returnUrls(
  request: Request,
  locale: Locale,
  // The cart's outcome pages, or a tournament registration's (`/tournament-payment`).
  outcomes = '/payment-controller',
): { urlOk: string; urlKo: string } {
  const origin = new URL(request.url).origin;
  return {
    urlOk: `${origin}/${locale}${outcomes}/ok`,
    urlKo: `${origin}/${locale}${outcomes}/ko`,
  };
}

/**
 * What the card page is told about the golfer's card: nothing for a guest (the engine takes the
 * card choices only with the booking owner's user credentials); for a logged-in golfer, a new
 * card kept or not (said either way, so going back and unticking the box is heard), or the saved
 * card to pay with.
 */
export function cardPageFields(choice: CardChoice | null, loggedIn: boolean): CardPageFields {
  if (!choice || !loggedIn) return {};
  return choice.kind === 'saved'
    ? { idUsuarioTarjeta: choice.cardId }
    : { salvarTarjeta: choice.save };
}

/** The hosted card page's address for the hold (one new pending payment per call). */
export async function cardPageUrl(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
  urls: { urlOk: string; urlKo: string },
  card: CardPageFields = {},
): Promise<EngineResult<string>> {
  const result = await calls.call(
    reserva.obtenerDatosPasarelaPreReserva,
    { localizador: reference, ...urls, ...proof, ...card },
    { action: 'payment', noShow: true },
  );
  return result.ok ? { ok: true, data: result.data.datos.url } : result;
}
