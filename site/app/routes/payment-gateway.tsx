import { useIntl, defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/payment-gateway';
import {
  bookingLocatorOf,
  cardChoiceOf,
  cardPageFields,
  cardPageUrl,
  cookieLocale,
  ownerProof,
  readBooking,
  returnUrls,
  ssrRedirectPath,
} from '../features/checkout/booking.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './payment.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  failed: NoMessageValues;
  incident: NoMessageValues;
  backToCart: NoMessageValues;
  otherCard: NoMessageValues;
}>({
  title: { id: 'site.gateway.title', defaultMessage: 'Payment' },
  failed: { id: 'site.gateway.failed', defaultMessage: 'The payment could not be started' },
  incident: {
    id: 'site.gateway.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
  backToCart: { id: 'site.gateway.backToCart', defaultMessage: 'Back to the cart' },
  otherCard: { id: 'site.gateway.otherCard', defaultMessage: 'Choose another card' },
});

/**
 * The gateway (docs/decisions/0007): the browser is sent to the provider's hosted card page, top
 * level, and comes back to payment-controller ok or ko. Each visit asks the engine for one new
 * payment of the hold; the card page itself can be reloaded without coming back here.
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
  const proof = ownerProof(request);
  // A logged-in golfer's card choice from checkout (a saved card, or keep the new one); the
  // engine checks that a saved card is this user's and that the booking is theirs.
  const choice = cardChoiceOf(request);
  const fields = cardPageFields(choice, Boolean(ctx.session?.userToken));
  const card = await cardPageUrl(calls, reference, proof, returnUrls(request, ctx.locale), fields);
  if (card.ok) throw redirect(card.data, 302);
  // Already paid (another tab, or the back button after paying): show the booking, not an error.
  const booking = await readBooking(calls, reference, proof, 'payment');
  if (booking.ok && booking.data.status === 'confirmed')
    throw redirect(localePath(ctx.locale, '/payment-controller/ok'));
  return {
    message: card.msg,
    cartHref,
    // A saved card refused (deleted in another tab, expired): checkout offers the others, and
    // the hold is still there to pay.
    checkoutHref: choice?.kind === 'saved' ? localePath(ctx.locale, '/checkout') : null,
    notice: calls.notice,
  };
}

export default function PaymentGatewayPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      <div className={styles.panel}>
        <h1 className={styles.title}>{intl.formatMessage(messages.failed)}</h1>
        {/* The engine's reason (e.g. the hold expired), already in the golfer's language. */}
        <p role="alert" className={styles.text}>
          {loaderData.message || intl.formatMessage(messages.incident)}
        </p>
        {loaderData.checkoutHref ? (
          <Link to={loaderData.checkoutHref}>{intl.formatMessage(messages.otherCard)}</Link>
        ) : null}
        <Link to={loaderData.cartHref}>{intl.formatMessage(messages.backToCart)}</Link>
      </div>
    </div>
  );
}
