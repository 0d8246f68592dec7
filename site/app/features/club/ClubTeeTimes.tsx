import { Button, TeeTimeCard } from '@fairway/design-system';
import { formatDate, joinSentences, PARTS_OF_DAY, partOfDay } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Await, Link, useOutletContext } from 'react-router';
import type { ChosenTeeTime } from '../search/TeeTimeChooserPanel.tsx';
import { useTeeTimes } from '../search/use-tee-times.ts';
import { failureMessages } from '../../platform/engine/failure-messages.ts';
import type { LayoutOutlet } from '../../platform/rendering/layout-outlet.ts';
import { LEFT_OUT } from '../../platform/rendering/left-out.tsx';
import { localePath } from '../../platform/locale.ts';
import { nextDayFor } from '../search/tee-times.ts';
import type { TeeTimeSlotView } from '../search/tee-times.ts';
import * as styles from './club.css.ts';
import { clubPageMessages } from './club-page.messages.ts';

// The chooser's code comes with the first choice, never with the club page's first paint.
const TeeTimeChooserPanel = lazy(() => import('../search/TeeTimeChooserPanel.tsx'));

/**
 * A part of the club page that streams in after the tee times (the club's tournaments, its
 * multipacks): a titled list of links, or nothing when there are none or the engine failed.
 */
