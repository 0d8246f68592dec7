/**
 * Whether an address handed to the engine is the shop's: the card page's return addresses
 * (urlOk, urlKo) and the page a recovery link opens. Each carries something only the golfer may
 * see (the booking reference, a live recovery token), so any other site is refused. Pure.
 */
import { invalid } from '../calls/fail.ts';

/** C0 and C1 controls and DEL: new URL() drops tabs and line breaks silently, so refuse them first. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * An absolute http(s) address on one of the shop's origins, without user information (new URL()
 * accepts `user:pass@host` and reports the host's origin for it) and without control characters.
 * The scheme is checked as well as the origin, since a `blob:` address reports its inner origin.
 */
export function isShopUrl(value: string, origins: readonly string[]): boolean {
  if (CONTROL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    origins.includes(url.origin)
  );
}

/** Refuses (cod 3, naming the field and the shop's origins) any address that is not the shop's. */
export function checkShopUrl(field: string, value: string, origins: readonly string[]): void {
  if (!isShopUrl(value, origins))
    throw invalid('returnUrlNotAllowed', { field, origins: origins.join(', ') });
}
