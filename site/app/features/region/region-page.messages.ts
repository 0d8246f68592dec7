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
  nearTitle: { place: string };
  distancesFrom: { place: string };
  noClubsHere: { place: string };
  byDistance: NoMessageValues;
  nearYouTitle: NoMessageValues;
  distancesFromYou: NoMessageValues;
  noClubsNearYou: { km: number };
  filters: NoMessageValues;
  filterPart: NoMessageValues;
  partName: { part: string };
  filterBy: NoMessageValues;
  filterPlayers: NoMessageValues;
  playersOption: { count: number };
  filterHoles: NoMessageValues;
  holesOption: { holes: number };
  filterPrice: NoMessageValues;
  filterBuggy: NoMessageValues;
  any: NoMessageValues;
  showFiltered: NoMessageValues;
  noneFiltered: NoMessageValues;
  relax: { filter: string };
  showOnMap: NoMessageValues;
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
  filters: { id: 'site.region.filters', defaultMessage: 'Filter the tee times' },
  filterPart: { id: 'site.region.filterPart', defaultMessage: 'Time of day' },
  partName: {
    id: 'site.region.partName',
    defaultMessage:
      '{part, select, morning {Morning} midday {Midday} afternoon {Afternoon} other {Twilight}}',
  },
  filterBy: { id: 'site.region.filterBy', defaultMessage: 'Tee off by' },
  filterPlayers: { id: 'site.region.filterPlayers', defaultMessage: 'Players' },
  playersOption: {
    id: 'site.region.playersOption',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  },
  filterHoles: { id: 'site.region.filterHoles', defaultMessage: 'Holes' },
  holesOption: { id: 'site.region.holesOption', defaultMessage: '{holes} holes' },
  filterPrice: { id: 'site.region.filterPrice', defaultMessage: 'Price per player at most (€)' },
  filterBuggy: { id: 'site.region.filterBuggy', defaultMessage: 'Buggy included' },
  any: { id: 'site.region.any', defaultMessage: 'Any' },
  showFiltered: { id: 'site.region.showFiltered', defaultMessage: 'Show tee times' },
  noneFiltered: {
    id: 'site.region.noneFiltered',
    defaultMessage: 'No course has tee times with these filters. Relax one:',
  },
  relax: {
    id: 'site.region.relax',
    defaultMessage:
      '{filter, select, partOfDay {Any time of day} teeOffBy {Any tee-off time} players {Any number of players} holes {9 or 18 holes} maxPrice {Any price} other {With or without a buggy}}',
  },
  nearTitle: { id: 'site.region.nearTitle', defaultMessage: 'Golf near {place}' },
  distancesFrom: {
    id: 'site.region.distancesFrom',
    defaultMessage: 'Nearest first; distances from {place}.',
  },
  noClubsHere: {
    id: 'site.region.noClubsHere',
    defaultMessage: '{place} has no golf course of its own: these are the nearest.',
  },
  byDistance: { id: 'site.region.byDistance', defaultMessage: 'Distance' },
  nearYouTitle: { id: 'site.region.nearYouTitle', defaultMessage: 'Golf near you' },
  distancesFromYou: {
    id: 'site.region.distancesFromYou',
    defaultMessage: 'Distances from your position',
  },
  noClubsNearYou: {
    id: 'site.region.noClubsNearYou',
    defaultMessage: 'No golf course within {km} km of you: these are the nearest.',
  },
  showOnMap: { id: 'site.region.showOnMap', defaultMessage: 'Show these clubs on the map' },
});
