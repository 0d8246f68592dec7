/**
 * A page address as a log line may hold it: the golfer's position ("near me", `lat` and `lon`)
 * replaced, so no log keeps where a golfer was (issue 27: the position is never stored).
 */
const POSITION_IN_QUERY = /([?&](?:lat|lon)=)[^&#]*/gi;

export function redactPosition(url: string): string {
  return url.replace(POSITION_IN_QUERY, '$1redacted');
}
