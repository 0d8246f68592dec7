/**
 * The golfer's position for "near me" (issue 27), as the browser sends it and the server reads it:
 * only ever rounded to 2 decimals (about 1 km), so the address, the engine call and any log line
 * carry no more than the town the golfer is in. Pure, so the button and the page share it.
 */

/** The address's parameters of a position. */
export const POSITION_PARAMS = { lat: 'lat', lon: 'lon' } as const;

export interface Position {
  lat: number;
  lon: number;
}

/** Two decimals: about 1.1 km of latitude, enough to order clubs tens of km apart. */
export function roundCoordinate(value: number): number {
  // `+ 0` turns a rounded -0 into 0, so the address never reads `lat=-0`.
  return Math.round(value * 100) / 100 + 0;
}

export function roundPosition(position: Position): Position {
  return { lat: roundCoordinate(position.lat), lon: roundCoordinate(position.lon) };
}

/** A decimal number as an address writes one: no exponent, no hex, no empty string. */
const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;

function coordinate(text: string | null, limit: number): number | null {
  if (text === null || !DECIMAL.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

/**
 * The position an address asks for, rounded again (a hand-written address may be precise):
 * `null` when it gives neither coordinate, `'invalid'` when one is missing, malformed or out of
 * range.
 */
export function positionOf(query: URLSearchParams): Position | 'invalid' | null {
  const latText = query.get(POSITION_PARAMS.lat);
  const lonText = query.get(POSITION_PARAMS.lon);
  if (latText === null && lonText === null) return null;
  const lat = coordinate(latText, 90);
  const lon = coordinate(lonText, 180);
  return lat === null || lon === null ? 'invalid' : { lat, lon };
}

/** The near-me page, without the locale; with a position, rounded. */
export function nearMePath(position?: Position): string {
  if (!position) return '/near-me';
  const { lat, lon } = roundPosition(position);
  return `/near-me?${POSITION_PARAMS.lat}=${lat}&${POSITION_PARAMS.lon}=${lon}`;
}
