import { Button, Link } from '@fairway/design-system';
import { COOKIE_CONSENT_DELAY_MS } from '@fairway/design-system/rules';
import { useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { COOKIE } from '../lib/cookie-names.ts';
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

const CONSENT_COOKIE = COOKIE.cookieConsent;

function hasConsent(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === `${CONSENT_COOKIE}=1`);
}
const noSubscription = () => () => undefined;

/**
 * The consent banner. The server renders none (it cannot read the flag the browser keeps); the
 * flag is written a second after acceptance (SPEC.md section 9). `renew` opens it again.
 */
export function CookieConsent({
  text,
  renew,
  onClosed,
  policyHref,
}: {
  /**
   * The seller's cookie text (Textos/ObtenerTextoGenericoCookies) in the golfer's language, as
   * sanitized markup; null when the engine could not give it, and the site's own text stands in.
   */
  text: string | null;
  renew: boolean;
  onClosed: () => void;
  policyHref: string;
}) {
  const intl = useIntl();
  const consented = useSyncExternalStore(noSubscription, hasConsent, () => true);
  const [accepted, setAccepted] = useState(false);
  const open = renew || (!consented && !accepted);
  if (!open) return null;

  function accept() {
    setAccepted(true);
    onClosed();
    window.setTimeout(() => {
      const expires = new Date(Date.now() + 365 * 86_400_000).toUTCString();
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${CONSENT_COOKIE}=1; Path=/; Expires=${expires}; SameSite=Lax${secure}`;
    }, COOKIE_CONSENT_DELAY_MS);
  }

  return (
    <section className={styles.banner} aria-label={intl.formatMessage(messages.label)}>
      {text ? (
        // Sanitized on the server (lib/cookie-text.server.ts), like every engine text.
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <p className={styles.text}>{intl.formatMessage(messages.text)}</p>
      )}
      <Link href={policyHref}>{intl.formatMessage(messages.policy)}</Link>
      <Button onClick={accept}>{intl.formatMessage(messages.accept)}</Button>
    </section>
  );
}
