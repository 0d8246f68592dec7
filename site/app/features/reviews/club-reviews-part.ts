import { deferred } from '../../platform/rendering/deferred.tsx';

/**
 * The club page's reviews, hydrated after the page (docs/decisions/0014): plain links and forms
 * that work as the server rendered them, so their code need not weigh on the page's first load.
 */
export const ClubReviewsPart = deferred(() =>
  import('./ClubReviews.tsx').then((m) => m.ClubReviews),
);
