import { Button, Link } from '@fairway/design-system';
import { COOKIE_CONSENT_DELAY_MS } from '@fairway/rules';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent, RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { COOKIE } from '../../platform/request/cookies.ts';
import { COOKIE_CONSENT_MAX_AGE_MS, hasConsentFlag } from './cookie-consent.ts';
import * as styles from './CookieConsent.css.ts';

const messages = defineMessages({
  label: { id: 'site.cookies.label', defaultMessage: 'Cookies' },
  text: {
    id: 'site.cookies.text',
    defaultMessage:
      'We use only the cookies the shop needs to work: your session, your language and your cart.',
  },
  policy: { id: 'site.cookies.policy', defaultMessage: 'Cookie policy' },
  accept: { id: 'site.cookies.accept', defaultMessage: 'Accept' },
});

/**
 * While the banner is open, the page scrolls what gets focus (a field, the result of a form) to
 * above it rather than behind it (WCAG 2.4.11, focus not obscured): the document's bottom scroll
 * padding follows the banner's height, which changes with the text and the width.
 */
function useKeepFocusAbove(banner: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // Its height and the gap it keeps from the bottom of the screen when it is stuck there.
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.scrollPaddingBottom = `${element.offsetHeight + gap}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [banner, open]);
}

const hasConsent = () => hasConsentFlag(document.cookie);

/**
 * Writes the flag a second after acceptance, or sooner if the page goes away first: a golfer who
 * accepts and at once pays (the card page is another document) or switches language must not
 * meet the banner again on the next page.
 */
function writeConsentSoon(): void {
  const write = () => {
    window.clearTimeout(timer);
    window.removeEventListener('pagehide', write);
    const expires = new Date(Date.now() + COOKIE_CONSENT_MAX_AGE_MS).toUTCString();
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE.cookieConsent}=1; Path=/; Expires=${expires}; SameSite=Lax${secure}`;
  };
  const timer = window.setTimeout(write, COOKIE_CONSENT_DELAY_MS);
  window.addEventListener('pagehide', write);
}
const noSubscription = () => () => undefined;

/**
 * The consent banner. The server renders it for a request without the consent flag, so it is
 * painted with the page and not after the scripts (it was the largest paint of a first visit). With
 * JavaScript the flag is written a second after acceptance (docs/product.md#navigation); without,
 * Accept posts the form and the server sets it. `renew` opens the banner again.
 */
export function CookieConsent({
  text,
  renew,
  onClosed,
  policyHref,
  consentedOnServer = true,
  returnTo,
}: {
  /**
   * The seller's cookie text (Textos/ObtenerTextoGenericoCookies) in the golfer's language, as
   * sanitized markup; null when the engine could not give it, and the site's own text stands in.
   */
  text: string | null;
  renew: boolean;
  onClosed: () => void;
  policyHref: string;
  /** Whether the page's request carried the consent flag (the server's view of the browser's). */
  consentedOnServer?: boolean;
  /** Where the form without JavaScript comes back to: this page's path and query. */
  returnTo: string;
}) {
  const intl = useIntl();
  // The request's flag is the browser's: a page rendered without the banner keeps it closed
  // when hydrated. The browser's own cookies decide only when the request had no flag (a banner
  // remounted after the golfer accepted it on another page of this visit).
  const consented = useSyncExternalStore(
    noSubscription,
    () => consentedOnServer || hasConsent(),
    () => consentedOnServer,
  );
  const [accepted, setAccepted] = useState(false);
  const open = renew || (!consented && !accepted);
  const bannerRef = useRef<HTMLElement>(null);
  useKeepFocusAbove(bannerRef, open);
  if (!open) return null;

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAccepted(true);
    onClosed();
    writeConsentSoon();
  }

  return (
    <section
      ref={bannerRef}
      className={styles.banner}
      aria-label={intl.formatMessage(messages.label)}
    >
      <form method="post" action="/api/cookie-consent" onSubmit={accept} className={styles.form}>
        <input type="hidden" name="next" value={returnTo} />
        {text ? (
          // Sanitized on the server (cookie-banner-text.server.ts), like every engine text.
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: text }} />
        ) : (
          <p className={styles.text}>{intl.formatMessage(messages.text)}</p>
        )}
        <Link href={policyHref}>{intl.formatMessage(messages.policy)}</Link>
        <Button type="submit">{intl.formatMessage(messages.accept)}</Button>
      </form>
    </section>
  );
}
