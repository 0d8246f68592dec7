// @vitest-environment jsdom
import { COOKIE_CONSENT_DELAY_MS } from '@fairway/rules';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { CookieConsent } from './CookieConsent.tsx';

function banner(consentedOnServer: boolean, onClosed = () => undefined) {
  return (
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <CookieConsent
        text={null}
        renew={false}
        onClosed={onClosed}
        policyHref="/en/cookies-policy"
        consentedOnServer={consentedOnServer}
        returnTo="/en/region/costa-del-sol?idReg=1"
      />
    </IntlProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie = 'cookieConsent=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the cookie consent banner', () => {
  it('is in the server’s markup for a browser without the flag, as a form that works without script', () => {
    const html = renderToString(banner(false));
    expect(html).toContain('aria-label="Cookies"');
    expect(html).toContain('action="/api/cookie-consent"');
    expect(html).toContain('name="next" value="/en/region/costa-del-sol?idReg=1"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Accept<\/button>/);
  });

  it('is not in the server’s markup for a browser that accepted', () => {
    expect(renderToString(banner(true))).toBe('');
  });

  it('stays closed when hydrated after a request that carried the flag, whatever the script can read', () => {
    // A cookie the request carried but the page's script cannot see (sent by a proxy or a tool).
    expect(document.cookie).not.toContain('cookieConsent=1');
    render(banner(true));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('opens for a request without the flag, and stays closed when the browser has it', () => {
    const { unmount } = render(banner(false));
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
    unmount();
    document.cookie = 'cookieConsent=1; Path=/';
    render(banner(false));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('with script, closes at once and writes the flag a second later without posting', async () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    render(banner(false, onClosed));
    // Heard where the event ends, after React's own listener on the root has had it.
    const submitted = vi.fn();
    const hear = (event: Event) => submitted(event.defaultPrevented);
    document.addEventListener('submit', hear);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    document.removeEventListener('submit', hear);
    expect(submitted).toHaveBeenCalledWith(true);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(document.cookie).not.toContain('cookieConsent=1');
    await act(() => vi.advanceTimersByTimeAsync(COOKIE_CONSENT_DELAY_MS));
    expect(document.cookie).toContain('cookieConsent=1');
  });

  it('writes the flag when the page goes away before that second, as when Pay leaves for the card page', () => {
    vi.useFakeTimers();
    render(banner(false));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).not.toContain('cookieConsent=1');
    window.dispatchEvent(new Event('pagehide'));
    expect(document.cookie).toContain('cookieConsent=1');
    // The second's timer was cleared with it: nothing is left to run.
    expect(vi.getTimerCount()).toBe(0);
  });
});
