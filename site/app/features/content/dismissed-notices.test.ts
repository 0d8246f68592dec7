// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dismissedValue, readDismissed, rememberDismissed } from './dismissed-notices.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
  }
}
afterEach(clearCookies);

describe('dismissed notices', () => {
  it('belong to the session that dismissed them', () => {
    const value = dismissedValue(77, ['1', '3']);
    expect([...readDismissed(value, 77)]).toEqual(['1', '3']);
    expect(readDismissed(value, 78).size).toBe(0);
    expect(readDismissed(undefined, 77).size).toBe(0);
  });

  it('keep only ids, whatever a forged cookie holds', () => {
    expect([...readDismissed('77:1.<script>.2.', 77)]).toEqual(['1', '2']);
    expect(readDismissed('x:1.2', 77).size).toBe(0);
    expect(
      readDismissed(`77:${Array.from({ length: 80 }, (_, i) => i + 1).join('.')}`, 77).size,
    ).toBe(50);
  });

  it('are written by the browser to expire with the session’s token', () => {
    const expires = Date.now() + 3_600_000;
    document.cookie = 'sessionId=77; Path=/';
    document.cookie = `tokenExpires=${expires}; Path=/`;
    rememberDismissed(['1']);
    rememberDismissed(['2', '1']);
    const cookie = document.cookie
      .split('; ')
      .find((c) => c.startsWith('dismissedNotices='))
      ?.slice('dismissedNotices='.length);
    expect([...readDismissed(decodeURIComponent(cookie ?? ''), 77)]).toEqual(['1', '2']);
  });

  it('are not written without a session to belong to', () => {
    rememberDismissed(['1']);
    expect(document.cookie).not.toContain('dismissedNotices');
  });
});
