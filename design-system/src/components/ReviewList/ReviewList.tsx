import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { REVIEW_LIMITS } from '@fairway/rules';
import * as styles from './ReviewList.css';

const messages = defineMessages<{
  title: NoMessageValues;
  summary: { average: string; count: number };
  none: NoMessageValues;
  stars: { rating: number; max: number };
  course: { course: string };
  report: NoMessageValues;
  reportLabel: { author: string };
  reported: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number; pages: number };
}>({
  title: { id: 'ds.reviewList.title', defaultMessage: 'Reviews from golfers who played' },
  summary: {
    id: 'ds.reviewList.summary',
    defaultMessage: '{average} out of 5 from {count, plural, one {# review} other {# reviews}}',
  },
  none: { id: 'ds.reviewList.none', defaultMessage: 'No reviews yet.' },
  stars: { id: 'ds.reviewList.stars', defaultMessage: '{rating} out of {max} stars' },
  course: { id: 'ds.reviewList.course', defaultMessage: 'Course: {course}' },
  report: { id: 'ds.reviewList.report', defaultMessage: 'Report' },
  reportLabel: { id: 'ds.reviewList.reportLabel', defaultMessage: 'Report the review by {author}' },
  reported: {
    id: 'ds.reviewList.reported',
    defaultMessage: 'Thank you: we will look at this review.',
  },
  previous: { id: 'ds.reviewList.previous', defaultMessage: 'Newer reviews' },
  next: { id: 'ds.reviewList.next', defaultMessage: 'Older reviews' },
  page: { id: 'ds.reviewList.page', defaultMessage: 'Page {page} of {pages}' },
});

export interface ReviewItem {
  id: number;
  rating: number;
  text: string;
  author: string;
  /** The date, already formatted in the page's language. */
  date: string;
  courseName: string;
  /** The language it was written in, as a BCP 47 tag, so a reader's browser reads it right. */
  lang: string;
}

export interface ReviewListProps {
  /** Null with no review. */
  average: number | null;
  count: number;
  /** The average already formatted in the page's language ('4,3'). */
  averageText: string;
  reviews: readonly ReviewItem[];
  page: number;
  pages: number;
  /** The address of another page of the list; the site owns its routes. */
  pageHref: (page: number) => string;
  /**
   * Where a report is posted (a plain form with the field `review`, so it works without
   * JavaScript); no report button without it.
   */
  reportAction?: string;
  /** The review just reported, thanked in place of its button. */
  reportedId?: number | null;
  /** The course's name shows with each review when the club has more than one. */
  showCourse?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Stars as text, read out as "4 out of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  const full = Math.round(rating);
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={intl.formatMessage(messages.stars, { rating, max: REVIEW_LIMITS.ratingMax })}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(REVIEW_LIMITS.ratingMax - full)}
    </span>
  );
}

/** A club's reviews: the average and count, one page of reviews, links to the others. */
export function ReviewList({
  average,
  count,
  averageText,
  reviews,
  page,
  pages,
  pageHref,
  reportAction,
  reportedId,
  showCourse = false,
  headingLevel = 2,
  className,
}: ReviewListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  let body: ReactNode;
  if (count === 0 || average === null) {
    body = <p>{intl.formatMessage(messages.none)}</p>;
  } else {
    body = (
      <>
        <p className={styles.summary}>
          <span className={styles.average} aria-hidden="true">
            {averageText}
          </span>
          <RatingStars rating={average} />
          <span>{intl.formatMessage(messages.summary, { average: averageText, count })}</span>
        </p>
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.item} data-review={review.id}>
              <RatingStars rating={review.rating} />
              <p className={styles.text} lang={review.lang}>
                {review.text}
              </p>
              <p className={styles.meta}>
                <span>{review.author}</span>
                <span>{review.date}</span>
                {showCourse ? (
                  <span>{intl.formatMessage(messages.course, { course: review.courseName })}</span>
                ) : null}
              </p>
              {reportAction === undefined ? null : reportedId === review.id ? (
                <p className={styles.meta} role="status">
                  {intl.formatMessage(messages.reported)}
                </p>
              ) : (
                <form method="post" action={reportAction} className={styles.report}>
                  <input type="hidden" name="review" value={review.id} />
                  <button
                    type="submit"
                    className={styles.reportButton}
                    aria-label={intl.formatMessage(messages.reportLabel, {
                      author: review.author,
                    })}
                  >
                    {intl.formatMessage(messages.report)}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className={styles.pages} aria-label={intl.formatMessage(messages.title)}>
            {page > 1 ? (
              <a className={styles.pageLink} href={pageHref(page - 1)}>
                {intl.formatMessage(messages.previous)}
              </a>
            ) : null}
            <span>{intl.formatMessage(messages.page, { page, pages })}</span>
            {page < pages ? (
              <a className={styles.pageLink} href={pageHref(page + 1)}>
                {intl.formatMessage(messages.next)}
              </a>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className={clsx(styles.section, className)}
    >
      <Heading id="reviews-title">{intl.formatMessage(messages.title)}</Heading>
      {body}
    </section>
  );
}
