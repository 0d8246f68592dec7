/**
 * The payment step when the engine pays through Braintree: the hold's countdown, the Drop-in
 * (BraintreeDropIn.tsx) with its Pay, and the blocking message while the shop's server has the
 * engine charge the nonce (braintree.server.ts). The nonce goes to this page's own action, never
 * to the engine; the action sends the golfer on to the ok or ko page, or answers why not.
 */
import { HoldCountdown, PaymentMessage } from '@fairway/design-system';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useFetcher, useNavigation } from 'react-router';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import { BraintreeDropIn, PaymentRefused } from './BraintreeDropIn.tsx';
import { braintreeStepMessages } from './braintree.messages.ts';
import type { DropInView, PayRefusal } from './braintree.server.ts';
import type { GatewayTexts } from './PaymentPanels.tsx';
import { MessagePanel, PaymentPage } from './PaymentPanels.tsx';
import * as styles from './payment.css.ts';

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

export function BraintreeStep({
  texts,
  view,
  backHref,
}: {
  texts: Pick<GatewayTexts, 'title' | 'back'>;
  view: Omit<DropInView, 'kind'>;
  backHref: string;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PayRefusal>();
  const navigation = useNavigation();
  const [expired, setExpired] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  // The action's answer settles the Drop-in's Pay: a refusal (the golfer stays to try again) or
  // a redirect to the ok or ko page, which the router is following by now.
  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== 'idle' || !pending) return;
    waiting.current = null;
    if (fetcher.data?.error) pending.reject(new PaymentRefused(fetcher.data.error));
    else pending.resolve();
  }, [fetcher.state, fetcher.data]);

  const onNonce = (nonce: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.current = { resolve, reject };
      void fetcher.submit({ nonce }, { method: 'post' });
    });

  const finalising = fetcher.state !== 'idle' || navigation.state !== 'idle';

  if (expired)
    return (
      <PaymentPage title={intl.formatMessage(texts.title)}>
        <MessagePanel
          title={intl.formatMessage(texts.title)}
          text={intl.formatMessage(braintreeStepMessages.expired)}
          alert
        >
          <Link to={backHref}>{intl.formatMessage(texts.back)}</Link>
        </MessagePanel>
      </PaymentPage>
    );

  return (
    <PaymentPage title={intl.formatMessage(texts.title)}>
      {finalising ? <PaymentMessage className={styles.message} /> : null}
      {/* Hidden, not unmounted, while finalising: a refused card comes back to the same form. */}
      <div className={styles.panel} hidden={finalising}>
        <h1 className={styles.title}>{intl.formatMessage(texts.title)}</h1>
        <p className={styles.text}>{intl.formatMessage(braintreeStepMessages.intro)}</p>
        {hydrated ? (
          <HoldCountdown expiresAt={view.expiresAt} onExpire={() => setExpired(true)} />
        ) : null}
        {hydrated ? (
          <BraintreeDropIn
            clientToken={view.clientToken}
            amount={view.amount}
            currency={view.currency}
            onNonce={onNonce}
          />
        ) : null}
        <Link to={backHref}>{intl.formatMessage(texts.back)}</Link>
      </div>
    </PaymentPage>
  );
}
