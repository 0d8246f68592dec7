import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const scorecardMessages = defineMessages<{
  title: NoMessageValues;
}>({
  title: { id: 'site.club.scorecard.title', defaultMessage: 'Scorecard' },
});
