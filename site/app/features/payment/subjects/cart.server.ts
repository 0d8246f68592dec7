/**
 * The tee-time cart as what is paid for (multipacks go into the cart and pay with it): held at
 * checkout under the booking cookie, paid on the card page, confirmed as a booking with its
 * voucher; a declined card's hold is made again from the same cart.
 */
import { redirect } from 'react-router';
import { holdIsLive } from '../../checkout/booking.ts';
import {
  bookingCookie,
  bookingLocatorOf,
  bookingPolicy,
  cardChoiceOf,
  holdCart,
  ownerProof,
  readBooking,
} from '../../checkout/booking.server.ts';
import {
  cartLocatorOf,
  clearCartCookie,
  clearCartPromoCookie,
  emptyCart,
} from '../../cart/cart.server.ts';
import { localePath } from '../../../platform/locale.ts';
import { criticalFailure } from '../../../platform/engine/page-calls.server.ts';
import type { PageCalls, PageContext } from '../../../platform/engine/page-calls.server.ts';
import { visitCookiesExpire } from '../../../platform/request/session.server.ts';
import { cardPageFields, cardPageUrl, returnUrls } from '../card-page.server.ts';
import { readPaymentOutcome } from '../booking-outcome.server.ts';
import { redsysPayment } from '../redsys.server.ts';
import { paidVoucher } from '../voucher.server.ts';
import type { CartKoView, CartConfirmedView, CartOutcomeView, MissingView } from '../views.ts';
import { statusUrl } from './subject.server.ts';
import type { PaymentSubject } from './subject.server.ts';

const OUTCOMES = '/payment-controller';

export const cartSubject: PaymentSubject<CartOutcomeView> = {
  name: 'cart',
  paths: { step: '/payment', gateway: '/payment-gateway', outcomes: OUTCOMES },
  exitPath: '/cart',
  referenceOf: bookingLocatorOf,
  async readHold(calls, reference, proof) {
    const booking = await readBooking(calls, reference, proof, 'payment');
    if (!booking.ok) return booking;
    const { status, holdExpiresAt } = booking.data;
    return { ok: true, data: { status, holdExpiresAt, summary: null, againPath: '/cart' } };
  },
  // The engine checks that a saved card is this user's and that the booking is theirs.
  cardChoice: (ctx, request) =>
    cardPageFields(cardChoiceOf(request), Boolean(ctx.session?.userToken)),
  startPayment(ctx, calls, request, reference) {
    const fields = cartSubject.cardChoice(ctx, request);
    return cardPageUrl(
      calls,
      reference,
      ownerProof(request),
      returnUrls(request, ctx.locale, OUTCOMES),
      fields,
    );
  },
  startRedsys(ctx, calls, request, reference) {
    // A saved card, or a new one to keep, is told to the engine's card page only.
    const fields = cartSubject.cardChoice(ctx, request);
    if (fields.idUsuarioTarjeta !== undefined || fields.salvarTarjeta) return null;
    return redsysPayment(
      calls,
      reference,
      ownerProof(request),
      returnUrls(request, ctx.locale, OUTCOMES),
    );
  },
  async isPaid(calls, reference, proof) {
    const booking = await readBooking(calls, reference, proof, 'payment');
    return booking.ok && booking.data.status === 'confirmed';
  },
  // A saved card refused (deleted in another tab, expired): checkout offers the others, and the
  // hold is still there to pay.
  otherCardPath: (request) => (cardChoiceOf(request)?.kind === 'saved' ? '/checkout' : null),
  readStatus: readPaymentOutcome,
  readOutcome,
};

async function readOutcome(
  ctx: PageContext,
  calls: PageCalls,
  request: Request,
  reference: string,
  outcome: 'ok' | 'ko',
): Promise<{ view: CartOutcomeView; headers?: Headers }> {
  if (outcome === 'ko') return { view: await koView(ctx, calls, reference, request) };
  const state = await readPaymentOutcome(calls, reference, ownerProof(request));
  if (!state.ok) {
    if (state.cod === 2) return { view: { kind: 'missing' } };
    criticalFailure(state, calls.notice);
  }
  if (state.data === 'pending')
    return { view: { kind: 'pending', statusUrl: statusUrl('cart', reference, ctx.locale) } };
  if (state.data === 'failed') return { view: await koView(ctx, calls, reference, request) };

  const view = await confirmedView(ctx, calls, reference, request);
  // Paid: the cart is done with. The booking cookie stays, so a reload shows the same booking
  // (the engine queued the confirmation e-mail once, when the payment confirmed it).
  const headers = new Headers();
  const cartLocator = cartLocatorOf(request);
  if (cartLocator) {
    await emptyCart(calls, cartLocator);
    headers.append('Set-Cookie', clearCartCookie(ctx.cookieSecure));
    headers.append('Set-Cookie', clearCartPromoCookie(ctx.cookieSecure));
  }
  return { view, headers };
}

