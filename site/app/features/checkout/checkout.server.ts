import { data, redirect } from 'react-router';
import { cartLocatorOf, cartPromoOf, readCart } from '../cart/cart.server.ts';
import type { CancellationPolicyView } from './booking.ts';
import {
  accountHolder,
  bookingCookie,
  guestCookies,
  formText,
  guestOf,
  holdCart,
  holderFields,
  parseCardChoice,
  savedCards,
  teeTimePolicy,
  validateHolder,
} from './booking.server.ts';
import type { Holder, HolderErrors } from './booking.server.ts';
import { localePath } from '../../platform/locale.ts';
import type { PageCalls, PageContext } from '../../platform/engine/page-calls.server.ts';
import { visitCookiesExpire } from '../../platform/request/session.server.ts';

/** What checkout could not do for a logged-in golfer, said in their language. */
export type CheckoutProblem = 'accountUnavailable' | 'accountIncomplete' | 'cardUnavailable';

export interface CheckoutAnswer {
  values: Holder & {
    terms: boolean;
    /** A logged-in golfer's choice: 'new' or a saved card's id. */
    card?: string;
    saveCard?: boolean;
  };
  errors: HolderErrors;
  /** The engine's refusal, already in the golfer's language; '' when it could not be reached. */
  formError: string | null;
  problem?: CheckoutProblem;
}

const NO_HOLDER: Holder = { name: '', surname: '', email: '' };

/**
 * The order as it will be booked, with each tee time's cancellation terms and, for a logged-in
 * golfer, their account and saved cards. An empty cart goes back to the cart page.
 */
export async function readCheckout(ctx: PageContext, calls: PageCalls, request: Request) {
  const locator = cartLocatorOf(request);
  const cart = await readCart(calls, locator, { promoCode: cartPromoOf(request, locator) });
  if (!cart || cart.count === 0) throw redirect(localePath(ctx.locale, '/cart'));
  const teeTimes = cart.groups.flatMap((g) => g.teeTimes);
  const loggedIn = Boolean(ctx.session?.userToken);
  // A logged-in golfer books as their account (read here, and again when paying) and may pay
  // with a saved card; a card list that cannot be read only means a card is typed in.
  const [policies, account, cards] = await Promise.all([
    Promise.all(teeTimes.map((t) => teeTimePolicy(calls, t))),
    loggedIn ? accountHolder(calls) : null,
    loggedIn ? savedCards(calls, new Date()) : null,
  ]);
  const path = new URL(request.url).pathname;
  return {
    locale: ctx.locale,
    culture: ctx.culture,
    cart,
    policies: Object.fromEntries(teeTimes.map((t, i) => [t.key, policies[i] ?? null])) as Record<
      string,
      CancellationPolicyView | null
    >,
    guest: loggedIn ? NO_HOLDER : guestOf(request),
    loggedIn,
    account: account?.ok ? account.data : null,
    cards: cards?.ok ? cards.data : [],
    bookingsHref: localePath(ctx.locale, '/private-area/bookings'),
    profileHref: localePath(ctx.locale, '/private-area/my-profile'),
    // The login page sends the golfer back here (its `next`), so the order is not lost.
    loginHref: `${localePath(ctx.locale, '/login')}?next=${encodeURIComponent(path)}`,
    termsHref: localePath(ctx.locale, '/terms-and-conditions'),
    notice: calls.notice,
  };
}

/** Pay: the holder is checked, then the engine holds the whole cart and the golfer goes on to pay. */
export async function payCheckout(ctx: PageContext, calls: PageCalls, request: Request) {
  const form = await request.formData();
  if (ctx.session?.userToken) return accountAction(ctx, calls, request, form);
  const values = { ...holderFields(form), terms: form.get('terms') === 'on' };
  const errors = validateHolder(values, values.terms);
  // Answered 200 like any form the golfer must correct: a 4xx on the data request would be logged
  // by the browser as a failed resource, though nothing failed.
  if (Object.keys(errors).length > 0)
    return data<CheckoutAnswer>({ values, errors, formError: null });
  const locator = cartLocatorOf(request);
  if (!locator) throw redirect(localePath(ctx.locale, '/cart'));
  // The engine books the cart it stores (an emptied or outdated one is refused with its message),
  // with the code the cart page applied (remembered for this cart only).
  const hold = await holdCart(calls, {
    cartLocator: locator,
    holder: values,
    promoCode: cartPromoOf(request, locator),
  });
  if (!hold.ok)
    // Nothing was held: the engine books all the tee times or none.
    return data<CheckoutAnswer>({ values, errors: {}, formError: hold.msg || '' });
  const expires = visitCookiesExpire(ctx.session);
  const headers = new Headers();
  for (const cookie of guestCookies(values, !ctx.session?.userToken, expires, ctx.cookieSecure))
    headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', bookingCookie(hold.data.reference, expires, ctx.cookieSecure));
  throw redirect(`${localePath(ctx.locale, '/payment')}?timestamp=${Date.now()}`, { headers });
}

/**
 * A logged-in golfer's Pay. The holder is their account, read again here (the browser sends no
 * name or e-mail), and the hold is made with their user credentials, so the booking is theirs
 * and listed in their bookings as soon as it is paid. Everything is checked before the hold:
 * a refusal leaves nothing held and no cookie set.
 */
async function accountAction(ctx: PageContext, calls: PageCalls, request: Request, form: FormData) {
  const saveCard = form.get('saveCard') === 'on';
  const values = {
    ...NO_HOLDER,
    terms: form.get('terms') === 'on',
    // 'new' or a saved card's id (parseCardChoice takes at most 10 digits).
    card: formText(form, 'card', 10),
    saveCard,
  };
  const refuse = (answer: Partial<CheckoutAnswer>) =>
    data<CheckoutAnswer>({ values, errors: {}, formError: null, ...answer });
  if (!values.terms) return refuse({ errors: { terms: 'terms.required' } });
  const choice = parseCardChoice(values.card, saveCard);
  if (!choice) return refuse({ problem: 'cardUnavailable' });
  const [account, cards] = await Promise.all([
    accountHolder(calls),
    choice.kind === 'saved' ? savedCards(calls, new Date()) : null,
  ]);
  if (!account.ok) return refuse({ problem: 'accountUnavailable' });
  if (Object.keys(validateHolder(account.data, true)).length > 0)
    return refuse({ problem: 'accountIncomplete' });
  // The engine refuses another user's or an expired card too; asked first, nothing is held for
  // a card that cannot pay, and the golfer is told in words of their own.
  if (
    choice.kind === 'saved' &&
    !(cards?.ok && cards.data.some((c) => c.id === choice.cardId && !c.expired))
  )
    return refuse({ problem: 'cardUnavailable' });
  const locator = cartLocatorOf(request);
  if (!locator) throw redirect(localePath(ctx.locale, '/cart'));
  const hold = await holdCart(calls, {
    cartLocator: locator,
    holder: account.data,
    promoCode: cartPromoOf(request, locator),
  });
  if (!hold.ok) return refuse({ formError: hold.msg || '' });
  const expires = visitCookiesExpire(ctx.session);
  const headers = new Headers();
  // The account's e-mail is the owner proof the payment pages send with the reference.
  for (const cookie of guestCookies(account.data, false, expires, ctx.cookieSecure))
    headers.append('Set-Cookie', cookie);
  headers.append(
    'Set-Cookie',
    bookingCookie(hold.data.reference, expires, ctx.cookieSecure, choice),
  );
  throw redirect(`${localePath(ctx.locale, '/payment')}?timestamp=${Date.now()}`, { headers });
}
