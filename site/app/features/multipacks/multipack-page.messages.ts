import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const multipackPageMessages = defineMessages<{
  back: NoMessageValues;
  courses: NoMessageValues;
  season: { from: string; to: string };
  choose: NoMessageValues;
  players: NoMessageValues;
  playersCount: { players: number };
  course: NoMessageValues;
  day: NoMessageValues;
  time: NoMessageValues;
  days: { number: number };
  times: { date: string };
  localTime: NoMessageValues;
  timesLoading: NoMessageValues;
  timesUnavailable: NoMessageValues;
  retry: NoMessageValues;
  noTimes: NoMessageValues;
  pickTime: { number: number; time: string };
  datesLoading: NoMessageValues;
  datesUnavailable: NoMessageValues;
  total: { players: number; price: string };
  add: NoMessageValues;
  adding: NoMessageValues;
  incomplete: NoMessageValues;
  unavailable: NoMessageValues;
  failed: NoMessageValues;
  validDates: { first: string; last: string };
  round: { number: number };
  invalid: NoMessageValues;
  plainHint: NoMessageValues;
  required: NoMessageValues;
  badCourse: NoMessageValues;
  badDate: NoMessageValues;
  badSeason: { from: string; to: string };
  badTime: NoMessageValues;
  sameDay: NoMessageValues;
  badPlayers: NoMessageValues;
}>({
  back: { id: 'site.multipacks.back', defaultMessage: 'All multipacks' },
  courses: { id: 'site.multipacks.courses', defaultMessage: 'Courses' },
  season: {
    id: 'site.multipacks.season',
    defaultMessage: 'Rounds from {from} to {to}',
  },
  choose: { id: 'site.multipacks.choose', defaultMessage: 'Choose your rounds' },
  players: { id: 'site.multipacks.players', defaultMessage: 'Players' },
  playersCount: {
    id: 'site.multipacks.playersCount',
    defaultMessage: '{players, plural, one {# player} other {# players}}',
  },
  course: { id: 'site.multipacks.course', defaultMessage: 'Course' },
  day: { id: 'site.multipacks.day', defaultMessage: 'Day' },
  time: { id: 'site.multipacks.time', defaultMessage: 'Tee time' },
  days: { id: 'site.multipacks.days', defaultMessage: 'Choose the day of round {number}' },
  times: { id: 'site.multipacks.times', defaultMessage: 'Tee times on {date}' },
  localTime: {
    id: 'site.multipacks.localTime',
    defaultMessage: 'Times are the club’s local time.',
  },
  timesLoading: { id: 'site.multipacks.timesLoading', defaultMessage: 'Loading the tee times…' },
  timesUnavailable: {
    id: 'site.multipacks.timesUnavailable',
    defaultMessage: 'The tee times could not be loaded',
  },
  retry: { id: 'site.multipacks.retry', defaultMessage: 'Try again' },
  noTimes: {
    id: 'site.multipacks.noTimes',
    defaultMessage: 'No times found for the selected date',
  },
  pickTime: { id: 'site.multipacks.pickTime', defaultMessage: 'Play round {number} at {time}' },
  datesLoading: {
    id: 'site.multipacks.datesLoading',
    defaultMessage: 'Loading the days you can play…',
  },
  datesUnavailable: {
    id: 'site.multipacks.datesUnavailable',
    defaultMessage: 'The days you can play could not be loaded',
  },
  total: {
    id: 'site.multipacks.total',
    defaultMessage: 'Total for {players, plural, one {# player} other {# players}}: {price}',
  },
  add: { id: 'site.multipacks.add', defaultMessage: 'Add to cart' },
  adding: { id: 'site.multipacks.adding', defaultMessage: 'Adding to the cart…' },
  incomplete: {
    id: 'site.multipacks.incomplete',
    defaultMessage: 'Choose a tee time for every round to add the multipack to your cart.',
  },
  unavailable: {
    id: 'site.multipacks.offSale',
    defaultMessage: 'This multipack is not available at this time',
  },
  failed: {
    id: 'site.multipacks.failed',
    defaultMessage: 'The multipack could not be added to the cart. Please try again.',
  },
  validDates: {
    id: 'site.multipacks.validDates',
    defaultMessage:
      'Every round must be played from {first} to {last}. You can play the rounds on these days:',
  },
  round: { id: 'site.multipacks.round', defaultMessage: 'Round {number}' },
  invalid: {
    id: 'site.multipacks.invalid',
    defaultMessage: 'Some of the rounds are not valid. Please check them.',
  },
  plainHint: {
    id: 'site.multipacks.plainHint',
    defaultMessage: 'Enter a course, a day and a tee time (HH:MM) for each round.',
  },
  required: {
    id: 'site.multipacks.error.required',
    defaultMessage: 'Choose a course, a day and a tee time',
  },
  badCourse: {
    id: 'site.multipacks.error.course',
    defaultMessage: 'Choose one of the multipack’s courses',
  },
  badDate: { id: 'site.multipacks.error.date', defaultMessage: 'Enter a valid day' },
  badSeason: {
    id: 'site.multipacks.error.season',
    defaultMessage: 'Choose a day from {from} to {to}',
  },
  badTime: { id: 'site.multipacks.error.time', defaultMessage: 'Enter a tee time as HH:MM' },
  sameDay: {
    id: 'site.multipacks.error.sameDay',
    defaultMessage: 'Play each round on a different day',
  },
  badPlayers: { id: 'site.multipacks.error.players', defaultMessage: 'Choose 1 to 4 players' },
});
