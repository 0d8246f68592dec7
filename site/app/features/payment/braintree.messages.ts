import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** Braintree's Drop-in on the payment step (BraintreeDropIn.tsx). */
export const dropInMessages = defineMessages<{
  loading: NoMessageValues;
  failed: NoMessageValues;
  pay: { amount: string };
  payFailed: NoMessageValues;
}>({
  loading: { id: 'site.payment.dropIn.loading', defaultMessage: 'Loading the secure card form…' },
  failed: {
    id: 'site.payment.dropIn.failed',
    defaultMessage:
      'The card form could not be loaded. Check your connection and reload the page; your places stay held until the countdown ends.',
  },
  pay: { id: 'site.payment.dropIn.pay', defaultMessage: 'Pay {amount}' },
  payFailed: {
    id: 'site.payment.dropIn.payFailed',
    defaultMessage: 'The payment could not be completed. Check the card details and try again.',
  },
});
