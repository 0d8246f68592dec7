import { defineMessages } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';

/** The registration page's words: the holder, the players, the fees and the refusals. */
export const registrationPageMessages = defineMessages<{
  title: { name: string };
  back: NoMessageValues;
  holder: NoMessageValues;
  holderIntro: NoMessageValues;
  account: { name: string; email: string };
  phone: NoMessageValues;
  players: NoMessageValues;
  playersIntro: { fee: string; left: number };
  addPlayer: NoMessageValues;
  terms: { link: MessageTag };
  entryFees: { count: number; total: string };
  pay: NoMessageValues;
  paying: NoMessageValues;
  fixErrors: NoMessageValues;
  incident: NoMessageValues;
}>({
  title: { id: 'site.registration.title', defaultMessage: 'Register for {name}' },
  back: { id: 'site.registration.back', defaultMessage: 'Back to the tournament' },
  holder: { id: 'site.registration.holder', defaultMessage: 'Your details' },
  holderIntro: {
    id: 'site.registration.holderIntro',
    defaultMessage: 'The confirmation and the voucher are sent to this e-mail.',
  },
  account: {
    id: 'site.registration.account',
    defaultMessage: 'Registered by {name} ({email}).',
  },
  phone: { id: 'site.registration.phone', defaultMessage: 'Phone (optional)' },
  players: { id: 'site.registration.players', defaultMessage: 'Players' },
  playersIntro: {
    id: 'site.registration.playersIntro',
    defaultMessage:
      'Every player needs name, surname, handicap, level, sex, preferred time and cell phone. The entry fee is {fee} per player; {left, plural, one {# place is} other {# places are}} left.',
  },
  addPlayer: { id: 'site.registration.addPlayer', defaultMessage: 'Add a player' },
  terms: {
    id: 'site.registration.terms',
    defaultMessage: 'I accept the <link>terms and conditions</link>',
  },
  entryFees: {
    id: 'site.registration.entryFees',
    defaultMessage:
      'Entry fees: {total} for {count, plural, one {# player} other {# players}}. The card page shows the total with the booking fee before you pay.',
  },
  pay: { id: 'site.registration.pay', defaultMessage: 'Register and pay' },
  paying: { id: 'site.registration.paying', defaultMessage: 'Registering…' },
  fixErrors: {
    id: 'site.registration.fixErrors',
    defaultMessage: 'Some details are missing or not valid: check the marked fields.',
  },
  incident: {
    id: 'site.registration.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
});
