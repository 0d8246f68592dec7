/**
 * The links of a club's contact section. The map links carry the club's own coordinates: `geo:`
 * opens the phone's map application (RFC 5870), the OpenStreetMap page any browser.
 */

/** A `tel:` link keeps the leading + and the digits only: dialers reject spaces on some phones. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** Six decimals: about 10 cm, more than any map needs, and no float noise in the URL. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

export function geoHref(latitude: number, longitude: number): string {
  return `geo:${coordinate(latitude)},${coordinate(longitude)}`;
}

export function webMapHref(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** The website as golfers read it: no scheme, no trailing slash. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
