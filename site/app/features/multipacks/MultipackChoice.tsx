import { Button, DateStrip, FormError, RoundPicker, SubmitButton } from '@fairway/design-system';
import type { RoundChoice } from '@fairway/design-system';
import { addDays, formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import useSWR from 'swr';
import { fetchJson, useSessionErrors } from '../../platform/browser/fetch-json.ts';
import type { ApiError } from '../../platform/browser/fetch-json.ts';
import { teeTimesKey, useTeeTimes } from '../search/use-tee-times.ts';
import { courseLabel, emptyPackValues, MAX_PACK_PLAYERS, packField } from './multipacks.ts';
import type {
  MultipackCourseView,
  MultipackView,
  PackFieldError,
  PackFormErrors,
  PackFormValues,
  ValidDatesView,
} from './multipacks.ts';
import { multipackPageMessages } from './multipack-page.messages.ts';
import * as styles from './multipack.css.ts';

/** What the page's action answers when it does not send the golfer to the cart. */
export interface ActionAnswer {
  values: PackFormValues;
  errors: PackFormErrors | null;
  /** The engine's refusal in the golfer's language; '' when it could not be reached. */
  formError: string | null;
  /** The pack is off sale (said in the site's words). */
  unavailable?: boolean;
  /** A round outside the window: the days the rounds may be played on. */
  validDates?: ValidDatesView | null;
}

/** What the action said, in words: the refusal, and the valid days of an out-of-window one. */
function AnswerText({ answer, locale }: { answer: ActionAnswer | undefined; locale: Locale }) {
  const intl = useIntl();
  if (!answer) return <FormError />;
  const long = (date: string) => formatDate(date, locale, 'long');
  const valid = answer.validDates;
  const text = answer.unavailable
    ? intl.formatMessage(multipackPageMessages.unavailable)
    : answer.formError !== null
      ? answer.formError || intl.formatMessage(multipackPageMessages.failed)
      : answer.errors
        ? intl.formatMessage(multipackPageMessages.invalid)
        : null;
  return (
    <FormError>
      {text ? <p className={styles.text}>{text}</p> : null}
      {valid ? (
        <>
          <p className={styles.text}>
            {intl.formatMessage(multipackPageMessages.validDates, {
              first: long(valid.firstRound),
              last: long(valid.lastDay),
            })}
          </p>
          <ul className={styles.dates} data-testid="valid-dates">
            {valid.dates.map((date) => (
              <li key={date} className={styles.date}>
                <time dateTime={date}>{long(date)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </FormError>
  );
}

/** A round as the guided choice holds it. */
interface ChosenRound {
  course: MultipackCourseView;
  date: string;
  time: string;
}

function roundChoice(round: ChosenRound | null): RoundChoice | null {
  return round
    ? {
        club: round.course.clubName,
        course: round.course.courseName,
        date: round.date,
        time: round.time,
      }
    : null;
}

/** The rounds a refused form sent back, when they name the pack's courses. */
function initialRounds(pack: MultipackView, answer: ActionAnswer | undefined) {
  return Array.from({ length: pack.rounds }, (_, i): ChosenRound | null => {
    const sent = answer?.values.rounds[i];
    const course = pack.courses.find((c) => String(c.courseId) === sent?.course);
    if (!sent || !course || !/^\d{4}-\d{2}-\d{2}$/.test(sent.date) || !sent.time) return null;
    return { course, date: sent.date, time: sent.time };
  });
}

/**
 * The guided choice: players, then each round in turn (RoundPicker): a course of the pack, a day
 * in the DateStrip and a tee time from that course's availability (/api/tee-times). After round 1
 * the strip offers only the days the engine allows (/api/multipack-dates); no two rounds share a
 * day. What is chosen travels in hidden fields to the page's action, which checks it all again.
 */
export function GuidedChoice({
  pack,
  locale,
  firstDay,
  answer,
}: {
  pack: MultipackView;
  locale: Locale;
  firstDay: string;
  answer: ActionAnswer | undefined;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const sessionErrors = useSessionErrors();
  const [players, setPlayers] = useState(() => {
    const sent = Number(answer?.values.players);
    return sent >= 1 && sent <= MAX_PACK_PLAYERS ? sent : 2;
  });
  const [chosen, setChosen] = useState(() => initialRounds(pack, answer));
  /** The round being changed; null: the first round not chosen yet. */
  const [editing, setEditing] = useState<number | null>(null);
  const [course, setCourse] = useState<MultipackCourseView | null>(pack.courses[0] ?? null);
  const [date, setDate] = useState<string | null>(null);
  const [weekStart, setWeekStart] = useState(firstDay);

  const first = chosen[0]?.date ?? null;
  const datesKey = first
    ? `/api/multipack-dates?${new URLSearchParams({ locale, id: String(pack.id), first }).toString()}`
    : null;
  const valid = useSWR<ValidDatesView & { ok: true }, ApiError>(datesKey, fetchJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: ApiError) => void sessionErrors(error),
  });
  const validDates = valid.data ?? null;

  // A new first day moves the window: later rounds outside it are to be chosen again.
  const allowed = validDates ? new Set(validDates.dates) : null;
  const rounds = chosen.map((r, i) => (i > 0 && r && allowed && !allowed.has(r.date) ? null : r));
  const current = editing ?? rounds.findIndex((r) => r === null);

  const isFirst = current === 0;
  const range = isFirst
    ? { min: firstDay, max: pack.lastDay }
    : validDates
      ? { min: validDates.dates[0] ?? firstDay, max: validDates.dates.at(-1) ?? firstDay }
      : null;
  const taken = new Set(rounds.flatMap((r, i) => (r && i !== current ? [r.date] : [])));
  const shownDays = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const disabledDates = shownDays.filter(
    (d) => taken.has(d) || (!isFirst && validDates !== null && !validDates.dates.includes(d)),
  );

  function startRound(index: number, list = rounds) {
    const picked = list[index] ?? null;
    const previous = list[index - 1] ?? null;
    setCourse(picked?.course ?? previous?.course ?? pack.courses[0] ?? null);
    setDate(picked?.date ?? null);
    const start =
      picked?.date ??
      (index === 0 ? firstDay : (validDates?.dates[0] ?? list[0]?.date ?? firstDay));
    setWeekStart(start);
  }

  function pickTime(time: string) {
    if (!course || !date || current < 0) return;
    const next = rounds.map((r, i) => (i === current ? { course, date, time } : r));
    setChosen(next);
    setEditing(null);
    const following = next.findIndex((r) => r === null);
    if (following >= 0) startRound(following, next);
  }

  const complete = current < 0;
  const busy = navigation.state === 'submitting';
  const unitPrice = pack.price;
  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          {intl.formatMessage(multipackPageMessages.players)}
        </legend>
        {Array.from({ length: MAX_PACK_PLAYERS }, (_, i) => i + 1).map((n) => (
          <label key={n} className={styles.choice}>
            <input
              type="radio"
              name={packField.players}
              value={n}
              checked={players === n}
              onChange={() => setPlayers(n)}
            />
            {intl.formatMessage(multipackPageMessages.playersCount, { players: n })}
          </label>
        ))}
      </fieldset>
      <RoundPicker
        rounds={pack.rounds}
        chosen={rounds.map(roundChoice)}
        current={current}
        onChange={(round) => {
          setEditing(round);
          startRound(round);
        }}
        {...(!isFirst && validDates ? { lastDate: validDates.lastDay } : {})}
      >
        {current >= 0 ? (
          <div className={styles.chooser}>
            {pack.courses.length > 1 ? (
              <fieldset className={styles.choices}>
                <legend className={styles.legend}>
                  {intl.formatMessage(multipackPageMessages.course)}
                </legend>
                {pack.courses.map((c) => (
                  <label key={c.courseId} className={styles.choice}>
                    <input
                      type="radio"
                      name={`round-course-choice`}
                      value={c.courseId}
                      checked={course?.courseId === c.courseId}
                      onChange={() => setCourse(c)}
                    />
                    {courseLabel(c)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {range === null ? (
              <div className={styles.row}>
                <p role="status" className={styles.text}>
                  {intl.formatMessage(
                    valid.error
                      ? multipackPageMessages.datesUnavailable
                      : multipackPageMessages.datesLoading,
                  )}
                </p>
                {valid.error ? (
                  <Button variant="secondary" onClick={() => void valid.mutate()}>
                    {intl.formatMessage(multipackPageMessages.retry)}
                  </Button>
                ) : null}
              </div>
            ) : (
              <DateStrip
                startDate={weekStart}
                {...(date ? { selectedDate: date } : {})}
                minDate={range.min}
                maxDate={range.max}
                disabledDates={disabledDates}
                onSelect={(d) => setDate(d)}
                onPrevious={() =>
                  setWeekStart(
                    addDays(weekStart, -7) < range.min ? range.min : addDays(weekStart, -7),
                  )
                }
                onNext={() => setWeekStart(addDays(weekStart, 7))}
                label={intl.formatMessage(multipackPageMessages.days, { number: current + 1 })}
              />
            )}
            {course && date && range && date >= range.min && date <= range.max ? (
              <RoundTimes
                key={`${course.courseId}|${date}`}
                locale={locale}
                course={course}
                date={date}
                players={players}
                round={current}
                chosenTime={
                  rounds[current]?.course.courseId === course.courseId &&
                  rounds[current]?.date === date
                    ? (rounds[current]?.time ?? null)
                    : null
                }
                onPick={pickTime}
              />
            ) : null}
          </div>
        ) : null}
      </RoundPicker>
      {rounds.map((round, i) =>
        round ? (
          <span key={i} hidden>
            <input type="hidden" name={packField.course(i)} value={round.course.courseId} />
            <input type="hidden" name={packField.date(i)} value={round.date} />
            <input type="hidden" name={packField.time(i)} value={round.time} />
          </span>
        ) : null,
      )}
      <div className={styles.actions}>
        <p className={styles.text}>
          {intl.formatMessage(multipackPageMessages.total, {
            players,
            price: formatPrice(unitPrice * players, intl.locale),
          })}
        </p>
        <AnswerText answer={navigation.state === 'idle' ? answer : undefined} locale={locale} />
        {complete ? null : (
          <p className={styles.muted}>{intl.formatMessage(multipackPageMessages.incomplete)}</p>
        )}
        <SubmitButton
          variant="primary"
          busy={busy}
          busyLabel={intl.formatMessage(multipackPageMessages.adding)}
          disabled={!complete}
        >
          {intl.formatMessage(multipackPageMessages.add)}
        </SubmitButton>
      </div>
    </>
  );
}

/** One course's tee times on a day, from the same endpoint the club page refreshes from. */
function RoundTimes({
  locale,
  course,
  date,
  players,
  round,
  chosenTime,
  onPick,
}: {
  locale: Locale;
  course: MultipackCourseView;
  date: string;
  players: number;
  round: number;
  chosenTime: string | null;
  onPick: (time: string) => void;
}) {
  const intl = useIntl();
  const key = teeTimesKey(locale, { idVP: course.clubId, rec: course.courseId, fecha: date });
  const { data: times, error, mutate } = useTeeTimes(key, { seeded: false });
  const heading = (
    <p className={styles.text}>
      {intl.formatMessage(multipackPageMessages.times, { date: formatDate(date, locale, 'long') })}
      <span className={styles.muted}>{intl.formatMessage(multipackPageMessages.localTime)}</span>
    </p>
  );
  if (!times)
    return (
      <div className={styles.row}>
        <p role="status" className={styles.text}>
          {intl.formatMessage(
            error ? multipackPageMessages.timesUnavailable : multipackPageMessages.timesLoading,
          )}
        </p>
        {error ? (
          <Button variant="secondary" onClick={() => void mutate()}>
            {intl.formatMessage(multipackPageMessages.retry)}
          </Button>
        ) : null}
      </div>
    );
  const slots = times.slots.filter((s) => s.bookable && s.playersAvailable >= players);
  if (slots.length === 0)
    return (
      <>
        {heading}
        <p role="status" className={styles.text}>
          {intl.formatMessage(multipackPageMessages.noTimes)}
        </p>
      </>
    );
  return (
    <>
      {heading}
      <ul className={styles.times}>
        {slots.map((slot) => (
          <li key={slot.time}>
            <Button
              variant={slot.time === chosenTime ? 'primary' : 'secondary'}
              fullWidth
              aria-pressed={slot.time === chosenTime}
              aria-label={intl.formatMessage(multipackPageMessages.pickTime, {
                number: round + 1,
                time: slot.time,
              })}
              onClick={() => onPick(slot.time)}
            >
              {slot.time}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The same fields for a browser without JavaScript, filled with what a refused form sent. */
export function PlainChoice({
  pack,
  locale,
  firstDay,
  answer,
}: {
  pack: MultipackView;
  locale: Locale;
  firstDay: string;
  answer: ActionAnswer | undefined;
}) {
  const intl = useIntl();
  const values = answer?.values ?? emptyPackValues(pack.rounds);
  // One fieldset per round of the pack, whatever the answer kept (an answer made without the pack
  // keeps every round the form could have had).
  const rounds = emptyPackValues(pack.rounds).rounds.map((empty, i) => values.rounds[i] ?? empty);
  const errors = answer?.errors ?? null;
  const long = (date: string) => formatDate(date, locale, 'long');
  const say = (error: PackFieldError | null | undefined) => {
    switch (error) {
      case 'required':
        return intl.formatMessage(multipackPageMessages.required);
      case 'course':
        return intl.formatMessage(multipackPageMessages.badCourse);
      case 'date':
        return intl.formatMessage(multipackPageMessages.badDate);
      case 'season':
        return intl.formatMessage(multipackPageMessages.badSeason, {
          from: long(firstDay),
          to: long(pack.lastDay),
        });
      case 'time':
        return intl.formatMessage(multipackPageMessages.badTime);
      case 'sameDay':
        return intl.formatMessage(multipackPageMessages.sameDay);
      default:
        return null;
    }
  };
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{intl.formatMessage(multipackPageMessages.plainHint)}</p>
      <label className={styles.plainField}>
        {intl.formatMessage(multipackPageMessages.players)}
        <select
          name={packField.players}
          defaultValue={values.players}
          className={styles.plainInput}
        >
          {Array.from({ length: MAX_PACK_PLAYERS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage(multipackPageMessages.playersCount, { players: n })}
            </option>
          ))}
        </select>
      </label>
      {errors?.players ? (
        <p className={styles.fieldError}>{intl.formatMessage(multipackPageMessages.badPlayers)}</p>
      ) : null}
      {rounds.map((round, i) => (
        <fieldset key={i} className={styles.plainRound}>
          <legend className={styles.legend}>
            {intl.formatMessage(multipackPageMessages.round, { number: i + 1 })}
          </legend>
          <label className={styles.plainField}>
            {intl.formatMessage(multipackPageMessages.course)}
            <select
              name={packField.course(i)}
              defaultValue={round.course}
              className={styles.plainInput}
            >
              {pack.courses.map((c) => (
                <option key={c.courseId} value={c.courseId}>
                  {courseLabel(c)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.plainField}>
            {intl.formatMessage(multipackPageMessages.day)}
            <input
              type="date"
              name={packField.date(i)}
              defaultValue={round.date}
              min={firstDay}
              max={pack.lastDay}
              className={styles.plainInput}
            />
          </label>
          <label className={styles.plainField}>
            {intl.formatMessage(multipackPageMessages.time)}
            <input
              type="time"
              name={packField.time(i)}
              defaultValue={round.time}
              className={styles.plainInput}
            />
          </label>
          {say(errors?.rounds[i]) ? (
            <p className={styles.fieldError}>{say(errors?.rounds[i])}</p>
          ) : null}
        </fieldset>
      ))}
      <AnswerText answer={answer} locale={locale} />
      <button type="submit" className={styles.plainInput}>
        {intl.formatMessage(multipackPageMessages.add)}
      </button>
    </div>
  );
}
