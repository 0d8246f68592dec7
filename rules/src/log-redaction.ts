/**
 * What the site's and the engine's logs never keep: tokens, passwords, e-mails, phone numbers and
 * card fields. Both loggers (engine/src/log.ts, site/app/platform/log.server.ts) give pino the
 * field names below as redact paths, and pass every string they write through `redactText`,
 * because an error message or an address may carry the same values outside any named field.
 */

/** Field names whose value is censored wherever pino meets them (the contract's names and HTTP's). */
export const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'token',
  'userToken',
  'clientToken',
  'tokenRecuperacion',
  'refreshToken',
  'accessToken',
  'apiKey',
  'secret',
  'nonce',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'emailContacto',
  'telefono',
  'movil',
  'phone',
  'numeroTarjeta',
  'caducidadTarjeta',
  'cardNumber',
  'cvv',
  'cvc',
  'pan',
] as const;

/**
 * pino's redact paths for `SECRET_FIELDS` at the top of a line and up to three objects down
 * (`req.headers.authorization`, `req.body.datos.email`): deeper than the shapes any log line has.
 */
export function redactPaths(): string[] {
  const prefixes = ['', '*', '*.*', '*.*.*'];
  return prefixes.flatMap((prefix) =>
    SECRET_FIELDS.map((field) => {
      if (!/^\w+$/.test(field)) return `${prefix}["${field}"]`;
      return prefix ? `${prefix}.${field}` : field;
    }),
  );
}

export const CENSOR = '[redacted]';

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
/** 13 to 19 digits, maybe grouped by spaces or hyphens: a card number. */
const CARD = /(?<![\w.])\d(?:[ -]?\d){12,18}(?![\w.])/g;
/** 9 to 15 digits, maybe after a + and grouped by spaces: a phone number (a date has 8). */
const PHONE = /(?<![\w.])\+?\d(?:[ ]?\d){8,14}(?![\w.])/g;
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;
const FIELD_NAMES = SECRET_FIELDS.join('|').replace(/-/g, '\\-');
/** A secret in a query string, a form body or a cookie header (`?token=…&email=…`). */
const SECRET_PARAM = new RegExp(`((?:^|[?&;\\s])(?:${FIELD_NAMES})=)[^&#\\s;]*`, 'gi');
/** A secret in JSON quoted inside a text (`{"password":"…"}`). */
const SECRET_JSON = new RegExp(`("(?:${FIELD_NAMES})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');

/** A text as a log may keep it: the values that look like a secret or a golfer's contact replaced. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_PARAM, `$1${CENSOR}`)
    .replace(SECRET_JSON, `$1"${CENSOR}"`)
    .replace(BEARER, `$1 ${CENSOR}`)
    .replace(EMAIL, CENSOR)
    .replace(CARD, CENSOR)
    .replace(PHONE, CENSOR);
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Every string of a plain value passed through `redactText`; anything else (an Error, a Request)
 * is left for the logger's serializers, which redact their own output.
 */
export function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = redactStrings(item, depth + 1);
  return out;
}

/**
 * An error as a logger's serializer wrote it, redacted: pino's has its own prototype, so its
 * fields are copied first; anything not an object (an error given as text) is redacted as it is.
 */
export function redactSerialized(serialized: unknown): unknown {
  if (typeof serialized !== 'object' || serialized === null) return redactStrings(serialized);
  return redactStrings({ ...serialized });
}

/** A Fetch request as a log line holds it: method, address and headers, their secrets censored. */
export function requestForLog(request: Request): {
  method: string;
  url: string;
  headers: Record<string, string>;
} {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { method: request.method, url: redactText(request.url), headers };
}