export function StreamedLinks<T extends { id: number; href: string; name: string }>({
  id,
  title,
  items,
  detail,
}: {
  id: string;
  title: string;
  items: Promise<T[]>;
  detail: (item: T) => ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={items} errorElement={LEFT_OUT}>
        {(list) =>
          list.length > 0 ? (
            <section aria-labelledby={id} className={styles.section}>
              <h2 id={id} className={styles.subtitle}>
                {title}
              </h2>
              <ul className={styles.links}>
                {list.map((item) => (
                  <li key={item.id} className={styles.linkItem}>
                    <Link to={item.href}>{item.name}</Link>
                    {detail(item)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

type CourseDay = Pick<ChosenTeeTime, 'clubId' | 'clubName' | 'courseId' | 'courseName' | 'date'>;

export function TeeTimesList({
  swrKey,
  seeded,
  idVP,
  locale,
  zoneLabel,
  course,
}: {
  swrKey: string;
  seeded: boolean;
  idVP: number;
  locale: Locale;
  zoneLabel: string;
  course: CourseDay;
}) {
  const intl = useIntl();
  const { setAlert } = useOutletContext<LayoutOutlet>();
  // Null until the first choice: only then is the chooser's module asked for.
  const [chosen, setChosen] = useState<ChosenTeeTime | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const onAdded = useCallback(() => {
    const time = chosen?.time ?? '';
    const closeAlert = () => setAlert({ visible: false, type: 'success', message: null });
    setChooserOpen(false);
    setAlert({
      visible: true,
      type: 'success',
      message: (
        <>
          {intl.formatMessage(clubPageMessages.added, { time })}{' '}
          {/* The message has done its job once the golfer follows it: the next page stays clear. */}
          <Link to={localePath(locale, '/cart')} onClick={closeAlert}>
            {intl.formatMessage(clubPageMessages.viewCart)}
          </Link>
          {' · '}
          {/* A golfer booking one tee time goes straight on; checkout shows the same total. */}
          <Link to={localePath(locale, '/checkout')} onClick={closeAlert}>
            {intl.formatMessage(clubPageMessages.checkout)}
          </Link>
        </>
      ),
    });
  }, [chosen, intl, locale, setAlert]);
  const {
    data: times,
    error,
    mutate,
  } = useTeeTimes(swrKey, {
    seeded,
    onFailure: () =>
      setAlert({
        visible: true,
        type: 'error',
        message: intl.formatMessage(failureMessages.teeTimes),
      }),
  });
  if (!times) {
    // Never "no times" when the times are unknown: say so, and offer to ask again.
    return (
      <div className={styles.unavailable}>
        <p role="status">
          {intl.formatMessage(
            error || seeded ? clubPageMessages.unavailable : clubPageMessages.loading,
          )}
        </p>
        {error ? (
          <Button variant="secondary" onClick={() => void mutate()}>
            {intl.formatMessage(clubPageMessages.retry)}
          </Button>
        ) : null}
      </div>
    );
  }
  const dayHref = (courseId: number, date: string) => `?idVP=${idVP}&rec=${courseId}&fecha=${date}`;
  if (times.notOnSaleYet) {
    // Not an error: the day exists, its tee times are not on sale yet. Say when, and lead to the
    // furthest day that is.
    const { opensOn, lastOpenDay } = times.notOnSaleYet;
    return (
      <div className={styles.noTimes}>
        <p role="status" className={styles.noTimesText}>
          {intl.formatMessage(clubPageMessages.notOnSaleYet, {
            date: formatDate(course.date, locale, 'long'),
            opensOn: formatDate(opensOn, locale, 'long'),
          })}
        </p>
        <Link className={styles.nextDay} to={dayHref(course.courseId, lastOpenDay)}>
          {intl.formatMessage(clubPageMessages.lastOpenDayAction, {
            date: formatDate(lastOpenDay, locale, 'long'),
          })}
        </Link>
      </div>
    );
  }
  if (times.slots.length === 0) {
    // The golfer is one click from a day with times: the first of them leads, the others follow.
    const next = nextDayFor(times.nearest, course.courseId);
    const others = times.nearest.filter((n) => n !== next);
    return (
      <div className={styles.noTimes}>
        <p role="status" className={styles.noTimesText}>
          {joinSentences([
            intl.formatMessage(clubPageMessages.none),
            next &&
              intl.formatMessage(clubPageMessages.nextDay, {
                date: formatDate(next.date, locale, 'long'),
                time: next.time,
              }),
          ])}
        </p>
        {next ? (
          <Link className={styles.nextDay} to={dayHref(next.courseId, next.date)}>
            {intl.formatMessage(clubPageMessages.nextDayAction, {
              date: formatDate(next.date, locale, 'long'),
            })}
          </Link>
        ) : null}
        {others.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{intl.formatMessage(clubPageMessages.nearest)}</h3>
            <ul>
              {others.map((n) => (
                <li key={n.courseId}>
                  <Link to={dayHref(n.courseId, n.date)}>
                    {intl.formatMessage(clubPageMessages.nearestDay, {
                      course: n.courseName,
                      date: formatDate(n.date, locale, 'long'),
                      time: n.time,
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  const groups = PARTS_OF_DAY.map((part) => ({
    part,
    slots: times.slots.filter((slot) => partOfDay(slot.time, slot.twilight) === part),
  })).filter((group) => group.slots.length > 0);
  return (
    <>
      {/* A long day is planned by its part: a jump to each, with how many times it holds. */}
      {groups.length > 1 ? (
        <nav aria-label={intl.formatMessage(clubPageMessages.partsOfDay)}>
          <ul className={styles.dayParts}>
            {groups.map(({ part, slots }) => (
              <li key={part}>
                <a href={`#tee-times-${part}`}>
                  {intl.formatMessage(clubPageMessages.partOfDay, { part, count: slots.length })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(({ part, slots }) => (
        <section key={part} aria-labelledby={`tee-times-${part}`} className={styles.dayPart}>
          <h3 id={`tee-times-${part}`} className={styles.dayPartTitle}>
            {intl.formatMessage(clubPageMessages.partOfDay, { part, count: slots.length })}
          </h3>
          <ul className={styles.slots}>
            {slots.map((slot) => (
              <li key={slot.time} className={styles.slot}>
                <TeeTimeCard
                  className={styles.slotCard}
                  time={slot.time}
                  timeZoneName={zoneLabel}
                  playersAvailable={slot.playersAvailable}
                  rates={slot.rates}
                  earlyBird={slot.earlyBird}
                  twilight={slot.twilight}
                  headingLevel={4}
                />
                {/* Beside the card, not in it: the design system's card stays a plain article. */}
                {slot.bookable ? (
                  <Button
                    variant="primary"
                    fullWidth
                    aria-label={intl.formatMessage(clubPageMessages.chooseLabel, {
                      time: slot.time,
                    })}
                    onClick={() => {
                      setChosen({ ...course, ...chooserSlot(slot) });
                      setChooserOpen(true);
                    }}
                  >
                    {intl.formatMessage(clubPageMessages.choose)}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {chosen ? (
        <Suspense fallback={null}>
          <TeeTimeChooserPanel
            teeTime={chosen}
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            zoneLabel={zoneLabel}
            locale={locale}
            onAdded={onAdded}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A tee time as the chooser takes it. */
function chooserSlot(
  slot: TeeTimeSlotView,
): Pick<ChosenTeeTime, 'time' | 'playersAvailable' | 'rates'> {
  return { time: slot.time, playersAvailable: slot.playersAvailable, rates: slot.rates };
}
