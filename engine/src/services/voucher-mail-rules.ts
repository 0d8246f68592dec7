/**
 * The shop pages a voucher e-mail links to. Pure: the shop's first origin (ENGINE_SITE_ORIGINS)
 * and the golfer's language make every address, so each link opens a page the shop has
 * (site/app/routes.ts) in the language the mail is written in.
 */
import { slugify, type Locale } from '@fairway/rules';

function shopUrl(origin: string, locale: Locale, path: string): string {
  return new URL(`/${locale}${path}`, origin).toString();
}

/**
 * Where the golfer manages or cancels the booking: a booking made logged in opens in the private
 * area (its voucher shown, the cancel button beside it); a guest's opens the cancellation page with
 * the reference filled in (the e-mail, the other half of the proof, never travels in a URL).
 */
export function manageBookingUrl(
  origin: string,
  locale: Locale,
  reference: string,
  madeLoggedIn: boolean,
): string {
  const ref = encodeURIComponent(reference);
  return madeLoggedIn
    ? shopUrl(origin, locale, `/private-area/bookings?voucher=${ref}`)
    : shopUrl(origin, locale, `/cancel-reservation?reference=${ref}`);
}

/** The club page's contact section, whose map links lead the way (geo: and the web map). */
export function clubDirectionsUrl(
  origin: string,
  locale: Locale,
  club: { id: number; name: string },
): string {
  return shopUrl(origin, locale, `/club/${slugify(club.name)}?idVP=${club.id}#contact`);
}

/** The shop's origin the mails link to: the first of ENGINE_SITE_ORIGINS. */
export function mailOrigin(siteOrigins: readonly string[]): string {
  const origin = siteOrigins[0];
  if (origin === undefined) throw new Error('ENGINE_SITE_ORIGINS is empty');
  return origin;
}
