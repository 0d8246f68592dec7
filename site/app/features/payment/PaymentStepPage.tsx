import { HoldCountdown, PaymentMessage } from '@fairway/design-system';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import type { paymentStep } from './flow.server.ts';
import { GatewayLink, MessagePanel, PaymentPage } from './PaymentPanels.tsx';
import * as styles from './payment.css.ts';

/** The texts of one subject's payment step. */
export interface StepTexts {
  title: MessageDescriptor;
  /** What is being paid for, with `tournament` and `count`; shown when the loader gives one. */
  summary?: MessageDescriptor;
  continue: MessageDescriptor;
  expiredTitle: MessageDescriptor;
  expiredText: MessageDescriptor;
  back: MessageDescriptor;
}

/** What the flow's step loader answers. */
type StepData = Awaited<ReturnType<typeof paymentStep>>;

/**
 * The payment step: the blocking message and the hold's countdown, and straight on to the card
 * page, one click ('Pay') from the form. Once the hold has lapsed, the way back to make it again.
 */
export function PaymentStepPage({ texts, data }: { texts: StepTexts; data: StepData }) {
  const intl = useIntl();
  const { live, expiresAt, summary, gatewayPath, timestamp, againHref } = data;
  const [expired, setExpired] = useState(!live);
  // The countdown reads the browser's clock; rendered after hydration so server and browser agree.
  const hydrated = useHydrated();
  const gateway = `${gatewayPath}?timestamp=${timestamp}`;

  // `replace`, so the browser's back button from the card page returns to the form, not to a
  // page that leaves again.
  useEffect(() => {
    if (!live) return;
    const timer = window.setTimeout(() => window.location.replace(gateway), 400);
    return () => window.clearTimeout(timer);
  }, [live, gateway]);

  return (
    <PaymentPage title={intl.formatMessage(texts.title)}>
      {expired ? (
        <MessagePanel
          title={intl.formatMessage(texts.expiredTitle)}
          text={intl.formatMessage(texts.expiredText)}
        >
          <Link to={againHref}>{intl.formatMessage(texts.back)}</Link>
        </MessagePanel>
      ) : (
        <>
          <PaymentMessage className={styles.message} />
          <div className={styles.panel}>
            {summary && texts.summary ? (
              <p className={styles.text}>{intl.formatMessage(texts.summary, summary)}</p>
            ) : null}
            {hydrated && expiresAt ? (
              <HoldCountdown expiresAt={expiresAt} onExpire={() => setExpired(true)} />
            ) : null}
            <GatewayLink href={gateway} fullWidth>
              {intl.formatMessage(texts.continue)}
            </GatewayLink>
          </div>
        </>
      )}
    </PaymentPage>
  );
}
