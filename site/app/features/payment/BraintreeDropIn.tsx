/**
 * Braintree's Drop-in (`braintree-web-drop-in`) on the payment step, when the engine pays through
 * Braintree. The Drop-in's code is fetched by a dynamic import only once this component mounts in
 * the browser, so no other page (and no server render) carries it; its card fields are Braintree's
 * own frames, so no card number passes through the shop. The golfer's click asks the Drop-in for a
 * one-time nonce, with 3-D Secure for the amount (the bank's challenge runs in Braintree's frame
 * when it asks for one), and hands it to `onNonce`, which takes it to the engine (it charges it).
 */
import { Button } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { dropInMessages } from './braintree.messages.ts';
import * as styles from './payment.css.ts';

/** The Drop-in's own translations, by the shop's locale. */
export const DROP_IN_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  sv: 'sv_SE',
};

type State = 'loading' | 'ready' | 'paying' | 'failed';

/**
 * What `onNonce` rejects with when the shop knows why the payment did not go through: its message,
 * already in the golfer's language, is shown instead of the general one.
 */
export class PaymentRefused extends Error {}

export function BraintreeDropIn({
  clientToken,
  amount,
  currency,
  onNonce,
}: {
  /** From the engine (ObtenerDatosBraintree), for this payment. */
  clientToken: string;
  /** In the currency's units, as the engine holds it. */
  amount: number;
  currency: string;
  /** Takes the nonce to the engine; rejects when the payment did not go through. */
  onNonce: (nonce: string) => Promise<void>;
}) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<Dropin | null>(null);
  const [state, setState] = useState<State>('loading');
  // The failure's text, or true for the general one.
  const [payFailed, setPayFailed] = useState<string | boolean>(false);
  const notAuthenticated = intl.formatMessage(dropInMessages.notAuthenticated);
  const locale = DROP_IN_LOCALES[intl.locale as Locale] ?? DROP_IN_LOCALES.en;

  useEffect(() => {
    // Unmounted before the Drop-in was ready (a fast navigation, React's strict double effect):
    // the instance made late is torn down rather than left in a detached container.
    let gone = false;
    const element = container.current;
    if (!element) return;
    // The import alone, in a statement of its own: Vite wraps a dynamic import's whole chain in
    // its preload helper, which reports any rejection of it as a failed chunk load, and the site
    // reloads the page on those (chunk-reload.ts). The Drop-in failing to start (Braintree's
    // client API unreachable) must show the failure, not reload the page into a new payment.
    const loading = import('braintree-web-drop-in');
    loading
      .then((dropin) =>
        dropin.create({
          authorization: clientToken,
          container: element,
          locale,
          threeDSecure: true,
        }),
      )
      .then((created) => {
        if (gone) {
          void created.teardown();
          return;
        }
        instance.current = created;
        setState('ready');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      const created = instance.current;
      instance.current = null;
      if (created) void created.teardown();
    };
  }, [clientToken, locale]);

  async function pay() {
    const dropin = instance.current;
    if (!dropin || state !== 'ready') return;
    setState('paying');
    setPayFailed(false);
    let nonce: string;
    try {
      const method = await dropin.requestPaymentMethod({
        threeDSecure: { amount: amount.toFixed(2) },
      });
      // The bank could have authenticated the holder and did not (a failed or abandoned
      // challenge): a charge would carry the fraud risk back to the shop, so none is made.
      const card = method.type === 'CreditCard' ? method : null;
      if (card?.liabilityShiftPossible && !card.liabilityShifted) {
        dropin.clearSelectedPaymentMethod();
        setPayFailed(notAuthenticated);
        setState('ready');
        return;
      }
      nonce = method.nonce;
    } catch {
      // The Drop-in shows what is wrong with the card fields itself.
      setState('ready');
      return;
    }
    try {
      await onNonce(nonce);
    } catch (error) {
      // A nonce is single use: the Drop-in must be asked for a new one on the next try.
      dropin.clearSelectedPaymentMethod();
      setPayFailed(error instanceof PaymentRefused && error.message ? error.message : true);
      setState('ready');
    }
  }

  return (
    <div className={styles.dropIn}>
      {state === 'loading' ? (
        <p role="status" className={styles.text}>
          {intl.formatMessage(dropInMessages.loading)}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className={styles.text}>
          {intl.formatMessage(dropInMessages.failed)}
        </p>
      ) : null}
      <div ref={container} />
      {payFailed ? (
        <p role="alert" className={styles.text}>
          {typeof payFailed === 'string' ? payFailed : intl.formatMessage(dropInMessages.payFailed)}
        </p>
      ) : null}
      {state === 'ready' || state === 'paying' ? (
        <Button fullWidth disabled={state === 'paying'} onClick={() => void pay()}>
          {intl.formatMessage(dropInMessages.pay, {
            amount: intl.formatNumber(amount, { style: 'currency', currency }),
          })}
        </Button>
      ) : null}
    </div>
  );
}
