import { ReviewFields } from '@fairway/design-system';
import { formatDate, REVIEW_LIMITS, slugify } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/private-area.review';
import { requireUser } from '../features/account/user-session.server.ts';
import { PRIVATE_AREA_PATHS } from '../features/private-area/private-area.ts';
import * as pageStyles from '../features/private-area/private-area-pages.css.ts';
import { reviewMessages } from '../features/reviews/reviews.messages.ts';
import { readBookingsToReview, writeReview } from '../features/reviews/reviews.server.ts';
import * as styles from '../features/reviews/reviews.css.ts';
import { pageCalls } from '../platform/engine/page-calls.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageTitle } from '../platform/seo/page-title.ts';

/** The golfer's own booking: no shared cache may keep the page. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

async function bookingOf(calls: Parameters<typeof readBookingsToReview>[0], reference: string) {
  const bookings = await readBookingsToReview(calls);
  return bookings.find((b) => b.reference === reference.toUpperCase()) ?? null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const booking = await bookingOf(calls, params.reference);
  return { locale: ctx.locale, booking, notice: calls.notice };
}

/** Writes the review, then shows it where other golfers read it: the club page's list. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const booking = await bookingOf(calls, params.reference);
  if (!booking) return { form: null, refusal: null, missing: true };
  const outcome = await writeReview(calls, booking.reference, await request.formData());
  if (outcome.ok) {
    const club = `/club/${slugify(booking.clubName)}?idVP=${booking.clubId}`;
    throw redirect(`${localePath(ctx.locale, club)}#reviews`, 303);
  }
  return { ...outcome, missing: false };
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, booking } = loaderData;
  const title = intl.formatMessage(reviewMessages.title);
  const form = actionData?.form ?? null;
  const textError =
    form?.textProblem === 'tooShort'
      ? intl.formatMessage(reviewMessages.tooShort, { min: REVIEW_LIMITS.textMin })
      : form?.textProblem === 'tooLong'
        ? intl.formatMessage(reviewMessages.tooLong, { max: REVIEW_LIMITS.textMax })
        : form?.textProblem === 'markup'
          ? intl.formatMessage(reviewMessages.markup)
          : null;
  const refusal =
    actionData && !actionData.missing && !form
      ? (actionData.refusal ?? intl.formatMessage(reviewMessages.failed))
      : null;
  return (
    <section aria-labelledby="review-title" className={pageStyles.section}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <h2 id="review-title" className={pageStyles.title}>
        {title}
      </h2>
      {booking && !actionData?.missing ? (
        <div className={styles.page}>
          <p>
            {intl.formatMessage(reviewMessages.intro, {
              course: booking.courseName,
              club: booking.clubName,
              date: formatDate(booking.date, locale, 'long'),
              time: booking.time,
            })}
          </p>
          <Form method="post">
            <ReviewFields
              rating={form?.rating ?? null}
              text={form?.text}
              ratingError={
                form?.ratingMissing ? intl.formatMessage(reviewMessages.ratingMissing) : null
              }
              textError={textError}
              formError={refusal}
              busy={navigation.state === 'submitting'}
            />
          </Form>
        </div>
      ) : (
        <p role="alert">{intl.formatMessage(reviewMessages.unavailable)}</p>
      )}
      <Link to={localePath(locale, PRIVATE_AREA_PATHS.bookings)}>
        {intl.formatMessage(reviewMessages.backToBookings)}
      </Link>
    </section>
  );
}
