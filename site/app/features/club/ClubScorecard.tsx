import { Scorecard } from '@fairway/design-system';
import { useIntl } from 'react-intl';
import { clubPageMessages } from './club-page.messages.ts';
import * as styles from './club.css.ts';
import type { CourseScorecardView } from './scorecard-view.ts';
import { scorecardMessages } from './scorecard.messages.ts';

/** The scorecard of the course the page shows; nothing when the engine gave none. */
export function ClubScorecard({
  scorecards,
  courseId,
}: {
  scorecards: readonly CourseScorecardView[] | null;
  courseId: number;
}) {
  const intl = useIntl();
  const card = scorecards?.find((c) => c.courseId === courseId);
  if (!card) return null;
  return (
    <section aria-labelledby="club-scorecard" className={styles.section}>
      <h2 id="club-scorecard" className={styles.subtitle}>
        {intl.formatMessage(scorecardMessages.title)}
      </h2>
      <Scorecard
        caption={intl.formatMessage(clubPageMessages.courseLine, {
          course: card.courseName,
          details: intl.formatMessage(clubPageMessages.holes, {
            holes: card.holeCount,
            par: card.par,
          }),
        })}
        holes={card.holes}
      />
    </section>
  );
}
