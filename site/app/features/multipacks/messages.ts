/** Words the multipack pages and the cart share (site.multipacks.*). */
import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const multipackMessages = defineMessages<{
  rounds: { rounds: number };
  window: { days: number };
  perPlayer: NoMessageValues;
  clubs: { clubs: string };
}>({
  rounds: {
    id: 'site.multipacks.rounds',
    defaultMessage: '{rounds, plural, one {# round} other {# rounds}}',
  },
  window: {
    id: 'site.multipacks.window',
    defaultMessage:
      '{days, plural, one {Every round within # day of the first} other {Every round within # days of the first}}',
  },
  perPlayer: { id: 'site.multipacks.perPlayer', defaultMessage: 'per player' },
  clubs: { id: 'site.multipacks.clubs', defaultMessage: 'Courses: {clubs}' },
});
