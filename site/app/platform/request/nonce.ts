/**
 * The server puts each response's CSP nonce on the request under this header. A header, not a
 * router context: the server file and the built app hold separate copies of every module.
 */
export const NONCE_HEADER = 'x-fairway-csp-nonce';

export function nonceOf(request: Request): string {
  return request.headers.get(NONCE_HEADER) ?? '';
}
