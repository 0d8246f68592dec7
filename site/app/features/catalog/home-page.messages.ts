import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const homePageMessages = defineMessages<{
  title: NoMessageValues;
  intro: { clubs: number };
  regions: NoMessageValues;
  courses: { count: number };
  featured: NoMessageValues;
  featuredPending: NoMessageValues;
  mapLink: NoMessageValues;
  allRegions: { count: number };
}>({
  title: { id: 'site.home.title', defaultMessage: 'Choose your golf course in Spain and Portugal' },
  intro: {
    id: 'site.home.intro',
    defaultMessage:
      'Real tee times at {clubs} clubs, in the club’s own time, with the price you will pay.',
  },
  regions: { id: 'site.home.regions', defaultMessage: 'Where to play' },
  courses: {
    id: 'site.home.courses',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
  },
  featured: { id: 'site.home.featured', defaultMessage: 'Featured clubs' },
  featuredPending: {
    id: 'site.home.featuredPending',
    defaultMessage: 'Looking for the clubs with the soonest free tee times…',
  },
  mapLink: { id: 'site.home.mapLink', defaultMessage: 'See every course on the map' },
  allRegions: {
    id: 'site.home.allRegions',
    defaultMessage: '{count, plural, one {See the region} other {See all # regions}}',
  },
});
