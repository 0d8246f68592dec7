import { ClubCard } from '@fairway/design-system';
import { formatDate, slugify } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { Locale } from '@fairway/rules';
import { localePath } from '../../platform/locale.ts';
import type { NextTeeTimes } from '../search/tee-times.ts';
import type { OtherClubView } from './region-clubs.server.ts';
import * as styles from './region.css.ts';
import { regionPageMessages } from './region-page.messages.ts';

/**
 * A day without times: one link to the first day that has some, then every club with its next
 * free time ('loading' while the engine is asked, null when it could not say).
 */
export function OtherDays({
  clubs,
  next,
  locale,
  today,
}: {
  clubs: OtherClubView[];
  next: NextTeeTimes | 'loading' | null;
  locale: Locale;
  today: string;
}) {
  const intl = useIntl();
  const { search } = useLocation();
  const firstDate = next && next !== 'loading' ? next.firstDate : null;
  // The page's own query with the other date: the place and the sort stay.
  const dateQuery = (fecha: string) => {
    const params = new URLSearchParams(search);
    params.set('fecha', fecha);
    return params.toString();
  };
  return (
    <section aria-labelledby="region-other-days" className={styles.otherDays}>
      {firstDate ? (
        <Link className={styles.nextDate} to={`?${dateQuery(firstDate)}`}>
          {intl.formatMessage(regionPageMessages.nextDate, {
            date: formatDate(firstDate, locale, 'long'),
          })}
        </Link>
      ) : null}
      {next && next !== 'loading' && !firstDate ? (
        <p className={styles.count}>{intl.formatMessage(regionPageMessages.nothingAhead)}</p>
      ) : null}
      <h2 id="region-other-days" className={styles.subtitle}>
        {intl.formatMessage(regionPageMessages.allClubs)}
      </h2>
      <div className={styles.cards}>
        {clubs.map((club) => {
          const nextTime = next === 'loading' ? 'loading' : (next?.byClub[club.clubId] ?? null);
          return (
            <ClubCard
              key={club.clubId}
              name={club.name}
              courseName={club.courseName}
              place={{ municipality: club.municipality, region: club.region }}
              href={localePath(
                locale,
                `/club/${slugify(club.name)}?idVP=${club.clubId}` +
                  (nextTime && nextTime !== 'loading'
                    ? `&rec=${nextTime.courseId}&fecha=${nextTime.date}`
                    : ''),
              )}
              nextTeeTime={
                nextTime && nextTime !== 'loading'
                  ? { date: nextTime.date, time: nextTime.time, today }
                  : nextTime
              }
              headingLevel={3}
            />
          );
        })}
      </div>
    </section>
  );
}
