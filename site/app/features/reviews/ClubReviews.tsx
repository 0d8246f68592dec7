import { ReviewList } from '@fairway/design-system';
import { cultureFor, formatDate, type Locale } from '@fairway/rules';
import { useLocation } from 'react-router';
import { REVIEWS_PAGE_PARAM, type ClubReviewsView } from './reviews.ts';

export interface ClubReviewsProps {
  data: ClubReviewsView | null;
  locale: Locale;
  /** The club page's action answer: the review the golfer has just reported. */
  action?: { reported: number | null };
  /** Each review names its course when the club has more than one. */
  club: { courses: readonly unknown[] };
}

/**
 * The club page's reviews: the average, the count and one page of the latest, the golfer's
 * language first. Its report buttons post to the club page itself (its action), so they work
 * without JavaScript; its page links are plain links to the same page.
 */
export function ClubReviews({ data: reviews, locale, action, club }: ClubReviewsProps) {
  const location = useLocation();
  if (!reviews) return null;
  const here = `${location.pathname}${location.search}`;
  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set(REVIEWS_PAGE_PARAM, String(page));
    return `${location.pathname}?${params.toString()}#reviews`;
  };
  const averageText =
    reviews.average === null
      ? ''
      : new Intl.NumberFormat(cultureFor(locale).culture, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(reviews.average);
  return (
    <ReviewList
      average={reviews.average}
      averageText={averageText}
      count={reviews.count}
      page={reviews.page}
      pages={reviews.pages}
      pageHref={pageHref}
      reportAction={here}
      reportedId={action?.reported ?? null}
      showCourse={club.courses.length > 1}
      reviews={reviews.reviews.map((review) => ({
        id: review.id,
        rating: review.rating,
        text: review.text,
        author: review.author,
        date: formatDate(review.createdAt.slice(0, 10), locale),
        courseName: review.courseName,
        lang: review.language,
      }))}
    />
  );
}
