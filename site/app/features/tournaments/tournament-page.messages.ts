import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const tournamentPageMessages = defineMessages<{
  all: NoMessageValues;
  roundWhen: { date: string; time: string };
  roundWhere: { course: string; format: string };
  dates: NoMessageValues;
  club: NoMessageValues;
  fee: NoMessageValues;
  perPlayer: { price: string };
  places: NoMessageValues;
  placesLeft: { left: number; max: number };
  handicap: NoMessageValues;
  handicapRange: { min: string; max: string };
  window: NoMessageValues;
  windowRange: { from: string; to: string };
  rounds: NoMessageValues;
  round: NoMessageValues;
  date: NoMessageValues;
  time: NoMessageValues;
  register: NoMessageValues;
  about: NoMessageValues;
  draw: NoMessageValues;
  tee: NoMessageValues;
  players: NoMessageValues;
  ratings: NoMessageValues;
  position: NoMessageValues;
  player: NoMessageValues;
  scores: NoMessageValues;
  total: NoMessageValues;
  tableUnavailable: NoMessageValues;
}>({
  all: { id: 'site.tournament.all', defaultMessage: 'All tournaments' },
  roundWhen: { id: 'site.tournament.roundWhen', defaultMessage: '{date} · {time}' },
  roundWhere: { id: 'site.tournament.roundWhere', defaultMessage: '{course} · {format}' },
  dates: { id: 'site.tournament.dates', defaultMessage: 'Dates' },
  club: { id: 'site.tournament.club', defaultMessage: 'Club' },
  fee: { id: 'site.tournament.fee', defaultMessage: 'Entry fee' },
  perPlayer: { id: 'site.tournament.perPlayer', defaultMessage: '{price} per player' },
  places: { id: 'site.tournament.places', defaultMessage: 'Places' },
  placesLeft: {
    id: 'site.tournament.placesLeft',
    defaultMessage: '{left, plural, =0 {Full} one {# place left} other {# places left}} of {max}',
  },
  handicap: { id: 'site.tournament.handicap', defaultMessage: 'Handicap' },
  handicapRange: { id: 'site.tournament.handicapRange', defaultMessage: 'From {min} to {max}' },
  window: { id: 'site.tournament.window', defaultMessage: 'Online registration' },
  windowRange: { id: 'site.tournament.windowRange', defaultMessage: 'From {from} to {to}' },
  rounds: { id: 'site.tournament.rounds', defaultMessage: 'Rounds' },
  round: { id: 'site.tournament.round', defaultMessage: 'Round' },
  date: { id: 'site.tournament.date', defaultMessage: 'Date' },
  time: { id: 'site.tournament.time', defaultMessage: 'First tee' },
  register: { id: 'site.tournament.register', defaultMessage: 'Register players' },
  about: { id: 'site.tournament.about', defaultMessage: 'About the tournament' },
  draw: { id: 'site.tournament.draw', defaultMessage: 'Tee times' },
  tee: { id: 'site.tournament.tee', defaultMessage: 'Tee' },
  players: { id: 'site.tournament.players', defaultMessage: 'Players' },
  ratings: { id: 'site.tournament.ratings', defaultMessage: 'Ratings' },
  position: { id: 'site.tournament.position', defaultMessage: 'Position' },
  player: { id: 'site.tournament.player', defaultMessage: 'Player' },
  scores: { id: 'site.tournament.scores', defaultMessage: 'Scores' },
  total: { id: 'site.tournament.total', defaultMessage: 'Total' },
  tableUnavailable: {
    id: 'site.tournament.tableUnavailable',
    defaultMessage: 'This table cannot be shown right now.',
  },
});
