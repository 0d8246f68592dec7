/**
 * The payment flow's server half, one for every subject (./subjects): the payment step, the
 * gateway, and the ok and ko pages' reading of the reference. What differs between a cart and a
 * tournament entry is asked of the subject.
 */
import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { holdIsLive } from '../checkout/booking.ts';
import { ownerProof, parseReference } from '../checkout/booking.server.ts';
import { localePath } from '../../platform/locale.ts';
import {
  criticalFailure,
  pageCalls,
  pageContext,
} from '../../platform/engine/page-calls.server.ts';
import { engineProvider, openDropIn, payWithNonce } from './braintree.server.ts';
import { openRedsysForms } from './redsys.server.ts';
import type { PaymentSubject } from './subjects/subject.server.ts';

interface LoadArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The payment step: the blocking message, the hold's countdown, and on to the gateway by script
 * (a form's redirect chain may not leave the site: CSP form-action 'self'). It creates no payment
 * (the gateway does, once per visit), so reloading here leaves no pending payments behind.
 */
export async function paymentStep<View>(
  subject: PaymentSubject<View>,
  { request, context }: LoadArgs,
) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const exitHref = localePath(ctx.locale, subject.exitPath);
  const reference = subject.referenceOf(request);
  if (!reference) throw redirect(exitHref);
  const hold = await subject.readHold(calls, reference, ownerProof(request));
  if (!hold.ok) {
    // A hold this session cannot see any more is no hold to pay.
    if (hold.cod === 2) throw redirect(exitHref);
    criticalFailure(hold, calls.notice);
  }
  if (hold.data.status === 'confirmed')
    throw redirect(localePath(ctx.locale, `${subject.paths.outcomes}/ok`));
  return {
    locale: ctx.locale,
    live: holdIsLive(hold.data, Date.now()),
    expiresAt: hold.data.holdExpiresAt,
    summary: hold.data.summary,
    gatewayPath: localePath(ctx.locale, subject.paths.gateway),
    timestamp: Date.now(),
    againHref: localePath(ctx.locale, hold.data.againPath),
    notice: calls.notice,
  };
}

/**
 * The gateway (docs/decisions/0007, 0017): the browser is sent to the provider's hosted card page,
 * top level, and comes back to the subject's ok or ko page. Each visit asks the engine for one
 * new payment of the hold; the card page itself can be reloaded without coming back here. When
 * the engine pays through Braintree there is no hosted page: the gateway renders the Drop-in
 * (braintree.server.ts), whose Pay comes back to `paymentGatewayAction`. With Redsys the gateway
 * holds Redsys's signed forms itself, posted from the shop (redsys.server.ts, RedsysForm.tsx).
 */
export async function paymentGateway<View>(
  subject: PaymentSubject<View>,
  { request, context }: LoadArgs,
) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const backHref = localePath(ctx.locale, subject.exitPath);
  const reference = subject.referenceOf(request);
  if (!reference) throw redirect(backHref);
  const provider = await engineProvider(ctx, calls);
  // A saved card is paid by the engine from its token, with no card form: its card page path.
  const card = subject.cardChoice(ctx, request);
  const inShop =
    provider === 'braintree'
      ? card.idUsuarioTarjeta === undefined
        ? await openDropIn(ctx, calls, request, reference, subject.paths.outcomes, card)
        : null
      : provider === 'redsys'
        ? await openRedsysForms(subject, ctx, calls, request, reference)
        : null;
  // Not that provider after all (the engine's provider changed since the site read it: cod 3, and
  // no payment was opened), or a hold its call cannot carry (null): the engine's card page.
  const started =
    inShop && (inShop.ok || inShop.cod !== 3)
      ? inShop
      : await subject.startPayment(ctx, calls, request, reference);
  if (started.ok) {
    if (typeof started.data === 'string') throw redirect(started.data, 302);
    return data(
      { ...started.data.view, backHref, notice: calls.notice },
      { headers: started.data.headers },
    );
  }
  // Already paid (another tab, or the back button after paying): show it, not an error.
  if (await subject.isPaid(calls, reference, ownerProof(request)))
    throw redirect(localePath(ctx.locale, `${subject.paths.outcomes}/ok`));
  const otherCard = subject.otherCardPath(request);
  return {
    kind: 'failed' as const,
    message: started.msg,
    backHref,
    otherCardHref: otherCard ? localePath(ctx.locale, otherCard) : null,
    notice: calls.notice,
  };
}

/** The gateway's form: the Braintree Drop-in's Pay (braintree.server.ts `payWithNonce`). */
export async function paymentGatewayAction<View>(
  subject: PaymentSubject<View>,
  { request, context }: LoadArgs,
) {
  return payWithNonce(subject, pageContext(context), request);
}

/**
 * The ok or ko page. The card page appends the reference (`localizador`); the subject's cookie
 * covers a bare visit (or the app's webview). `missingPath` is where the golfer goes when there
 * is nothing to show.
 */
export async function paymentOutcome<View>(
  subject: PaymentSubject<View>,
  outcome: 'ok' | 'ko',
  missingPath: string,
  { request, context }: LoadArgs,
) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const base = {
    locale: ctx.locale,
    culture: ctx.culture,
    missingHref: localePath(ctx.locale, missingPath),
    notice: calls.notice,
  };
  const url = new URL(request.url);
  const reference =
    parseReference(url.searchParams.get('localizador')) ?? subject.referenceOf(request);
  if (!reference) return data({ ...base, view: { kind: 'missing' as const } });
  const answer = await subject.readOutcome(ctx, calls, request, reference, outcome);
  return data({ ...base, view: answer.view }, { headers: answer.headers });
}
