import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const reviewMessages = defineMessages<{
  title: NoMessageValues;
  intro: { course: string; club: string; date: string; time: string };
  unavailable: NoMessageValues;
  backToBookings: NoMessageValues;
  ratingMissing: NoMessageValues;
  tooShort: { min: number };
  tooLong: { max: number };
  markup: NoMessageValues;
  failed: NoMessageValues;
  toReviewTitle: NoMessageValues;
  rate: NoMessageValues;
  rateLabel: { course: string; date: string };
  played: { course: string; club: string; date: string };
}>({
  title: { id: 'site.reviews.title', defaultMessage: 'Rate this course' },
  intro: {
    id: 'site.reviews.intro',
    defaultMessage: 'You played {course} at {club} on {date} at {time}.',
  },
  unavailable: {
    id: 'site.reviews.unavailable',
    defaultMessage:
      'This booking cannot be rated: it is not one of yours, its round has not been played yet, or it already has a review.',
  },
  backToBookings: { id: 'site.reviews.backToBookings', defaultMessage: 'Back to my bookings' },
  ratingMissing: { id: 'site.reviews.ratingMissing', defaultMessage: 'Choose from 1 to 5 stars.' },
  tooShort: { id: 'site.reviews.tooShort', defaultMessage: 'Write at least {min} characters.' },
  tooLong: { id: 'site.reviews.tooLong', defaultMessage: 'Write at most {max} characters.' },
  markup: {
    id: 'site.reviews.markup',
    defaultMessage: 'Write plain text, without HTML tags or codes such as &lt;.',
  },
  failed: {
    id: 'site.reviews.failed',
    defaultMessage: 'Your review could not be published. Please try again.',
  },
  toReviewTitle: { id: 'site.reviews.toReviewTitle', defaultMessage: 'Rate your rounds' },
  rate: { id: 'site.reviews.rate', defaultMessage: 'Rate this course' },
  rateLabel: { id: 'site.reviews.rateLabel', defaultMessage: 'Rate {course}, played on {date}' },
  played: { id: 'site.reviews.played', defaultMessage: '{course}: {club}, {date}' },
});
