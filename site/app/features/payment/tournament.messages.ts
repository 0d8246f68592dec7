import { defineMessages } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';

/** A tournament entry's payment step (`/tournament-payment`). */
export const tournamentStepMessages = defineMessages<{
  title: NoMessageValues;
  summary: { tournament: string; count: number };
  continue: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredText: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.tournamentPayment.title', defaultMessage: 'Payment of the entry' },
  summary: {
    id: 'site.tournamentPayment.summary',
    defaultMessage: '{tournament}: {count, plural, one {# player} other {# players}}',
  },
  continue: { id: 'site.tournamentPayment.continue', defaultMessage: 'Continue to payment' },
  expiredTitle: {
    id: 'site.tournamentPayment.expiredTitle',
    defaultMessage: 'Your places are no longer held',
  },
  expiredText: {
    id: 'site.tournamentPayment.expiredText',
    defaultMessage:
      'The places were held for a limited time and are free again. Register the players again to pay.',
  },
  back: { id: 'site.tournamentPayment.back', defaultMessage: 'Back to the tournament' },
});

/** A tournament entry's gateway, seen only when the card page could not be reached. */
export const tournamentGatewayMessages = defineMessages<{
  title: NoMessageValues;
  failed: NoMessageValues;
  incident: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.tournamentGateway.title', defaultMessage: 'Payment of the entry' },
  failed: {
    id: 'site.tournamentGateway.failed',
    defaultMessage: 'The payment could not be started',
  },
  incident: {
    id: 'site.tournamentGateway.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
  back: { id: 'site.tournamentGateway.back', defaultMessage: 'All tournaments' },
});

/** A tournament entry's ok and ko pages (`/tournament-payment/:outcome`). */
export const tournamentOutcomeMessages = defineMessages<{
  okTitle: NoMessageValues;
  reference: { reference: string; strong: MessageTag };
  summary: { tournament: string; club: string; date: string };
  players: { count: number; names: string };
  paid: { amount: string };
  mail: NoMessageValues;
  qrAlt: { reference: string };
  voucher: NoMessageValues;
  koTitle: NoMessageValues;
  koText: NoMessageValues;
  retry: NoMessageValues;
  again: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  checkAgain: NoMessageValues;
  missingTitle: NoMessageValues;
  missingText: NoMessageValues;
  tournament: NoMessageValues;
  missingLink: NoMessageValues;
}>({
  okTitle: { id: 'site.tournamentOk.title', defaultMessage: 'Registration confirmed' },
  reference: {
    id: 'site.tournamentOk.reference',
    defaultMessage: 'Reference <strong>{reference}</strong>',
  },
  summary: {
    id: 'site.tournamentOk.summary',
    defaultMessage: '{tournament} at {club}, from {date}',
  },
  players: {
    id: 'site.tournamentOk.players',
    defaultMessage: '{count, plural, one {# player} other {# players}}: {names}',
  },
  paid: { id: 'site.tournamentOk.paid', defaultMessage: 'Paid: {amount}' },
  mail: {
    id: 'site.tournamentOk.mail',
    defaultMessage:
      'The confirmation and this voucher are on their way to your e-mail. The voucher says how the entry can be cancelled.',
  },
  qrAlt: { id: 'site.tournamentOk.qrAlt', defaultMessage: 'QR code of registration {reference}' },
  voucher: { id: 'site.tournamentOk.voucher', defaultMessage: 'Your voucher' },
  koTitle: {
    id: 'site.tournamentKo.title',
    defaultMessage: 'The payment could not be completed',
  },
  koText: {
    id: 'site.tournamentKo.text',
    defaultMessage: 'The payment of the tournament registration could not be completed.',
  },
  retry: { id: 'site.tournamentKo.retry', defaultMessage: 'Try again' },
  again: { id: 'site.tournamentKo.again', defaultMessage: 'Register again' },
  pendingTitle: {
    id: 'site.tournamentOk.pendingTitle',
    defaultMessage: 'Your payment is still being processed',
  },
  pendingText: {
    id: 'site.tournamentOk.pendingText',
    defaultMessage:
      'The bank has not confirmed it yet. Check again in a moment; the confirmation also reaches you by e-mail.',
  },
  checkAgain: { id: 'site.tournamentOk.checkAgain', defaultMessage: 'Check again' },
  missingTitle: { id: 'site.tournamentOk.missingTitle', defaultMessage: 'Registration not found' },
  missingText: {
    id: 'site.tournamentOk.missingText',
    defaultMessage:
      'We cannot show this registration here. The confirmation e-mail has its details.',
  },
  tournament: { id: 'site.tournamentOk.tournament', defaultMessage: 'Back to the tournament' },
  missingLink: { id: 'site.tournamentOk.all', defaultMessage: 'All tournaments' },
});
