/** Methods whose request carries a body an action reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Why a request to a page's action cannot be read as the form every action reads
 * (`request.formData()`, which throws on anything else and made a 500): 415 for a body of another
 * type (JSON, plain text, none), 400 for a form that does not parse (a multipart body without its
 * boundary or cut short). Null for a form, or a method that carries no body.
 */
export async function unreadableForm(request: Request): Promise<400 | 415 | null> {
  if (!BODY_METHODS.has(request.method.toUpperCase())) return null;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.includes(type)) return 415;
  try {
    // A clone: the action reads the body again. Bodies are at most BODY_LIMIT_BYTES (64 KB) here.
    await request.clone().formData();
    return null;
  } catch {
    return 400;
  }
}
