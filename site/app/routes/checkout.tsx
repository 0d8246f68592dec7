import { Button, CartLine, Checkbox, OrderSummary, TextField } from '@fairway/design-system';
import { formatDate, formatPrice, formatTime, RULE_MESSAGES } from '@fairway/design-system/rules';
import type { RuleCode } from '@fairway/design-system/rules';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout';
import { clubLocal } from '../lib/booking.ts';
import type { CancellationPolicyView } from '../lib/booking.ts';
import {
  bookingCookie,
  guestCookies,
  guestOf,
  holdCart,
  teeTimePolicy,
  validateHolder,
} from '../lib/booking.server.ts';
import type { Holder, HolderErrors } from '../lib/booking.server.ts';
import { cartLocatorOf, cartPromoOf, readCart } from '../lib/cart.server.ts';
import { zoneName } from '../lib/club-date.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './checkout.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  teeTimes: NoMessageValues;
  group: { club: string; course: string };
  guest: NoMessageValues;
  holder: NoMessageValues;
  login: { link: MessageTag };
  name: NoMessageValues;
  surname: NoMessageValues;
  email: NoMessageValues;
  terms: { link: MessageTag };
  pay: { total: string };
  paying: NoMessageValues;
  policyOnline: { date: string; time: string; zone: string };
  policyContact: NoMessageValues;
  policyPassed: NoMessageValues;
  policyUnknown: NoMessageValues;
  incident: NoMessageValues;
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
  name: { id: 'site.checkout.name', defaultMessage: 'Name' },
  surname: { id: 'site.checkout.surname', defaultMessage: 'Surname' },
  email: { id: 'site.checkout.email', defaultMessage: 'E-mail' },
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
});

interface ActionAnswer {
  values: Holder & { terms: boolean };
  errors: HolderErrors;
  /** The engine's refusal, already in the golfer's language; '' when it could not be reached. */
  formError: string | null;
}

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
  const policies = await Promise.all(teeTimes.map((t) => teeTimePolicy(calls, t)));
  const path = new URL(request.url).pathname;
  return {
    locale: ctx.locale,
    culture: ctx.culture,
    cart,
    policies: Object.fromEntries(teeTimes.map((t, i) => [t.key, policies[i] ?? null])) as Record<
      string,
      CancellationPolicyView | null
    >,
    guest: guestOf(request),
    loggedIn: Boolean(ctx.session?.userToken),
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
  const expires = new Date(ctx.session?.tokenExpires ?? Date.now() + 3_600_000);
  const headers = new Headers();
  for (const cookie of guestCookies(values, !ctx.session?.userToken, expires, ctx.cookieSecure))
    headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', bookingCookie(hold.data.reference, expires, ctx.cookieSecure));
  throw redirect(`${localePath(ctx.locale, '/payment')}?timestamp=${Date.now()}`, { headers });
}

/** A refused form changes nothing the loader read: the cart and its policies stay on screen. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

function ruleMessage(code: RuleCode | undefined): { id: string; defaultMessage: string } | null {
  return code ? { id: code, defaultMessage: RULE_MESSAGES[code] } : null;
}

const FIELDS = ['name', 'surname', 'email', 'terms'] as const;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, culture, cart, policies, guest, loggedIn, loginHref, termsHref } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const values = answer?.values ?? { ...guest, terms: false };
  const errors = answer?.errors ?? {};
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

  const error = (code: RuleCode | undefined) => {
    const message = ruleMessage(code);
    return message ? intl.formatMessage(message) : undefined;
  };

  function policyText(policy: CancellationPolicyView | null, timeZone: string) {
    if (!policy) return intl.formatMessage(messages.policyUnknown);
    if (policy.kind === 'contactClub' || !policy.deadline)
      return intl.formatMessage(messages.policyContact);
    if (policy.kind === 'deadlinePassed') return intl.formatMessage(messages.policyPassed);
    const local = clubLocal(policy.deadline, timeZone);
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
          </section>
          <section aria-labelledby="checkout-holder" className={styles.section}>
            <h2 id="checkout-holder" className={styles.subtitle}>
              {intl.formatMessage(loggedIn ? messages.holder : messages.guest)}
            </h2>
            {loggedIn ? null : (
              <p className={styles.login}>
                {intl.formatMessage(messages.login, {
                  link: (chunks) => <Link to={loginHref}>{chunks}</Link>,
                })}
              </p>
            )}
            <div className={styles.fields}>
              <TextField
                name="name"
                label={intl.formatMessage(messages.name)}
                required
                autoComplete="given-name"
                maxLength={200}
                defaultValue={values.name}
                error={error(errors.name)}
              />
              <TextField
                name="surname"
                label={intl.formatMessage(messages.surname)}
                required
                autoComplete="family-name"
                maxLength={200}
                defaultValue={values.surname}
                error={error(errors.surname)}
              />
              <TextField
                name="email"
                type="email"
                label={intl.formatMessage(messages.email)}
                required
                autoComplete="email"
                maxLength={254}
                defaultValue={values.email}
                error={error(errors.email)}
              />
            </div>
          </section>
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
                  <Link to={termsHref} target="_blank">
                    {chunks}
                  </Link>
                ),
              })}
            />
            {answer?.formError !== undefined && answer.formError !== null ? (
              <p role="alert" className={styles.error}>
                {answer.formError || intl.formatMessage(messages.incident)}
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