async function koView(
  ctx: PageContext,
  calls: PageCalls,
  reference: string,
  request: Request,
): Promise<CartKoView | MissingView> {
  const booking = await readBooking(calls, reference, ownerProof(request), 'booking');
  if (!booking.ok) {
    if (booking.cod === 2) return { kind: 'missing' };
    criticalFailure(booking, calls.notice);
  }
  if (booking.data.status === 'confirmed') {
    // Paid after all (e.g. a retry in another tab): the ko address must not hide a booking.
    const url = new URL(request.url);
    throw redirect(`${localePath(ctx.locale, `${OUTCOMES}/ok`)}${url.search}`);
  }
  const live = holdIsLive(booking.data, Date.now());
  return {
    kind: 'ko',
    live,
    expiresAt: live ? booking.data.holdExpiresAt : null,
    gatewayPath: localePath(ctx.locale, '/payment-gateway'),
    timestamp: Date.now(),
    cartHref: localePath(ctx.locale, '/cart'),
  };
}

async function confirmedView(
  ctx: PageContext,
  calls: PageCalls,
  reference: string,
  request: Request,
): Promise<CartConfirmedView> {
  const proof = ownerProof(request);
  const [booking, policy, paid] = await Promise.all([
    readBooking(calls, reference, proof, 'booking'),
    bookingPolicy(calls, reference, proof),
    paidVoucher(calls, reference, proof),
  ]);
  if (!booking.ok) criticalFailure(booking, calls.notice);
  return {
    kind: 'confirmed',
    reference,
    amountPaid: booking.data.total,
    lines: booking.data.lines,
    policy,
    voucher: paid.voucher,
    qr: paid.qr,
    calendarHref: `/api/booking-calendar?ref=${reference}&locale=${ctx.locale}`,
  };
}

/**
 * 'Try again' after a declined card. A hold that still lives goes back to the gateway; one the
 * decline released is made again from the same cart for the same holder (the golfer accepted the
 * terms for this order at checkout), then on to the payment step and the gateway. Answers the
 * engine's refusal, or throws the redirect.
 */
export async function retryCart(
  ctx: PageContext,
  calls: PageCalls,
  request: Request,
): Promise<{ retryError: string }> {
  // Back through the payment step (same origin), which moves on to the gateway by script: a
  // form's redirect chain may not leave the site (CSP form-action 'self').
  const payment = `${localePath(ctx.locale, '/payment')}?timestamp=${Date.now()}`;
  const cartHref = localePath(ctx.locale, '/cart');
  const reference = bookingLocatorOf(request);
  if (!reference) throw redirect(cartHref);
  const previous = await readBooking(calls, reference, ownerProof(request), 'payment');
  if (!previous.ok) return { retryError: previous.msg };
  if (previous.data.status === 'confirmed')
    throw redirect(localePath(ctx.locale, `${OUTCOMES}/ok`));
  if (holdIsLive(previous.data, Date.now())) throw redirect(payment);
  const cartLocator = cartLocatorOf(request);
  if (!cartLocator) throw redirect(cartHref);
  const hold = await holdCart(calls, {
    cartLocator,
    holder: previous.data.holder,
    promoCode: previous.data.promoCode,
  });
  if (!hold.ok) return { retryError: hold.msg };
  const expires = visitCookiesExpire(ctx.session);
  throw redirect(payment, {
    // The new hold is paid the way checkout was told (a saved card, or keep the new one).
    headers: {
      'Set-Cookie': bookingCookie(
        hold.data.reference,
        expires,
        ctx.cookieSecure,
        cardChoiceOf(request),
      ),
    },
  });
}
