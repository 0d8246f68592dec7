/**
 * Braintree on the payment step (docs/payments.md, Braintree): when the engine pays through
 * Braintree, the gateway opens the payment with ObtenerDatosBraintree and renders the Drop-in
 * instead of sending the golfer to a hosted card page; the Drop-in's nonce comes back to this
 * site's own action, which forwards it to the engine with the booking's proof from the cookies
 * and sends the golfer to the subject's ok or ko page. The browser never names the payment nor
 * talks to the engine.
 */
import { reserva } from '@fairway/contract';
import type { Locale } from '@fairway/rules';
import type { MessageDescriptor } from 'react-intl';
import { createIntl } from 'react-intl';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { ownerProof } from '../checkout/booking.server.ts';
import type { CardPageFields } from './card-page.server.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { localePath } from '../../platform/locale.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import { frontConfigFor } from '../../platform/engine/front-config.server.ts';
import type { PageCalls, PageContext } from '../../platform/engine/page-calls.server.ts';
import {
  clearCookie,
  COOKIE,
  parseCookies,
  serializeCookie,
} from '../../platform/request/cookies.ts';
import { contentSecurityPolicy } from '../../platform/request/csp.server.ts';
import { nonceOf } from '../../platform/request/nonce.ts';
import { cacheDeps, engine } from '../../platform/request/request-context.server.ts';
import { visitCookiesExpire } from '../../platform/request/session.server.ts';
import { braintreePayMessages } from './braintree.messages.ts';
import { returnUrls } from './card-page.server.ts';
import type { PaymentSubject } from './subjects/subject.server.ts';

/**
 * The provider the engine pays through, in the engine's own words (its front configuration's
 * `pasarela`, kept in the name cache like the rest of it): the site keeps no copy of the engine's
 * settings. Null when the engine could not say; the gateway then takes the card page's way.
 */
export async function engineProvider(ctx: PageContext, calls: PageCalls): Promise<string | null> {
  const config = await frontConfigFor(calls, { ...cacheDeps(), culture: ctx.culture });
  return config?.paymentProvider ?? null;
}

/** What the gateway renders for Braintree: the Drop-in's client token and what it pays. */
export interface DropInView {
  kind: 'dropIn';
  clientToken: string;
  amount: number;
  currency: string;
  /** The hold's end (ISO), for the countdown. */
  expiresAt: string;
}

/**
 * Opens one Braintree payment of the hold (ObtenerDatosBraintree, proven as the card page is) and
 * remembers its id in an HttpOnly cookie tied to the reference, so the action can name it without
 * asking the browser. Answers the view and the page's headers (the cookie; the site's policy with
 * Braintree's sources, on this page only; no copy kept anywhere), or the engine's refusal.
 */
export async function openDropIn(
  ctx: PageContext,
  calls: PageCalls,
  request: Request,
  reference: string,
  outcomes: string,
  card: CardPageFields = {},
): Promise<EngineResult<{ view: DropInView; headers: Headers }>> {
  if (card.salvarTarjeta !== undefined) {
    // The owner's wish to keep the card (or not) is told first: the sale of the Drop-in's nonce
    // then vaults it on their Customer (engine: braintree-cards.ts).
    const kept = await calls.call(
      reserva.modificarSalvarTarjeta,
      { localizador: reference, salvarTarjeta: card.salvarTarjeta },
      { action: 'payment', noShow: true },
    );
    if (!kept.ok) return kept;
  }
  const answer = await calls.call(
    reserva.obtenerDatosBraintree,
    {
      localizador: reference,
      ...ownerProof(request),
      ...returnUrls(request, ctx.locale, outcomes),
    },
    { action: 'payment', noShow: true },
  );
  if (!answer.ok) return answer;
  const d = answer.data.datos;
  return {
    ok: true,
    data: {
      view: {
        kind: 'dropIn',
        clientToken: d.clientToken,
        amount: d.importe,
        currency: d.moneda,
        expiresAt: d.fechaExpiracion,
      },
      headers: new Headers({
        'Content-Security-Policy': contentSecurityPolicy(nonceOf(request), { braintree: true }),
        'Cache-Control': 'private, no-store',
        'Set-Cookie': serializeCookie(COOKIE.braintreePayment, `${reference}:${d.idPago}`, {
          expires: visitCookiesExpire(ctx.session),
          secure: ctx.cookieSecure,
        }),
      }),
    },
  };
}

