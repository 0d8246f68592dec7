import { formatDate, type Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localePath } from '../../platform/locale.ts';
import { reviewMessages } from './reviews.messages.ts';
import { reviewPath } from './review-paths.ts';
import type { BookingToReview } from './reviews.ts';
import * as styles from './reviews.css.ts';

/** The private area's played bookings that wait for the golfer's rating, each with its link. */
export function BookingsToReview({
  bookings,
  locale,
}: {
  bookings: readonly BookingToReview[];
  locale: Locale;
}) {
  const intl = useIntl();
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="bookings-to-review" className={styles.toReview}>
      <h3 id="bookings-to-review">{intl.formatMessage(reviewMessages.toReviewTitle)}</h3>
      <ul className={styles.toReviewList}>
        {bookings.map((booking) => {
          const date = formatDate(booking.date, locale);
          return (
            <li key={booking.reference} className={styles.toReviewItem}>
              <span>
                {intl.formatMessage(reviewMessages.played, {
                  course: booking.courseName,
                  club: booking.clubName,
                  date,
                })}
              </span>
              <Link
                to={localePath(locale, reviewPath(booking.reference))}
                className={styles.rateLink}
                aria-label={intl.formatMessage(reviewMessages.rateLabel, {
                  course: booking.courseName,
                  date,
                })}
              >
                {intl.formatMessage(reviewMessages.rate)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
