import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const nearMeMessages = defineMessages<{
  button: NoMessageValues;
  asking: NoMessageValues;
  denied: NoMessageValues;
  unavailable: NoMessageValues;
  timeout: NoMessageValues;
  regions: NoMessageValues;
  title: NoMessageValues;
  explain: NoMessageValues;
  regionsHeading: NoMessageValues;
}>({
  button: { id: 'site.nearMe.button', defaultMessage: 'Near me' },
  asking: { id: 'site.nearMe.asking', defaultMessage: 'Finding your position…' },
  denied: {
    id: 'site.nearMe.denied',
    defaultMessage: 'Your browser did not let us use your position.',
  },
  unavailable: {
    id: 'site.nearMe.unavailable',
    defaultMessage: 'Your position is not available on this device.',
  },
  timeout: {
    id: 'site.nearMe.timeout',
    defaultMessage: 'Finding your position took too long.',
  },
  regions: { id: 'site.nearMe.regions', defaultMessage: 'Choose a region instead' },
  title: { id: 'site.nearMe.title', defaultMessage: 'Golf near you' },
  explain: {
    id: 'site.nearMe.explain',
    defaultMessage:
      'To list the courses around you, press "Near me" and let your browser share your position. We use it rounded to about a kilometre and never keep it.',
  },
  regionsHeading: { id: 'site.nearMe.regionsHeading', defaultMessage: 'Or choose a region' },
});
