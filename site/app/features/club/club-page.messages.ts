import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const clubPageMessages = defineMessages<{
  course: NoMessageValues;
  teeTimes: { date: string };
  localTime: { zone: string; name: string };
  none: NoMessageValues;
  unavailable: NoMessageValues;
  loading: NoMessageValues;
  retry: NoMessageValues;
  nearest: NoMessageValues;
  tournaments: NoMessageValues;
  multipacks: NoMessageValues;
  pack: { rounds: number; price: string };
  dates: NoMessageValues;
  holes: { holes: number; par: number };
  place: { municipality: string; region: string };
  courseLine: { course: string; details: string };
  nearestDay: { course: string; date: string; time: string };
  nextDay: { date: string; time: string };
  nextDayAction: { date: string };
  notOnSaleYet: { date: string; opensOn: string };
  partsOfDay: NoMessageValues;
  partOfDay: { part: string; count: number };
  lastOpenDayAction: { date: string };
  choose: NoMessageValues;
  chooseLabel: { time: string };
  added: { time: string };
  viewCart: NoMessageValues;
  checkout: NoMessageValues;
}>({
  course: { id: 'site.club.course', defaultMessage: 'Course' },
  teeTimes: { id: 'site.club.teeTimes', defaultMessage: 'Tee times on {date}' },
  localTime: {
    id: 'site.club.localTime',
    defaultMessage: 'Times are the club’s local time: {name} ({zone})',
  },
  none: { id: 'site.club.none', defaultMessage: 'No times found for the selected date' },
  unavailable: {
    id: 'site.club.unavailable',
    defaultMessage: 'The tee times could not be loaded',
  },
  loading: { id: 'site.club.loading', defaultMessage: 'Loading the tee times…' },
  retry: { id: 'site.club.retry', defaultMessage: 'Try again' },
  nearest: { id: 'site.club.nearest', defaultMessage: 'Nearest days with tee times' },
  tournaments: { id: 'site.club.tournaments', defaultMessage: 'Tournaments at this club' },
  multipacks: { id: 'site.club.multipacks', defaultMessage: 'Multipacks with this club' },
  pack: {
    id: 'site.club.pack',
    defaultMessage: '{rounds, plural, one {# round} other {# rounds}} for {price} per player',
  },
  dates: { id: 'site.club.dates', defaultMessage: 'Choose a date' },
  holes: { id: 'site.club.holes', defaultMessage: '{holes} holes, par {par}' },
  place: { id: 'site.club.place', defaultMessage: '{municipality}, {region}' },
  courseLine: { id: 'site.club.courseLine', defaultMessage: '{course} · {details}' },
  nearestDay: { id: 'site.club.nearestDay', defaultMessage: '{course}: {date} at {time}' },
  nextDay: {
    id: 'site.club.nextDay',
    defaultMessage: 'The next free tee time is on {date} at {time}.',
  },
  nextDayAction: { id: 'site.club.nextDayAction', defaultMessage: 'See the tee times on {date}' },
  notOnSaleYet: {
    id: 'site.club.notOnSaleYet',
    defaultMessage: 'Tee times for {date} go on sale on {opensOn}.',
  },
  partsOfDay: { id: 'site.club.partsOfDay', defaultMessage: 'Parts of the day' },
  partOfDay: {
    id: 'site.club.partOfDay',
    defaultMessage:
      '{part, select, morning {Morning} midday {Midday} afternoon {Afternoon} other {Twilight}} ({count, plural, one {# tee time} other {# tee times}})',
  },
  lastOpenDayAction: {
    id: 'site.club.lastOpenDayAction',
    defaultMessage: 'See {date}, the furthest day on sale',
  },
  choose: { id: 'site.club.choose', defaultMessage: 'Book' },
  chooseLabel: { id: 'site.club.chooseLabel', defaultMessage: 'Book the tee time at {time}' },
  added: { id: 'site.club.added', defaultMessage: 'The tee time at {time} is in your cart.' },
  viewCart: { id: 'site.club.viewCart', defaultMessage: 'View the cart' },
  checkout: { id: 'site.club.checkout', defaultMessage: 'Check out' },
});
