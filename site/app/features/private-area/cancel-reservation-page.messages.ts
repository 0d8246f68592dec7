import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const cancelPageMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  lead: NoMessageValues;
  reference: NoMessageValues;
  referenceHint: { length: number };
  email: NoMessageValues;
  emailHint: NoMessageValues;
  find: NoMessageValues;
  finding: NoMessageValues;
  referenceNotValid: NoMessageValues;
  bookingNotFound: NoMessageValues;
  failedToCancel: NoMessageValues;
  confirmTitle: { reference: string };
  confirmMessage: { count: number; amount: string };
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
  noScriptWarning: NoMessageValues;
  noScriptCancel: NoMessageValues;
}>({
  title: { id: 'site.cancel.title', defaultMessage: 'Cancel a booking' },
  description: {
    id: 'site.cancel.description',
    defaultMessage:
      'Cancel your tee-time booking online with its reference and the e-mail you booked with.',
  },
  lead: {
    id: 'site.cancel.lead',
    defaultMessage:
      'Enter your booking reference and the e-mail address you booked with. You will see the booking and what is refunded before anything is cancelled.',
  },
  reference: { id: 'site.cancel.reference', defaultMessage: 'Booking reference' },
  referenceHint: {
    id: 'site.cancel.referenceHint',
    defaultMessage: '{length} letters and digits, as on your voucher',
  },
  email: { id: 'site.cancel.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'site.cancel.emailHint',
    defaultMessage: 'The e-mail address the booking was made with',
  },
  find: { id: 'site.cancel.find', defaultMessage: 'Find my booking' },
  finding: { id: 'site.cancel.finding', defaultMessage: 'Looking for your booking…' },
  referenceNotValid: {
    id: 'site.cancel.referenceNotValid',
    defaultMessage: 'Reference number not valid',
  },
  bookingNotFound: { id: 'site.cancel.bookingNotFound', defaultMessage: 'Booking not found' },
  failedToCancel: {
    id: 'site.cancel.failedToCancel',
    defaultMessage: 'The booking could not be cancelled',
  },
  confirmTitle: { id: 'site.cancel.confirmTitle', defaultMessage: 'Cancel booking {reference}?' },
  confirmMessage: {
    id: 'site.cancel.confirmMessage',
    defaultMessage:
      '{count, plural, one {The tee time will be released} other {All # tee times will be released}} and {amount} refunded to your card. The transaction fee is not refunded. This cannot be undone.',
  },
  confirmAccept: { id: 'site.cancel.confirmAccept', defaultMessage: 'Yes, cancel it' },
  confirmKeep: { id: 'site.cancel.confirmKeep', defaultMessage: 'Keep my booking' },
  noScriptWarning: {
    id: 'site.cancel.noScriptWarning',
    defaultMessage: 'Cancelling cannot be undone.',
  },
  noScriptCancel: { id: 'site.cancel.noScriptCancel', defaultMessage: 'Yes, cancel this booking' },
});
