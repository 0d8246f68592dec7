/**
 * The own API's answer to a method an endpoint does not take: 405 with the methods it does, in
 * JSON as its other refusals. Without it React Router answers a resource route's missing loader or
 * action with a 400 or 405 whose body says "Unexpected Server Error".
 */
export function methodNotAllowed(allow: 'GET' | 'POST'): Response {
  return Response.json(
    { ok: false, msg: 'Method not allowed' },
    { status: 405, headers: { allow } },
  );
}
