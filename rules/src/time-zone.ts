/**
 * Wall-clock time in a time zone. A club's "today" and "now" are its own, not the server's,
 * and the engine and the site must agree on them, so both read them here.
 */

// Building a formatter costs far more than using one, and availability asks hundreds of times a call.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const MINUTE_MS = 60_000;

/**
 * Answers by zone and minute: formatting is the costly part, and one availability call asks the
 * same few instants several times (now, and each tee time's offset through zonedInstant), so one
 * answer per zone kept evicting the next one asked (docs/benchmarks.md, issue 28). Bounded: the
 * oldest answer goes first.
 */
const answers = new Map<string, { date: string; minutes: number }>();
const MAX_ANSWERS = 512;

/** The local date (YYYY-MM-DD) and minute of the day in a time zone at an instant. */
export function zonedNow(timeZone: string, at: Date): { date: string; minutes: number } {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const key = `${timeZone}|${minute}`;
  const known = answers.get(key);
  if (known) return { ...known };
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const local = {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
  if (!Number.isNaN(minute)) {
    if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value ?? key);
    answers.set(key, local);
  }
  return { ...local };
}

/** A zone's offset from UTC at an instant, in minutes (Madrid in July: 120, Lisbon in January: 0). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const local = zonedNow(timeZone, at);
  const wallAsUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE_MS;
  return Math.round((wallAsUtc - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant a club-local date (YYYY-MM-DD) and time (HH:MM) happens, daylight saving included:
 * the way back from a tee time on a club's wall clock to one moment for every server, calendar and
 * deadline. The offset is read at a first guess and read again at the result, because the guess can
 * sit on the other side of a change. A time the clocks skip (02:30 on a spring-forward night) comes
 * out one hour later, as the club's clock would show it. Throws a RangeError on what is not a date
 * and a time.
 */
export function zonedInstant(timeZone: string, date: string, time: string): Date {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (!match || Number.isNaN(midnight)) {
    throw new RangeError(`not a date and time: ${date} ${time}`);
  }
  const wall = midnight + (Number(match[1]) * 60 + Number(match[2])) * MINUTE_MS;
  const first = wall - zoneOffsetMinutes(timeZone, new Date(wall)) * MINUTE_MS;
  return new Date(wall - zoneOffsetMinutes(timeZone, new Date(first)) * MINUTE_MS);
}
