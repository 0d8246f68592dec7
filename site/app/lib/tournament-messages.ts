/**
 * Texts more than one tournament page shows: why registration is not offered, the rounds'
 * formats, and what is wrong with a player's field (the shared rules' PlayerFieldProblem).
 */
import { ruleMessage } from '@fairway/design-system';
import type { PlayerFieldProblem } from '@fairway/rules';
import { defineMessages } from 'react-intl';
import type { MessageDescriptor, NoMessageValues } from 'react-intl';
import type { RoundFormat } from './tournaments.ts';

export const tournamentMessages = defineMessages<{
  notOnline: NoMessageValues;
  notYet: { date: string };
  closed: NoMessageValues;
  full: NoMessageValues;
  roundNumber: { number: number };
}>({
  notOnline: {
    id: 'site.tournament.notOnline',
    // The original wording, kept as written (docs/product.md#messages).
    defaultMessage: 'This tournament do not allow online registration',
  },
  notYet: {
    id: 'site.tournament.notYet',
    defaultMessage: 'Online registration opens on {date}.',
  },
  closed: {
    id: 'site.tournament.closed',
    defaultMessage: 'Online registration for this tournament is closed.',
  },
  full: {
    id: 'site.tournament.full',
    defaultMessage: 'This tournament is full: there are no places left.',
  },
  roundNumber: { id: 'site.tournament.roundNumber', defaultMessage: 'Round {number}' },
});

export const roundFormatMessages: Record<RoundFormat, MessageDescriptor> = defineMessages({
  stableford: { id: 'site.tournament.format.stableford', defaultMessage: 'Stableford' },
  strokePlay: { id: 'site.tournament.format.strokePlay', defaultMessage: 'Stroke play' },
  matchPlay: { id: 'site.tournament.format.matchPlay', defaultMessage: 'Match play' },
  fourball: { id: 'site.tournament.format.fourball', defaultMessage: 'Four-ball' },
  scramble: { id: 'site.tournament.format.scramble', defaultMessage: 'Scramble' },
});

/** The rules' own words where they have them (a required field, an e-mail, a player twice). */
export const playerProblemMessages: Record<PlayerFieldProblem, MessageDescriptor> = {
  required: ruleMessage('field.required'),
  email: ruleMessage('email.format'),
  duplicate: ruleMessage('player.duplicate'),
  ...defineMessages({
    handicapNumber: {
      id: 'site.registration.problem.handicapNumber',
      defaultMessage: 'Write the handicap as a number, such as 12.4 or +2',
    },
    handicapLimits: {
      id: 'site.registration.problem.handicapLimits',
      defaultMessage: 'This tournament takes handicaps from {min} to {max}',
    },
    phone: {
      id: 'site.registration.problem.phone',
      defaultMessage: 'Write a cell phone number, such as +34 600 123 456',
    },
  }),
};
