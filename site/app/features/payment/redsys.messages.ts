import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** The payment page's Redsys forms (RedsysForm.tsx), for a cart and a tournament entry alike. */
export const redsysMessages = defineMessages<{
  choose: NoMessageValues;
  intro: NoMessageValues;
  payByCard: { amount: string };
  payWithBizum: { amount: string };
  expired: NoMessageValues;
  startAgain: NoMessageValues;
}>({
  choose: { id: 'site.payment.redsys.choose', defaultMessage: 'Choose how to pay' },
  intro: {
    id: 'site.payment.redsys.intro',
    defaultMessage:
      'You pay on Redsys, the secure payment page of Spanish banks; Fairway never sees your card.',
  },
  payByCard: { id: 'site.payment.redsys.payByCard', defaultMessage: 'Pay {amount} by card' },
  payWithBizum: {
    id: 'site.payment.redsys.payWithBizum',
    defaultMessage: 'Pay {amount} with Bizum',
  },
  expired: {
    id: 'site.payment.redsys.expired',
    defaultMessage: 'The time to pay has run out: the places are no longer held.',
  },
  startAgain: { id: 'site.payment.redsys.startAgain', defaultMessage: 'Start again' },
});
