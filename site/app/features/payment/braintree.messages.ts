import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** Braintree's Drop-in on the payment step (BraintreeDropIn.tsx). */
export const dropInMessages = defineMessages<{
  loading: NoMessageValues;
  failed: NoMessageValues;
  pay: { amount: string };
  payFailed: NoMessageValues;
  notAuthenticated: NoMessageValues;
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
  notAuthenticated: {
    id: 'site.payment.dropIn.notAuthenticated',
    defaultMessage:
      'Your bank could not confirm it is you (3-D Secure), so nothing was charged. Try again, or use another card.',
  },
});

/** The Braintree payment step's own words (BraintreeStep.tsx, braintree.server.ts). */
export const braintreeStepMessages = defineMessages<{
  intro: NoMessageValues;
  expired: NoMessageValues;
}>({
  intro: {
    id: 'site.payment.braintree.intro',
    defaultMessage:
      'Enter your card in the secure form below. The card details go to our payment provider, Braintree, never to us.',
  },
  expired: {
    id: 'site.payment.braintree.expired',
    defaultMessage: 'The time to pay has run out and your places are no longer held.',
  },
});

/** Why the step's Pay did not go through, said by the shop's server in the golfer's language. */
export const braintreePayMessages = defineMessages<{
  nonceNotValid: NoMessageValues;
  paymentNotFound: NoMessageValues;
  cardRefused: NoMessageValues;
  tooMany: NoMessageValues;
  notCharged: NoMessageValues;
  noAnswer: NoMessageValues;
}>({
  nonceNotValid: {
    id: 'site.payment.braintree.nonceNotValid',
    defaultMessage: 'The card form did not send a usable payment. Nothing was charged; try again.',
  },
  paymentNotFound: {
    id: 'site.payment.braintree.paymentNotFound',
    defaultMessage:
      'This payment is no longer open in this browser. Reload the page to start it again; nothing was charged.',
  },
  cardRefused: {
    id: 'site.payment.braintree.cardRefused',
    defaultMessage:
      'The card was not accepted and nothing was charged. Check the details or use another card.',
  },
  tooMany: {
    id: 'site.payment.braintree.tooMany',
    defaultMessage: 'Too many attempts. Wait a few minutes, then try again.',
  },
  notCharged: {
    id: 'site.payment.braintree.notCharged',
    defaultMessage:
      'The payment could not be taken and nothing was charged. Please try again later or contact us.',
  },
  noAnswer: {
    id: 'site.payment.braintree.noAnswer',
    defaultMessage:
      'We did not get the bank’s answer. Do not pay again: check your e-mail for the confirmation, or contact us with your booking reference.',
  },
});
