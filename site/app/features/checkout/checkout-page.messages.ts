import { defineMessages } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';

/** The checkout page's words: the order, the holder or account, the card and the refusals. */
export const checkoutPageMessages = defineMessages<{
  title: NoMessageValues;
  teeTimes: NoMessageValues;
  group: { club: string; course: string };
  guest: NoMessageValues;
  holder: NoMessageValues;
  login: { link: MessageTag };
  terms: { link: MessageTag };
  pay: { total: string };
  paying: NoMessageValues;
  policyOnline: { date: string; time: string; zone: string };
  policyContact: NoMessageValues;
  policyPassed: NoMessageValues;
  policyUnknown: NoMessageValues;
  incident: NoMessageValues;
  bookingAs: { name: string; email: string; strong: MessageTag };
  bookingsNote: { link: MessageTag };
  accountUnavailable: NoMessageValues;
  accountIncomplete: { link: MessageTag };
  cardTitle: NoMessageValues;
  payWith: NoMessageValues;
  cardNumber: { brand: string; last4: string; masked: MessageTag; hidden: MessageTag };
  cardExpires: { date: string; holder: string };
  cardExpired: { date: string; holder: string };
  newCard: NoMessageValues;
  saveCard: NoMessageValues;
  saveCardHint: NoMessageValues;
  cardUnavailable: NoMessageValues;
}>({
  title: { id: 'site.checkout.title', defaultMessage: 'Checkout' },
  teeTimes: { id: 'site.checkout.teeTimes', defaultMessage: 'Your tee times' },
  group: { id: 'site.checkout.group', defaultMessage: '{club} · {course}' },
  guest: { id: 'site.checkout.guest', defaultMessage: 'Continue as a guest' },
  holder: { id: 'site.checkout.holder', defaultMessage: 'Your details' },
  login: {
    id: 'site.checkout.login',
    defaultMessage: 'Do you have an account? <link>Log in</link>',
  },
  terms: {
    id: 'site.checkout.terms',
    defaultMessage: 'I accept the <link>terms and conditions</link>',
  },
  pay: { id: 'site.checkout.pay', defaultMessage: 'Pay {total}' },
  paying: { id: 'site.checkout.paying', defaultMessage: 'Holding your tee times…' },
  policyOnline: {
    id: 'site.checkout.policyOnline',
    defaultMessage: 'Free cancellation online until {date} at {time} ({zone})',
  },
  policyContact: {
    id: 'site.checkout.policyContact',
    defaultMessage: 'This golf course does not allow online cancellations: contact the club',
  },
  policyPassed: {
    id: 'site.checkout.policyPassed',
    defaultMessage: 'The online cancellation deadline for this tee time has passed',
  },
  policyUnknown: {
    id: 'site.checkout.policyUnknown',
    defaultMessage: 'The cancellation policy could not be loaded; ask the club before paying',
  },
  incident: {
    id: 'site.checkout.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
  bookingAs: {
    id: 'site.checkout.bookingAs',
    defaultMessage: 'Booking as <strong>{name}</strong>, {email}',
  },
  bookingsNote: {
    id: 'site.checkout.bookingsNote',
    defaultMessage: 'Once paid, the booking and its voucher are in <link>your bookings</link>.',
  },
  accountUnavailable: {
    id: 'site.checkout.accountUnavailable',
    defaultMessage:
      'Your account details could not be loaded. Reload the page, or log in again, before paying.',
  },
  accountIncomplete: {
    id: 'site.checkout.accountIncomplete',
    defaultMessage:
      'Your account needs a name, a surname and a valid e-mail for the booking: complete them in <link>your profile</link>.',
  },
  cardTitle: { id: 'site.checkout.cardTitle', defaultMessage: 'Payment card' },
  payWith: { id: 'site.checkout.payWith', defaultMessage: 'Pay with' },
  cardNumber: {
    id: 'site.checkout.cardNumber',
    defaultMessage: '{brand} <masked>•••• </masked><hidden>ending in </hidden>{last4}',
  },
  cardExpires: {
    id: 'site.checkout.cardExpires',
    defaultMessage: 'Expires {date} · {holder}',
  },
  cardExpired: {
    id: 'site.checkout.cardExpired',
    defaultMessage: 'Expired {date}: it cannot pay · {holder}',
  },
  newCard: { id: 'site.checkout.newCard', defaultMessage: 'Use another card' },
  saveCard: { id: 'site.checkout.saveCard', defaultMessage: 'Save this card for next time' },
  saveCardHint: {
    id: 'site.checkout.saveCardHint',
    defaultMessage:
      'The card’s payment provider keeps it for you; the shop never sees or stores its number.',
  },
  cardUnavailable: {
    id: 'site.checkout.cardUnavailable',
    defaultMessage: 'That saved card can no longer pay. Choose another card.',
  },
});
