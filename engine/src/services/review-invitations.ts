/**
 * The timed job that invites a golfer to review (issue 29): once a paid booking's rounds have
 * ended, one mail through the outbox, its dedupe key making it once per booking however many
 * processes or sweeps run.
 */
import type { EngineConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { reviewInvitationMail } from '../render/mail.ts';
import { accountLocale } from './account-notice-rules.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './outbox.ts';
import { invitationKey, invitationsDue } from './review-queries.ts';
import { INVITATION_WINDOW_DAYS, reviewPageUrl } from './review-rules.ts';

/** A sweep's batch: a backlog drains over the next minutes instead of in one long transaction. */
const BATCH = 200;

/** Queues the invitations due now; resolves with how many it queued. */
export async function queueReviewInvitations(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: Pick<EngineConfig, 'ENGINE_SITE_ORIGINS'>;
}): Promise<number> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - INVITATION_WINDOW_DAYS * 86_400_000);
  const due = await invitationsDue(deps.db, now, since, BATCH);
  let queued = 0;
  for (const booking of due) {
    const locale = accountLocale(booking.locale);
    const content = reviewInvitationMail({
      locale,
      name: booking.name,
      course: booking.courseName,
      club: booking.clubName,
      playDate: booking.playDate,
      reviewUrl: reviewPageUrl(deps.config.ENGINE_SITE_ORIGINS, locale, booking.localizador),
    });
    const added = await deps.mailer.enqueue(deps.db, {
      kind: 'reviewInvitation',
      to: booking.email,
      content,
      dedupeKey: invitationKey(booking.reservationId),
    });
    if (added) queued += 1;
  }
  return queued;
}
