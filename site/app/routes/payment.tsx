import { HoldCountdown, PaymentMessage } from '@fairway/design-system';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/payment';
import { holdIsLive } from '../features/checkout/booking.ts';
import {
  bookingLocatorOf,
  cookieLocale,
  ownerProof,
  readBooking,
  ssrRedirectPath,
} from '../features/checkout/booking.server.ts';
import { localePath } from '../platform/locale.ts';
import { useHydrated } from '../platform/browser/use-hydrated.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './payment.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  continue: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredText: NoMessageValues;
  backToCart: NoMessageValues;
}>({
  title: { id: 'site.payment.title', defaultMessage: 'Payment' },
  continue: { id: 'site.payment.continue', defaultMessage: 'Continue to payment' },
  expiredTitle: { id: 'site.payment.expiredTitle', defaultMessage: 'Your hold has expired' },
  expiredText: {
    id: 'site.payment.expiredText',
    defaultMessage:
      'The tee times were held for a limited time and are free again. Your cart still has them: check them and pay again.',
  },
  backToCart: { id: 'site.payment.backToCart', defaultMessage: 'Back to the cart' },
});

/** The holder's name, e-mail and booking are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The payment step: the blocking message, the hold's countdown, and straight on to the gateway.
 * It calls nothing that creates a payment (the gateway does, once per visit), so reloading here
 * leaves no pending payments behind.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ssr = ssrRedirectPath(url.pathname, cookieLocale(request), Date.now());
  if (ssr) throw redirect(ssr);
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const cartHref = localePath(ctx.locale, '/cart');
  const reference = bookingLocatorOf(request);
  if (!reference) throw redirect(cartHref);
  const booking = await readBooking(calls, reference, ownerProof(request), 'payment');
  if (!booking.ok) {
    // A hold this session cannot see any more is no hold to pay: back to the cart.
    if (booking.cod === 2) throw redirect(cartHref);
    criticalFailure(booking, calls.notice);
  }
  if (booking.data.status === 'confirmed')
    throw redirect(localePath(ctx.locale, '/payment-controller/ok'));
  const live = holdIsLive(booking.data, Date.now());
  return {
    locale: ctx.locale,
    live,
    expiresAt: booking.data.holdExpiresAt,
    gatewayPath: localePath(ctx.locale, '/payment-gateway'),
    timestamp: Date.now(),
    cartHref,
    notice: calls.notice,
  };
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { live, expiresAt, gatewayPath, timestamp, cartHref } = loaderData;
  const [expired, setExpired] = useState(!live);
  // The countdown reads the browser's clock; rendered after hydration so server and browser agree.
  const hydrated = useHydrated();

  // Straight on to the card page: one click ('Pay') from checkout to the card. `replace`, so the
  // browser's back button from the card page returns to checkout, not to a page that leaves again.
  useEffect(() => {
    if (!live) return;
    const timer = window.setTimeout(
      () => window.location.replace(`${gatewayPath}?timestamp=${timestamp}`),
      400,
    );
    return () => window.clearTimeout(timer);
  }, [live, gatewayPath, timestamp]);

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      {expired ? (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.expiredTitle)}</h1>
          <p className={styles.text}>{intl.formatMessage(messages.expiredText)}</p>
          <Link to={cartHref}>{intl.formatMessage(messages.backToCart)}</Link>
        </div>
      ) : (
        <>
          <PaymentMessage className={styles.message} />
          <div className={styles.panel}>
            {hydrated && expiresAt ? (
              <HoldCountdown expiresAt={expiresAt} onExpire={() => setExpired(true)} />
            ) : null}
            {/* A document link, not a client-side one: the gateway sends the browser off-site. */}
            <a
              href={`${gatewayPath}?timestamp=${timestamp}`}
              className={`${styles.linkButton} ${styles.fullWidth}`}
            >
              {intl.formatMessage(messages.continue)}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
