/**
 * The server puts the golfer's address on the request under this header, replacing whatever a
 * client sent under that name, so the engine's per-address limits (log-ins, look-ups by booking
 * reference) count each golfer apart instead of counting the whole shop as one.
 */
export const CLIENT_ADDRESS_HEADER = 'x-fairway-client-address';

export function clientAddressOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || undefined;
}