/** The payment the gateway opened for this reference, from its cookie; null for any other. */
export function openPaymentOf(request: Request, reference: string): string | null {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.braintreePayment] ?? '';
  const colon = value.indexOf(':');
  if (colon < 0 || value.slice(0, colon) !== reference) return null;
  const id = value.slice(colon + 1);
  return /^[\w-]{1,100}$/.test(id) ? id : null;
}

/**
 * A Drop-in nonce as Braintree makes them (letters, digits, `_` and `-`; the engine takes up to
 * 4000 characters). Anything else never reaches the engine.
 */
const nonceSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,4000}$/);

/** What the action answers when the golfer stays on the step: the reason, in their language. */
export interface PayRefusal {
  error: string;
}

function say(locale: Locale, message: MessageDescriptor): string {
  return createIntl({ locale, messages: messagesFor(locale), defaultLocale: 'en' }).formatMessage(
    message,
  );
}

/**
 * The step's Pay: the Drop-in's nonce, forwarded to the engine (POST /pasarela/braintree/pago)
 * with the payment the gateway opened and the booking's reference and holder's e-mail from the
 * cookies. The sale's verdict goes to the subject's ok or ko page, which read the outcome from the
 * engine again; a nonce refused before any sale leaves the payment open, and the golfer stays on
 * the step to try another card while the hold lives.
 */
export async function payWithNonce<View>(
  subject: PaymentSubject<View>,
  ctx: PageContext,
  request: Request,
) {
  const reference = subject.referenceOf(request);
  if (!reference) throw redirect(localePath(ctx.locale, subject.exitPath));
  const refuse = (message: MessageDescriptor, status: number) =>
    data<PayRefusal>({ error: say(ctx.locale, message) }, { status });
  const form = await request.formData();
  const nonce = nonceSchema.safeParse(form.get('nonce'));
  if (!nonce.success) return refuse(braintreePayMessages.nonceNotValid, 400);
  const idPago = openPaymentOf(request, reference);
  const email = ownerProof(request).email;
  if (!idPago || !email) return refuse(braintreePayMessages.paymentNotFound, 409);

  const answer = await engine().payBraintree(
    { idPago, localizador: reference, email, nonce: nonce.data },
    ctx.creds.clientAddress,
  );
  const outcome = (page: 'ok' | 'ko') =>
    redirect(
      `${localePath(ctx.locale, `${subject.paths.outcomes}/${page}`)}?localizador=${reference}`,
      { headers: { 'Set-Cookie': clearCookie(COOKIE.braintreePayment, ctx.cookieSecure) } },
    );
  if (answer.kind === 'charged') throw outcome(answer.outcome === 'succeeded' ? 'ok' : 'ko');
  if (answer.kind === 'unanswered') return refuse(braintreePayMessages.noAnswer, 502);
  switch (answer.error) {
    // Refused before any processor saw it (an unknown or used nonce): nothing was charged.
    case 'payment method not valid':
      return refuse(braintreePayMessages.cardRefused, 400);
    case 'request not valid':
      return refuse(braintreePayMessages.nonceNotValid, 400);
    // Paid already (another tab), or the hold lapsed: the ko page says which, and goes to the ok
    // page when the booking is paid.
    case 'payment not open':
      throw outcome('ko');
    case 'payment not found':
      return refuse(braintreePayMessages.paymentNotFound, 409);
    case 'too many attempts':
      return refuse(braintreePayMessages.tooMany, 429);
    // The sale was made and voided (another currency or sum than the hold's): a merchant
    // configuration fault, nothing for the golfer to fix.
    case 'amount or currency not valid':
      return refuse(braintreePayMessages.notCharged, 502);
    // 'provider unreachable': the sale's fate is unknown; it must not be paid again.
    default:
      return refuse(braintreePayMessages.noAnswer, 502);
  }
}
