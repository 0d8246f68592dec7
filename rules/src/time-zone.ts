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

/** The local date (YYYY-MM-DD) and minute of the day in a time zone at an instant. */
export function zonedNow(timeZone: string, at: Date): { date: string; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}
