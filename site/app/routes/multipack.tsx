import {
  Button,
  DateStrip,
  FormError,
  PriceTag,
  RoundPicker,
  SubmitButton,
} from '@fairway/design-system';
import type { RoundChoice } from '@fairway/design-system';
import { addDays, formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import useSWR from 'swr';
import type { Route } from './+types/multipack';
import { SocialMeta } from '../components/SeoHead.tsx';
import { fetchJson, useSessionErrors } from '../data/fetch-json.ts';
import type { ApiError } from '../data/fetch-json.ts';
import { teeTimesKey, useTeeTimes } from '../data/use-tee-times.ts';
import { cartCookie, cartLocatorOf, loadCart } from '../lib/cart.server.ts';
import { todayIn } from '../lib/club-date.ts';
import { localePath } from '../lib/locale.ts';
import { multipackMessages } from '../lib/multipacks-messages.ts';
import {
  courseLabel,
  emptyPackValues,
  MAX_PACK_PLAYERS,
  MAX_PACK_ROUNDS,
  multipackIdOfSlug,
  multipacksPath,
  packField,
  packFormValues,
  readPackForm,
} from '../lib/multipacks.ts';
import type {
  MultipackCourseView,
  MultipackView,
  PackFieldError,
  PackFormErrors,
  PackFormValues,
  ValidDatesView,
} from '../lib/multipacks.ts';
import { addMultipackToCart, getMultipack } from '../lib/multipacks.server.ts';
import { clubPath } from '../lib/places.ts';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { visitCookiesExpire } from '../lib/session.server.ts';
import * as styles from './multipack.css.ts';

const messages = defineMessages<{
  back: NoMessageValues;
  courses: NoMessageValues;
  season: { from: string; to: string };
  choose: NoMessageValues;
  players: NoMessageValues;
  playersCount: { players: number };
  course: NoMessageValues;
  day: NoMessageValues;
  time: NoMessageValues;
  days: { number: number };
  times: { date: string };
  localTime: NoMessageValues;
  timesLoading: NoMessageValues;
  timesUnavailable: NoMessageValues;
  retry: NoMessageValues;
  noTimes: NoMessageValues;
  pickTime: { number: number; time: string };
  datesLoading: NoMessageValues;
  datesUnavailable: NoMessageValues;
  total: { players: number; price: string };
  add: NoMessageValues;
  adding: NoMessageValues;
  incomplete: NoMessageValues;
  unavailable: NoMessageValues;
  failed: NoMessageValues;
  validDates: { first: string; last: string };
  round: { number: number };
  invalid: NoMessageValues;
  plainHint: NoMessageValues;
  required: NoMessageValues;
  badCourse: NoMessageValues;
  badDate: NoMessageValues;
  badSeason: { from: string; to: string };
  badTime: NoMessageValues;
  sameDay: NoMessageValues;
  badPlayers: NoMessageValues;
}>({
  back: { id: 'site.multipacks.back', defaultMessage: 'All multipacks' },
  courses: { id: 'site.multipacks.courses', defaultMessage: 'Courses' },
  season: {
    id: 'site.multipacks.season',
    defaultMessage: 'Rounds from {from} to {to}',
  },
  choose: { id: 'site.multipacks.choose', defaultMessage: 'Choose your rounds' },
  players: { id: 'site.multipacks.players', defaultMessage: 'Players' },
  playersCount: {
    id: 'site.multipacks.playersCount',
    defaultMessage: '{players, plural, one {# player} other {# players}}',
  },
  course: { id: 'site.multipacks.course', defaultMessage: 'Course' },
  day: { id: 'site.multipacks.day', defaultMessage: 'Day' },
  time: { id: 'site.multipacks.time', defaultMessage: 'Tee time' },
  days: { id: 'site.multipacks.days', defaultMessage: 'Choose the day of round {number}' },
  times: { id: 'site.multipacks.times', defaultMessage: 'Tee times on {date}' },
  localTime: {
    id: 'site.multipacks.localTime',
    defaultMessage: 'Times are the club’s local time.',
  },
  timesLoading: { id: 'site.multipacks.timesLoading', defaultMessage: 'Loading the tee times…' },
  timesUnavailable: {
    id: 'site.multipacks.timesUnavailable',
    defaultMessage: 'The tee times could not be loaded',
  },
  retry: { id: 'site.multipacks.retry', defaultMessage: 'Try again' },
  noTimes: {
    id: 'site.multipacks.noTimes',
    defaultMessage: 'No times found for the selected date',
  },
  pickTime: { id: 'site.multipacks.pickTime', defaultMessage: 'Play round {number} at {time}' },
  datesLoading: {
    id: 'site.multipacks.datesLoading',
    defaultMessage: 'Loading the days you can play…',
  },
  datesUnavailable: {
    id: 'site.multipacks.datesUnavailable',
    defaultMessage: 'The days you can play could not be loaded',
  },
  total: {
    id: 'site.multipacks.total',
    defaultMessage: 'Total for {players, plural, one {# player} other {# players}}: {price}',
  },
  add: { id: 'site.multipacks.add', defaultMessage: 'Add to cart' },
  adding: { id: 'site.multipacks.adding', defaultMessage: 'Adding to the cart…' },
  incomplete: {
    id: 'site.multipacks.incomplete',
    defaultMessage: 'Choose a tee time for every round to add the multipack to your cart.',
  },
  unavailable: {
    id: 'site.multipacks.offSale',
    defaultMessage: 'This multipack is not available at this time',
  },
  failed: {
    id: 'site.multipacks.failed',
    defaultMessage: 'The multipack could not be added to the cart. Please try again.',
  },
  validDates: {
    id: 'site.multipacks.validDates',
    defaultMessage:
      'Every round must be played from {first} to {last}. You can play the rounds on these days:',
  },
  round: { id: 'site.multipacks.round', defaultMessage: 'Round {number}' },
  invalid: {
    id: 'site.multipacks.invalid',
    defaultMessage: 'Some of the rounds are not valid. Please check them.',
  },
  plainHint: {
    id: 'site.multipacks.plainHint',
    defaultMessage: 'Enter a course, a day and a tee time (HH:MM) for each round.',
  },
  required: {
    id: 'site.multipacks.error.required',
    defaultMessage: 'Choose a course, a day and a tee time',
  },
  badCourse: {
    id: 'site.multipacks.error.course',
    defaultMessage: 'Choose one of the multipack’s courses',
  },
  badDate: { id: 'site.multipacks.error.date', defaultMessage: 'Enter a valid day' },
  badSeason: {
    id: 'site.multipacks.error.season',
    defaultMessage: 'Choose a day from {from} to {to}',
  },
  badTime: { id: 'site.multipacks.error.time', defaultMessage: 'Enter a tee time as HH:MM' },
  sameDay: {
    id: 'site.multipacks.error.sameDay',
    defaultMessage: 'Play each round on a different day',
  },
  badPlayers: { id: 'site.multipacks.error.players', defaultMessage: 'Choose 1 to 4 players' },
});

/** What the page's action answers when it does not send the golfer to the cart. */
interface ActionAnswer {
  values: PackFormValues;
  errors: PackFormErrors | null;
  /** The engine's refusal in the golfer's language; '' when it could not be reached. */
  formError: string | null;
  /** The pack is off sale (said in the site's words). */
  unavailable?: boolean;
  /** A round outside the window: the days the rounds may be played on. */
  validDates?: ValidDatesView | null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const id = multipackIdOfSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const found = await getMultipack(calls, id);
  if (!found.ok) criticalFailure(found, calls.notice);
  const pack = found.data;
  if (params.slug !== pack.slug) {
    // The name changed, or the address was mistyped before the id: one address per pack.
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/[^/]*$/, pack.slug)}${url.search}`, 301);
  }
  // The pack's courses share a region, so the first course's calendar day is the pack's.
  const today = todayIn(pack.courses[0]?.timeZone ?? 'Europe/Madrid');
  return {
    locale: ctx.locale,
    pack,
    /** The first day a first round can be chosen: today or the season's first, whichever is later. */
    firstDay: pack.firstDay > today ? pack.firstDay : today,
    notice: calls.notice,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const id = multipackIdOfSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const found = await getMultipack(calls, id);
  if (!found.ok) {
    if (found.cod === 2) throw data(null, { status: 404 });
    return data<ActionAnswer>({
      values: packFormValues(form, MAX_PACK_ROUNDS),
      errors: null,
      formError: '',
    });
  }
  const pack = found.data;
  const values = packFormValues(form, pack.rounds);
  // Answered 200 like any form the golfer must correct (see checkout.tsx).
  if (!pack.onSale)
    return data<ActionAnswer>({ values, errors: null, formError: null, unavailable: true });
  const read = readPackForm(values, pack);
  if (!read.ok) return data<ActionAnswer>({ values, errors: read.errors, formError: null });
  // A cart the engine has forgotten (booked, expired) is not sent: the pack starts a new one.
  const cookieLocator = cartLocatorOf(request);
  let locator = cookieLocator;
  if (locator) {
    const loaded = await loadCart(calls, locator);
    if (!loaded.ok && loaded.missing) locator = null;
  }
  const added = await addMultipackToCart(calls, { locator, packId: pack.id, order: read.order });
  if (!added.ok)
    return data<ActionAnswer>({
      values,
      errors: null,
      formError: added.msg,
      validDates: added.validDates,
    });
  const headers = new Headers();
  if (added.locator !== cookieLocator)
    headers.append(
      'Set-Cookie',
      cartCookie(added.locator, visitCookiesExpire(ctx.session), ctx.cookieSecure),
    );
  throw redirect(localePath(ctx.locale, '/cart'), { headers });
}

export default function MultipackPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, pack, firstDay } = loaderData;
  const hydrated = useHydrated();
  const answer = actionData as ActionAnswer | undefined;
  const long = (date: string) => formatDate(date, locale, 'long');
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: pack.name })}</title>
      <meta name="description" content={pack.description} />
      <SocialMeta title={pack.name} description={pack.description} />
      <Link className={styles.back} to={localePath(locale, multipacksPath())}>
        {intl.formatMessage(messages.back)}
      </Link>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{pack.name}</h1>
          <p className={styles.muted}>{pack.regionName}</p>
          <p className={styles.text}>{pack.description}</p>
        </div>
        <div className={styles.priceBox}>
          <p className={styles.priceLine}>
            <PriceTag
              amount={pack.price}
              size="large"
              {...(pack.usualPrice !== undefined ? { previousAmount: pack.usualPrice } : {})}
            />
            <span className={styles.muted}>{intl.formatMessage(multipackMessages.perPlayer)}</span>
          </p>
          <p className={styles.text}>
            {intl.formatMessage(multipackMessages.rounds, { rounds: pack.rounds })}
          </p>
          <p className={styles.text}>
            {intl.formatMessage(multipackMessages.window, { days: pack.windowDays })}
          </p>
          <p className={styles.muted}>
            {intl.formatMessage(messages.season, {
              from: long(pack.firstDay),
              to: long(pack.lastDay),
            })}
          </p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="multipack-courses">
        <h2 id="multipack-courses" className={styles.subtitle}>
          {intl.formatMessage(messages.courses)}
        </h2>
        <ul className={styles.list}>
          {pack.courses.map((course) => (
            <li key={course.courseId}>
              <Link
                to={localePath(locale, clubPath(course.clubName, course.clubId, course.courseId))}
              >
                {courseLabel(course)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {pack.onSale ? (
        <section className={styles.section} aria-labelledby="multipack-choose">
          <h2 id="multipack-choose" className={styles.subtitle}>
            {intl.formatMessage(messages.choose)}
          </h2>
          <Form method="post" className={styles.section} noValidate>
            {hydrated ? (
              <GuidedChoice pack={pack} locale={locale} firstDay={firstDay} answer={answer} />
            ) : null}
            {/* Without JavaScript the guided choice cannot run: the same fields, typed in. */}
            <noscript>
              <PlainChoice pack={pack} locale={locale} firstDay={firstDay} answer={answer} />
            </noscript>
          </Form>
        </section>
      ) : (
        <p className={styles.offSale} role="status">
          {intl.formatMessage(messages.unavailable)}
        </p>
      )}
    </div>
  );
}

/** What the action said, in words: the refusal, and the valid days of an out-of-window one. */
function AnswerText({ answer, locale }: { answer: ActionAnswer | undefined; locale: Locale }) {
  const intl = useIntl();
  if (!answer) return <FormError />;
  const long = (date: string) => formatDate(date, locale, 'long');
  const valid = answer.validDates;
  const text = answer.unavailable
    ? intl.formatMessage(messages.unavailable)
    : answer.formError !== null
      ? answer.formError || intl.formatMessage(messages.failed)
      : answer.errors
        ? intl.formatMessage(messages.invalid)
        : null;
  return (
    <FormError>
      {text ? <p className={styles.text}>{text}</p> : null}
      {valid ? (
        <>
          <p className={styles.text}>
            {intl.formatMessage(messages.validDates, {
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
function GuidedChoice({
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
        <legend className={styles.legend}>{intl.formatMessage(messages.players)}</legend>
        {Array.from({ length: MAX_PACK_PLAYERS }, (_, i) => i + 1).map((n) => (
          <label key={n} className={styles.choice}>
            <input
              type="radio"
              name={packField.players}
              value={n}
              checked={players === n}
              onChange={() => setPlayers(n)}
            />
            {intl.formatMessage(messages.playersCount, { players: n })}
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
                <legend className={styles.legend}>{intl.formatMessage(messages.course)}</legend>
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
                    valid.error ? messages.datesUnavailable : messages.datesLoading,
                  )}
                </p>
                {valid.error ? (
                  <Button variant="secondary" onClick={() => void valid.mutate()}>
                    {intl.formatMessage(messages.retry)}
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
                label={intl.formatMessage(messages.days, { number: current + 1 })}
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
          {intl.formatMessage(messages.total, {
            players,
            price: formatPrice(unitPrice * players, intl.locale),
          })}
        </p>
        <AnswerText answer={navigation.state === 'idle' ? answer : undefined} locale={locale} />
        {complete ? null : (
          <p className={styles.muted}>{intl.formatMessage(messages.incomplete)}</p>
        )}
        <SubmitButton
          variant="primary"
          busy={busy}
          busyLabel={intl.formatMessage(messages.adding)}
          disabled={!complete}
        >
          {intl.formatMessage(messages.add)}
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
      {intl.formatMessage(messages.times, { date: formatDate(date, locale, 'long') })}
      <span className={styles.muted}>{intl.formatMessage(messages.localTime)}</span>
    </p>
  );
  if (!times)
    return (
      <div className={styles.row}>
        <p role="status" className={styles.text}>
          {intl.formatMessage(error ? messages.timesUnavailable : messages.timesLoading)}
        </p>
        {error ? (
          <Button variant="secondary" onClick={() => void mutate()}>
            {intl.formatMessage(messages.retry)}
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
          {intl.formatMessage(messages.noTimes)}
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
              aria-label={intl.formatMessage(messages.pickTime, {
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
function PlainChoice({
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
        return intl.formatMessage(messages.required);
      case 'course':
        return intl.formatMessage(messages.badCourse);
      case 'date':
        return intl.formatMessage(messages.badDate);
      case 'season':
        return intl.formatMessage(messages.badSeason, {
          from: long(firstDay),
          to: long(pack.lastDay),
        });
      case 'time':
        return intl.formatMessage(messages.badTime);
      case 'sameDay':
        return intl.formatMessage(messages.sameDay);
      default:
        return null;
    }
  };
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{intl.formatMessage(messages.plainHint)}</p>
      <label className={styles.plainField}>
        {intl.formatMessage(messages.players)}
        <select
          name={packField.players}
          defaultValue={values.players}
          className={styles.plainInput}
        >
          {Array.from({ length: MAX_PACK_PLAYERS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage(messages.playersCount, { players: n })}
            </option>
          ))}
        </select>
      </label>
      {errors?.players ? (
        <p className={styles.fieldError}>{intl.formatMessage(messages.badPlayers)}</p>
      ) : null}
      {rounds.map((round, i) => (
        <fieldset key={i} className={styles.plainRound}>
          <legend className={styles.legend}>
            {intl.formatMessage(messages.round, { number: i + 1 })}
          </legend>
          <label className={styles.plainField}>
            {intl.formatMessage(messages.course)}
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
            {intl.formatMessage(messages.day)}
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
            {intl.formatMessage(messages.time)}
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
        {intl.formatMessage(messages.add)}
      </button>
    </div>
  );
}
