/**
 * Set by the site's server (server.ts, http-limits.server.ts) on a request whose body it refused;
 * the request reaches React Router as a GET without its body, and the root answers 413 with the
 * error page in the golfer's language. A header, as NONCE_HEADER, for the same reason: the server
 * file and the built app hold separate copies of every module.
 */
export const BODY_TOO_LARGE_HEADER = 'x-fairway-body-too-large';
