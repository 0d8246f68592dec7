import {
  Button,
  Checkbox,
  HolderFields,
  OpensInNewTab,
  OrderSummary,
  ruleMessage,
} from '@fairway/design-system';
import { formatPrice } from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout';
import { orderItems } from '../features/cart/cart.ts';
import { AccountSections } from '../features/checkout/AccountSections.tsx';
import { CheckoutTeeTimes } from '../features/checkout/CheckoutTeeTimes.tsx';
import { payCheckout, readCheckout } from '../features/checkout/checkout.server.ts';
import type { CheckoutAnswer } from '../features/checkout/checkout.server.ts';
import { checkoutPageMessages as messages } from '../features/checkout/checkout-page.messages.ts';
import * as styles from '../features/checkout/checkout.css.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';

/** The holder's name, e-mail and booking are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  return readCheckout(ctx, pageCalls(ctx, request), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  return payCheckout(ctx, pageCalls(ctx, request), request);
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
  if ((actionResult as Partial<CheckoutAnswer> | undefined)?.problem === 'cardUnavailable')
    return true;
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

const FIELDS = ['name', 'surname', 'email', 'terms'] as const;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const newTabHintId = useId();
  const navigation = useNavigation();
  const { locale, culture, cart, policies, guest, loggedIn, loginHref, termsHref } = loaderData;
  const answer = actionData as CheckoutAnswer | undefined;
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
          <CheckoutTeeTimes cart={cart} policies={policies} locale={locale} culture={culture} />
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
          {...orderItems(cart)}
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
