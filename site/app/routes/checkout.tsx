import {
  Button,
  cardBrandMessage,
  CartLine,
  Checkbox,
  HolderFields,
  OpensInNewTab,
  OrderSummary,
  ruleMessage,
  VisuallyHidden,
} from '@fairway/design-system';
import { clubWallClock, formatDate, formatPrice, formatTime } from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout';
import { CartPackLine } from '../features/cart/CartPackLine.tsx';
import type { CancellationPolicyView, SavedCardView } from '../features/checkout/booking.ts';
import {
  accountHolder,
  bookingCookie,
  guestCookies,
  guestOf,
  holdCart,
  parseCardChoice,
  savedCards,
  teeTimePolicy,
  validateHolder,
} from '../features/checkout/booking.server.ts';
import type { Holder, HolderErrors } from '../features/checkout/booking.server.ts';
import { cartLocatorOf, cartPromoOf, readCart } from '../features/cart/cart.server.ts';
import { zoneName } from '../features/catalog/club-date.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import type { PageCalls, PageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { visitCookiesExpire } from '../platform/request/session.server.ts';
import * as styles from './checkout.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  teeTimes: NoMessageValues;
  group: { club: string; course: string };
  guest: NoMessageValues;
  holder: NoMessageValues;
  login: { link: MessageTag };
  terms: { link: MessageTag };
  pay: { total: string };
  paying: NoMessageValues;
  policyOnline: { date: string; time: string; zone: string };
  policyContact: NoMessageValues;
  policyPassed: NoMessageValues;
  policyUnknown: NoMessageValues;
  incident: NoMessageValues;
  bookingAs: { name: string; email: string; strong: MessageTag };
  bookingsNote: { link: MessageTag };
  accountUnavailable: NoMessageValues;
  accountIncomplete: { link: MessageTag };
  cardTitle: NoMessageValues;
  payWith: NoMessageValues;
  cardNumber: { brand: string; last4: string; masked: MessageTag; hidden: MessageTag };
  cardExpires: { date: string; holder: string };
  cardExpired: { date: string; holder: string };
  newCard: NoMessageValues;
  saveCard: NoMessageValues;
  saveCardHint: NoMessageValues;
  cardUnavailable: NoMessageValues;
}>({
  title: { id: 'site.checkout.title', defaultMessage: 'Checkout' },
  teeTimes: { id: 'site.checkout.teeTimes', defaultMessage: 'Your tee times' },
  group: { id: 'site.checkout.group', defaultMessage: '{club} · {course}' },
  guest: { id: 'site.checkout.guest', defaultMessage: 'Continue as a guest' },
  holder: { id: 'site.checkout.holder', defaultMessage: 'Your details' },
  login: {
    id: 'site.checkout.login',
    defaultMessage: 'Do you have an account? <link>Log in</link>',
  },
  terms: {
    id: 'site.checkout.terms',
    defaultMessage: 'I accept the <link>terms and conditions</link>',
  },
  pay: { id: 'site.checkout.pay', defaultMessage: 'Pay {total}' },
  paying: { id: 'site.checkout.paying', defaultMessage: 'Holding your tee times…' },
  policyOnline: {
    id: 'site.checkout.policyOnline',
    defaultMessage: 'Free cancellation online until {date} at {time} ({zone})',
  },
  policyContact: {
    id: 'site.checkout.policyContact',
    defaultMessage: 'This golf course does not allow online cancellations: contact the club',
  },
  policyPassed: {
    id: 'site.checkout.policyPassed',
    defaultMessage: 'The online cancellation deadline for this tee time has passed',
  },
  policyUnknown: {
    id: 'site.checkout.policyUnknown',
    defaultMessage: 'The cancellation policy could not be loaded; ask the club before paying',
  },
  incident: {
    id: 'site.checkout.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
  bookingAs: {
    id: 'site.checkout.bookingAs',
    defaultMessage: 'Booking as <strong>{name}</strong>, {email}',
  },
  bookingsNote: {
    id: 'site.checkout.bookingsNote',
    defaultMessage: 'Once paid, the booking and its voucher are in <link>your bookings</link>.',
  },
  accountUnavailable: {
    id: 'site.checkout.accountUnavailable',
    defaultMessage:
      'Your account details could not be loaded. Reload the page, or log in again, before paying.',
  },
  accountIncomplete: {
    id: 'site.checkout.accountIncomplete',
    defaultMessage:
      'Your account needs a name, a surname and a valid e-mail for the booking: complete them in <link>your profile</link>.',
  },
  cardTitle: { id: 'site.checkout.cardTitle', defaultMessage: 'Payment card' },
  payWith: { id: 'site.checkout.payWith', defaultMessage: 'Pay with' },
  cardNumber: {
    id: 'site.checkout.cardNumber',
    defaultMessage: '{brand} <masked>•••• </masked><hidden>ending in </hidden>{last4}',
  },
  cardExpires: {
    id: 'site.checkout.cardExpires',
    defaultMessage: 'Expires {date} · {holder}',
  },
  cardExpired: {
    id: 'site.checkout.cardExpired',
    defaultMessage: 'Expired {date}: it cannot pay · {holder}',
  },
  newCard: { id: 'site.checkout.newCard', defaultMessage: 'Use another card' },
  saveCard: { id: 'site.checkout.saveCard', defaultMessage: 'Save this card for next time' },
  saveCardHint: {
    id: 'site.checkout.saveCardHint',
    defaultMessage:
      'The card’s payment provider keeps it for you; the shop never sees or stores its number.',
  },
  cardUnavailable: {
    id: 'site.checkout.cardUnavailable',
    defaultMessage: 'That saved card can no longer pay. Choose another card.',
  },
});

/** What checkout could not do for a logged-in golfer, said in their language. */
type Problem = 'accountUnavailable' | 'accountIncomplete' | 'cardUnavailable';

interface ActionAnswer {
  values: Holder & {
    terms: boolean;
    /** A logged-in golfer's choice: 'new' or a saved card's id. */
    card?: string;
    saveCard?: boolean;
  };
  errors: HolderErrors;
  /** The engine's refusal, already in the golfer's language; '' when it could not be reached. */
  formError: string | null;
  problem?: Problem;
}

const NO_HOLDER: Holder = { name: '', surname: '', email: '' };

/** The holder's name, e-mail and booking are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
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

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  if (ctx.session?.userToken) return accountAction(ctx, calls, request, text);
  const values = {
    name: text('name'),
    surname: text('surname'),
    email: text('email').trim(),
    terms: form.get('terms') === 'on',
  };
  const errors = validateHolder(values, values.terms);
  // Answered 200 like any form the golfer must correct: a 4xx on the data request would be logged
  // by the browser as a failed resource, though nothing failed.
  if (Object.keys(errors).length > 0)
    return data<ActionAnswer>({ values, errors, formError: null });
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
    return data<ActionAnswer>({ values, errors: {}, formError: hold.msg || '' });
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
async function accountAction(
  ctx: PageContext,
  calls: PageCalls,
  request: Request,
  text: (name: string) => string,
) {
  const saveCard = text('saveCard') === 'on';
  const values = {
    ...NO_HOLDER,
    terms: text('terms') === 'on',
    card: text('card'),
    saveCard,
  };
  const refuse = (answer: Partial<ActionAnswer>) =>
    data<ActionAnswer>({ values, errors: {}, formError: null, ...answer });
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

/**
 * A refused form changes nothing the loader read: the cart and its policies stay on screen. A
 * saved card that can no longer pay (deleted in another tab) is the exception: the list is read
 * again.
 */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((actionResult as Partial<ActionAnswer> | undefined)?.problem === 'cardUnavailable')
    return true;
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

const FIELDS = ['name', 'surname', 'email', 'terms'] as const;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const newTabHintId = useId();
  const navigation = useNavigation();
  const { locale, culture, cart, policies, guest, loggedIn, loginHref, termsHref } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const values = answer?.values ?? { ...guest, terms: false };
  const errors = answer?.errors ?? {};
  const problem = answer?.problem;
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // A second click before React re-renders the disabled button would send a second POST.
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle') submitted.current = false;
  }, [navigation.state]);
  const formRef = useRef<HTMLFormElement>(null);

  // The golfer is taken to what needs fixing, as a screen reader would need to be.
  useEffect(() => {
    const first = FIELDS.find((f) => answer?.errors[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [answer]);

  const error = (code: RuleCode | undefined) =>
    code ? intl.formatMessage(ruleMessage(code)) : undefined;

  function policyText(policy: CancellationPolicyView | null, timeZone: string) {
    if (!policy) return intl.formatMessage(messages.policyUnknown);
    if (policy.kind === 'contactClub' || !policy.deadline)
      return intl.formatMessage(messages.policyContact);
    if (policy.kind === 'deadlinePassed') return intl.formatMessage(messages.policyPassed);
    const local = clubWallClock(policy.deadline, timeZone);
    return intl.formatMessage(messages.policyOnline, {
      date: formatDate(local.slice(0, 10), locale, 'long'),
      time: formatTime(local),
      // The zone's name on the deadline's own day: it can differ from the tee time's (DST).
      zone: zoneName(timeZone, local.slice(0, 10), culture),
    });
  }

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <Form
        method="post"
        noValidate
        ref={formRef}
        className={styles.layout}
        onSubmit={(event) => {
          if (submitted.current) event.preventDefault();
          submitted.current = true;
        }}
      >
        <div className={styles.column}>
          <section aria-labelledby="checkout-tee-times" className={styles.section}>
            <h2 id="checkout-tee-times" className={styles.subtitle}>
              {intl.formatMessage(messages.teeTimes)}
            </h2>
            {cart.groups.map((group) => (
              <section key={`${group.clubId}|${group.courseId}`} className={styles.section}>
                <h3 className={styles.groupTitle}>
                  {intl.formatMessage(messages.group, {
                    club: group.clubName,
                    course: group.courseName,
                  })}
                </h3>
                <ul className={styles.list}>
                  {group.teeTimes.map((t) => (
                    <li key={t.key} className={styles.section}>
                      <CartLine
                        date={t.date}
                        time={t.time}
                        timeZoneName={zoneName(t.timeZone, t.date, culture)}
                        locale={locale}
                        players={t.players}
                        rates={t.rates}
                        services={t.services}
                        total={t.lineTotal}
                        headingLevel={4}
                      />
                      <p className={styles.policy}>
                        {policyText(policies[t.key] ?? null, t.timeZone)}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {(cart.packs ?? []).map((pack) => (
              <CartPackLine key={pack.key} pack={pack} locale={locale} headingLevel={3} />
            ))}
          </section>
          {loggedIn ? (
            <AccountSections
              account={loaderData.account}
              cards={loaderData.cards}
              bookingsHref={loaderData.bookingsHref}
              answer={answer}
            />
          ) : (
            <section aria-labelledby="checkout-holder" className={styles.section}>
              <h2 id="checkout-holder" className={styles.subtitle}>
                {intl.formatMessage(messages.guest)}
              </h2>
              <p className={styles.login}>
                {intl.formatMessage(messages.login, {
                  link: (chunks) => <Link to={loginHref}>{chunks}</Link>,
                })}
              </p>
              <div className={styles.fields}>
                <HolderFields defaultValues={values} errors={errors} />
              </div>
            </section>
          )}
        </div>
        <OrderSummary
          locale={locale}
          itemCount={cart.count}
          subtotal={cart.totals.subtotal}
          discount={cart.totals.discount}
          promoCode={cart.totals.promoCode}
          fee={cart.totals.fee}
          total={cart.totals.total}
          headingLevel={2}
          className={styles.summary}
        >
          <div className={styles.actions}>
            <Checkbox
              name="terms"
              required
              defaultChecked={values.terms}
              error={error(errors.terms)}
              label={intl.formatMessage(messages.terms, {
                link: (chunks) => (
                  <Link to={termsHref} target="_blank" aria-describedby={newTabHintId}>
                    {chunks}
                  </Link>
                ),
              })}
            />
            <OpensInNewTab id={newTabHintId} />
            {answer?.formError !== undefined && answer.formError !== null ? (
              <p role="alert" className={styles.error}>
                {answer.formError || intl.formatMessage(messages.incident)}
              </p>
            ) : null}
            {problem ? (
              <p role="alert" className={styles.error}>
                {intl.formatMessage(messages[problem], {
                  link: (chunks: ReactNode[]) => <Link to={loaderData.profileHref}>{chunks}</Link>,
                })}
              </p>
            ) : null}
            <Button type="submit" fullWidth disabled={busy} aria-disabled={busy}>
              {busy
                ? intl.formatMessage(messages.paying)
                : intl.formatMessage(messages.pay, {
                    total: formatPrice(cart.totals.total, locale),
                  })}
            </Button>
          </div>
        </OrderSummary>
      </Form>
    </div>
  );
}

/**
 * A logged-in golfer's part of checkout: who the booking is for (their account, not a form), and
 * which card pays: one of their saved cards, or a new one they may keep for next time.
 */
function AccountSections({
  account,
  cards,
  bookingsHref,
  answer,
}: {
  account: Holder | null;
  cards: SavedCardView[];
  bookingsHref: string;
  answer: ActionAnswer | undefined;
}) {
  const intl = useIntl();
  const usable = cards.filter((c) => !c.expired);
  const [choice, setChoice] = useState(
    answer?.values.card ?? (usable[0] ? String(usable[0].id) : 'new'),
  );
  const offered = cards.some((c) => String(c.id) === choice && !c.expired) ? choice : 'new';
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  const masked = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;

  return (
    <>
      <section aria-labelledby="checkout-holder" className={styles.section}>
        <h2 id="checkout-holder" className={styles.subtitle}>
          {intl.formatMessage(messages.holder)}
        </h2>
        {account ? (
          <>
            <p className={styles.login} data-testid="checkout-account">
              {intl.formatMessage(messages.bookingAs, {
                name: `${account.name} ${account.surname}`.trim(),
                email: account.email,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <p className={styles.policy}>
              {intl.formatMessage(messages.bookingsNote, {
                link: (chunks) => <Link to={bookingsHref}>{chunks}</Link>,
              })}
            </p>
          </>
        ) : (
          <p className={styles.error}>{intl.formatMessage(messages.accountUnavailable)}</p>
        )}
      </section>
      <section aria-labelledby="checkout-card" className={styles.section}>
        <h2 id="checkout-card" className={styles.subtitle}>
          {intl.formatMessage(messages.cardTitle)}
        </h2>
        {cards.length > 0 ? (
          <fieldset className={styles.cardOptions}>
            <legend className={styles.legend}>{intl.formatMessage(messages.payWith)}</legend>
            {cards.map((card) => (
              <label key={card.id} className={styles.cardOption}>
                <input
                  type="radio"
                  name="card"
                  value={String(card.id)}
                  className={styles.radio}
                  disabled={card.expired}
                  checked={offered === String(card.id)}
                  onChange={() => setChoice(String(card.id))}
                />
                <span className={styles.cardNumber}>
                  {intl.formatMessage(messages.cardNumber, {
                    brand: intl.formatMessage(cardBrandMessage, { brand: card.brand }),
                    last4: card.last4,
                    masked,
                    hidden,
                  })}
                </span>
                <span className={styles.cardFacts}>
                  {intl.formatMessage(card.expired ? messages.cardExpired : messages.cardExpires, {
                    date: card.expiry,
                    holder: card.holder,
                  })}
                </span>
              </label>
            ))}
            <label className={styles.cardOption}>
              <input
                type="radio"
                name="card"
                value="new"
                className={styles.radio}
                checked={offered === 'new'}
                onChange={() => setChoice('new')}
              />
              <span className={styles.cardNumber}>{intl.formatMessage(messages.newCard)}</span>
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="card" value="new" />
        )}
        {offered === 'new' ? (
          <Checkbox
            name="saveCard"
            defaultChecked={answer?.values.saveCard ?? false}
            label={intl.formatMessage(messages.saveCard)}
            hint={intl.formatMessage(messages.saveCardHint)}
          />
        ) : null}
      </section>
    </>
  );
}
