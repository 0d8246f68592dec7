import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** The tee-time cart's payment step (`/payment`). */
export const cartStepMessages = defineMessages<{
  title: NoMessageValues;
  continue: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredText: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.payment.title', defaultMessage: 'Payment' },
  continue: { id: 'site.payment.continue', defaultMessage: 'Continue to payment' },
  expiredTitle: { id: 'site.payment.expiredTitle', defaultMessage: 'Your hold has expired' },
  expiredText: {
    id: 'site.payment.expiredText',
    defaultMessage:
      'The tee times were held for a limited time and are free again. Your cart still has them: check them and pay again.',
  },
  back: { id: 'site.payment.backToCart', defaultMessage: 'Back to the cart' },
});

/** The tee-time cart's gateway, seen only when the card page could not be reached. */
export const cartGatewayMessages = defineMessages<{
  title: NoMessageValues;
  failed: NoMessageValues;
  incident: NoMessageValues;
  back: NoMessageValues;
  otherCard: NoMessageValues;
}>({
  title: { id: 'site.gateway.title', defaultMessage: 'Payment' },
  failed: { id: 'site.gateway.failed', defaultMessage: 'The payment could not be started' },
  incident: {
    id: 'site.gateway.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
  back: { id: 'site.gateway.backToCart', defaultMessage: 'Back to the cart' },
  otherCard: { id: 'site.gateway.otherCard', defaultMessage: 'Choose another card' },
});

/** The tee-time cart's ok and ko pages (`/payment-controller`). */
export const cartOutcomeMessages = defineMessages<{
  okTitle: NoMessageValues;
  koTitle: NoMessageValues;
  koText: NoMessageValues;
  koRetryText: NoMessageValues;
  retry: NoMessageValues;
  backToCart: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  checkAgain: NoMessageValues;
  missingTitle: NoMessageValues;
  missingText: NoMessageValues;
  missingLink: NoMessageValues;
  qrAlt: { reference: string };
  others: NoMessageValues;
  otherLine: { club: string; course: string; date: string; time: string; zone: string };
  voucher: NoMessageValues;
  incident: NoMessageValues;
}>({
  okTitle: { id: 'site.paymentOk.title', defaultMessage: 'Booking confirmed' },
  koTitle: { id: 'site.paymentKo.title', defaultMessage: 'The payment could not be completed' },
  koText: {
    id: 'site.paymentKo.text',
    defaultMessage: 'The payment was not completed, so no booking was made.',
  },
  koRetryText: {
    id: 'site.paymentKo.retryText',
    defaultMessage: 'Your cart still holds the tee times: you can try again with another card.',
  },
  retry: { id: 'site.paymentKo.retry', defaultMessage: 'Try again' },
  backToCart: { id: 'site.paymentKo.backToCart', defaultMessage: 'Back to the cart' },
  pendingTitle: {
    id: 'site.paymentOk.pendingTitle',
    defaultMessage: 'Your payment is still being processed',
  },
  pendingText: {
    id: 'site.paymentOk.pendingText',
    defaultMessage:
      'The bank has not confirmed it yet. Check again in a moment; the confirmation also reaches you by e-mail.',
  },
  checkAgain: { id: 'site.paymentOk.checkAgain', defaultMessage: 'Check again' },
  missingTitle: { id: 'site.paymentOk.missingTitle', defaultMessage: 'Booking not found' },
  missingText: {
    id: 'site.paymentOk.missingText',
    defaultMessage:
      'We cannot show this booking here. The confirmation e-mail has its details, and the reference lets you manage it.',
  },
  missingLink: { id: 'site.paymentOk.home', defaultMessage: 'Back to the home page' },
  qrAlt: { id: 'site.paymentOk.qrAlt', defaultMessage: 'QR code of booking {reference}' },
  others: { id: 'site.paymentOk.others', defaultMessage: 'Also in this booking' },
  otherLine: {
    id: 'site.paymentOk.otherLine',
    defaultMessage:
      '{club} · {course}: {date} at {time} ({zone}), {players, plural, one {# player} other {# players}}',
  },
  voucher: { id: 'site.paymentOk.voucher', defaultMessage: 'Your voucher' },
  incident: {
    id: 'site.paymentKo.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
});
