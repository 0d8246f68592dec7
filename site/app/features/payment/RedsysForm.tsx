/**
 * Redsys on the shop's own payment page (issue 26): the engine's signed forms, posted top level
 * to Redsys's page, by card and, when the merchant offers it, by Bizum. Plain forms, so they pay
 * without JavaScript too; once hydrated, a card form with no alternative submits itself behind
 * the blocking message, as the engine's card page is opened straight from the payment step. With
 * Bizum beside it the golfer chooses, so nothing is sent for them. No card number passes through
 * the shop: the golfer types it on Redsys's page (or confirms in their bank's app, for Bizum).
 */
import { Button, HoldCountdown, PaymentMessage } from '@fairway/design-system';
import { formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import type { MessageDescriptor } from 'react-intl';
import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import type { RedsysFields, RedsysPayment } from './redsys.ts';
import { redsysMessages as m } from './redsys.messages.ts';
import { PaymentPage } from './PaymentPanels.tsx';
import * as styles from './payment.css.ts';
import * as own from './redsys.css.ts';

/**
 * Came back to this page with the browser's back button (from Redsys's page): the golfer left
 * Redsys on purpose, so the page waits for a click instead of sending them there again.
 */
function arrivedByHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

function RedsysPostForm({
  action,
  fields,
  label,
  variant,
  onSubmit,
  formRef,
}: {
  action: string;
  fields: RedsysFields;
  label: string;
  variant: 'primary' | 'secondary';
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    <form method="post" action={action} onSubmit={onSubmit} ref={formRef}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} fullWidth>
        {label}
      </Button>
    </form>
  );
}

export function RedsysForm({ payment, backHref }: { payment: RedsysPayment; backHref: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const cardForm = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const [expired, setExpired] = useState(false);
  const amount = formatPrice(payment.amount, intl.locale as Locale);
  const single = payment.bizum === null;

  useEffect(() => {
    if (!single || arrivedByHistory()) return;
    // The blocking message is already up (one way to pay), and the button stays for a browser
    // that does not leave at once, as the payment step keeps its link.
    cardForm.current?.submit();
  }, [single]);

  // Restored from the back-forward cache: the page as it was when it left, minus the wait.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setSent(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  return (
    <>
      {single || sent ? <PaymentMessage className={styles.message} /> : null}
      <div className={`${styles.panel} ${own.leaves}`} hidden={sent}>
        {single || sent ? null : <h1 className={styles.title}>{intl.formatMessage(m.choose)}</h1>}
        <p className={styles.text}>{intl.formatMessage(m.intro)}</p>
        {hydrated ? (
          <HoldCountdown expiresAt={payment.expiresAt} onExpire={() => setExpired(true)} />
        ) : null}
        {expired ? (
          <>
            <p role="alert" className={styles.text}>
              {intl.formatMessage(m.expired)}
            </p>
            <Link to={backHref}>{intl.formatMessage(m.startAgain)}</Link>
          </>
        ) : (
          <div className={own.forms}>
            <RedsysPostForm
              action={payment.action}
              fields={payment.card}
              label={intl.formatMessage(m.payByCard, { amount })}
              variant="primary"
              onSubmit={() => setSent(true)}
              formRef={cardForm}
            />
            {payment.bizum ? (
              <RedsysPostForm
                action={payment.action}
                fields={payment.bizum}
                label={intl.formatMessage(m.payWithBizum, { amount })}
                variant="secondary"
                onSubmit={() => setSent(true)}
              />
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}

/** The gateway's page when the engine pays through Redsys: its forms under the subject's title. */
export function RedsysPaymentPage({
  title,
  payment,
  backHref,
}: {
  title: MessageDescriptor;
  payment: RedsysPayment;
  backHref: string;
}) {
  const intl = useIntl();
  return (
    <PaymentPage title={intl.formatMessage(title)}>
      <RedsysForm payment={payment} backHref={backHref} />
    </PaymentPage>
  );
}
