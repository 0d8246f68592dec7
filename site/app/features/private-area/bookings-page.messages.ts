import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const bookingsPageMessages = defineMessages<{
  title: NoMessageValues;
  upcoming: NoMessageValues;
  past: NoMessageValues;
  reference: NoMessageValues;
  when: NoMessageValues;
  club: NoMessageValues;
  players: NoMessageValues;
  total: NoMessageValues;
  status: NoMessageValues;
  confirmed: NoMessageValues;
  cancelled: NoMessageValues;
  dateTime: { date: string; time: string; zone: string };
  moreTeeTimes: { count: number };
  voucher: NoMessageValues;
  voucherLabel: { reference: string };
  calendar: NoMessageValues;
  calendarLabel: { reference: string };
  cancel: NoMessageValues;
  cancelLabel: { reference: string };
  cancelling: NoMessageValues;
  confirmTitle: { reference: string };
  confirmMessage: { club: string; date: string; time: string };
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
  done: { reference: string };
  failedToCancel: NoMessageValues;
  failedToLoad: NoMessageValues;
  voucherTitle: { reference: string };
  voucherMissing: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.bookings.title', defaultMessage: 'My bookings' },
  upcoming: { id: 'site.bookings.upcoming', defaultMessage: 'Upcoming bookings' },
  past: { id: 'site.bookings.past', defaultMessage: 'Past and cancelled bookings' },
  reference: { id: 'site.bookings.reference', defaultMessage: 'Reference' },
  when: { id: 'site.bookings.when', defaultMessage: 'Tee time' },
  club: { id: 'site.bookings.club', defaultMessage: 'Club and course' },
  players: { id: 'site.bookings.players', defaultMessage: 'Players' },
  total: { id: 'site.bookings.total', defaultMessage: 'Total' },
  status: { id: 'site.bookings.status', defaultMessage: 'Status' },
  confirmed: { id: 'site.bookings.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'site.bookings.cancelled', defaultMessage: 'Cancelled' },
  dateTime: { id: 'site.bookings.dateTime', defaultMessage: '{date}, {time} ({zone})' },
  moreTeeTimes: {
    id: 'site.bookings.moreTeeTimes',
    defaultMessage: '{count, plural, one {and # more tee time} other {and # more tee times}}',
  },
  voucher: { id: 'site.bookings.voucher', defaultMessage: 'Voucher' },
  voucherLabel: {
    id: 'site.bookings.voucherLabel',
    defaultMessage: 'Voucher of booking {reference}',
  },
  calendar: { id: 'site.bookings.calendar', defaultMessage: 'Calendar' },
  calendarLabel: {
    id: 'site.bookings.calendarLabel',
    defaultMessage: 'Calendar file of booking {reference}',
  },
  cancel: { id: 'site.bookings.cancel', defaultMessage: 'Cancel' },
  cancelLabel: { id: 'site.bookings.cancelLabel', defaultMessage: 'Cancel booking {reference}' },
  cancelling: { id: 'site.bookings.cancelling', defaultMessage: 'Cancelling…' },
  confirmTitle: { id: 'site.bookings.confirmTitle', defaultMessage: 'Cancel booking {reference}?' },
  confirmMessage: {
    id: 'site.bookings.confirmMessage',
    defaultMessage:
      'Your tee time at {club} on {date} at {time} will be released and the refund goes back to your card. The transaction fee is not refunded. This cannot be undone.',
  },
  confirmAccept: { id: 'site.bookings.confirmAccept', defaultMessage: 'Yes, cancel it' },
  confirmKeep: { id: 'site.bookings.confirmKeep', defaultMessage: 'Keep my booking' },
  done: { id: 'site.bookings.done', defaultMessage: 'Booking {reference} has been cancelled.' },
  failedToCancel: {
    id: 'site.bookings.failedToCancel',
    defaultMessage: 'Failed to cancel the booking',
  },
  failedToLoad: {
    id: 'site.bookings.failedToLoad',
    defaultMessage: 'Error retrieving the booking info',
  },
  voucherTitle: {
    id: 'site.bookings.voucherTitle',
    defaultMessage: 'Voucher of booking {reference}',
  },
  voucherMissing: {
    id: 'site.bookings.voucherMissing',
    defaultMessage: 'This voucher could not be shown. The confirmation e-mail has it too.',
  },
  back: { id: 'site.bookings.back', defaultMessage: 'Back to my bookings' },
});
