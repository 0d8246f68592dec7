/**
 * Which notices of the board the golfer dismissed, for the rest of the session (the engine token's
 * life). Kept in a cookie the browser writes and the server reads, so a dismissed notice is left
 * out of the next server render instead of flashing before hydration. The value carries its
 * session id, so a renewed session starts with every notice shown again.
 */
import { parseId } from '@fairway/rules';
import { COOKIE } from './cookie-names.ts';

const ID_PATTERN = /^\d{1,10}$/;
// A board holds a handful of notices; a bound keeps a forged cookie from growing the header.
const MAX_IDS = 50;

/** The ids dismissed in this session; none when the cookie belongs to another session. */
export function readDismissed(value: string | undefined, sessionId: number): Set<string> {
  if (!value) return new Set();
  const [owner, list = ''] = value.split(':');
  if (parseId(owner) !== sessionId) return new Set();
  return new Set(
    list
      .split('.')
      .filter((id) => ID_PATTERN.test(id))
      .slice(0, MAX_IDS),
  );
}

export function dismissedValue(sessionId: number, ids: Iterable<string>): string {
  const list = [...new Set(ids)].filter((id) => ID_PATTERN.test(id)).slice(0, MAX_IDS);
  return `${sessionId}:${list.join('.')}`;
}

function browserCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

/**
 * Browser side: adds the ids to this session's dismissed notices. The cookie expires with the
 * token (its expiry cookie is readable by scripts, the token itself is not). Without a session
 * cookie the dismissal lasts only until the next page.
 */
export function rememberDismissed(ids: Iterable<string>): void {
  const cookies = browserCookies();
  const sessionId = parseId(cookies[COOKIE.sessionId]);
  const expires = Number(cookies[COOKIE.tokenExpires]);
  if (sessionId === null || !Number.isFinite(expires)) return;
  const all = [...readDismissed(cookies[COOKIE.dismissedNotices], sessionId), ...ids];
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${COOKIE.dismissedNotices}=${encodeURIComponent(dismissedValue(sessionId, all))}` +
    `; Path=/; Expires=${new Date(expires).toUTCString()}; SameSite=Lax${secure}`;
}
