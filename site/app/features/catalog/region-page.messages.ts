import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const regionPageMessages = defineMessages<{
  title: { place: string };
  count: { count: number };
  none: NoMessageValues;
  sort: NoMessageValues;
  byPrice: NoMessageValues;
  byName: NoMessageValues;
  byTime: NoMessageValues;
  dates: NoMessageValues;
  allClubs: NoMessageValues;
  nextDate: { date: string };
  description: { place: string };
  nothingAhead: NoMessageValues;
}>({
  title: { id: 'site.region.title', defaultMessage: 'Golf in {place}' },
  count: {
    id: 'site.region.count',
    defaultMessage:
      '{count, plural, one {# course with tee times} other {# courses with tee times}}',
  },
  none: { id: 'site.region.none', defaultMessage: 'No times found for the selected date' },
  sort: { id: 'site.region.sort', defaultMessage: 'Sort by' },
  byPrice: { id: 'site.region.byPrice', defaultMessage: 'Price' },
  byName: { id: 'site.region.byName', defaultMessage: 'Name' },
  byTime: { id: 'site.region.byTime', defaultMessage: 'First tee time' },
  dates: { id: 'site.region.dates', defaultMessage: 'Choose a date' },
  allClubs: {
    id: 'site.region.allClubs',
    defaultMessage: 'The clubs here, with their next free tee time',
  },
  nextDate: { id: 'site.region.nextDate', defaultMessage: 'See the tee times on {date}' },
  description: {
    id: 'site.region.description',
    defaultMessage: 'Tee times at the golf clubs of {place}, with the price you will pay.',
  },
  nothingAhead: {
    id: 'site.region.nothingAhead',
    defaultMessage: 'None of these clubs has a free tee time in the coming days',
  },
});
