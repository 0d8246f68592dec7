/**
 * The cart add's figures for the site benchmark (issue 25): what one POST /api/cart `add` costs,
 * as the chooser's "Add to cart" sends it, against the shop `bench/site.ts` started. Each add is
 * timed one at a time (a golfer adds one tee time, not twenty at once), and its engine calls are
 * read from the endpoint's Server-Timing (`engine;dur=…;desc="N calls"`).
 */
import { madridDate, median } from './booking.ts';
import type { Figure } from './history.ts';

interface Slot {
  time: string;
  bookable: boolean;
  rates: { id: string }[];
}

interface Sample {
  ms: number;
  calls: number;
}

/**
 * Adds tee times for a golfer with the given session cookie: the first add starts the cart, the
 * next `rounds` each add a tee time to a cart of one (the same tee time chosen again replaces
 * its line, so the cart never grows). Answers the table lines and the figures.
 */
export async function cartAddFigures(
  base: string,
  cookie: string,
  userAgent: string,
  rounds = 30,
): Promise<{ lines: string[]; figures: Figure[] }> {
  const fecha = madridDate(5);
  const teeTimes = (await (
    await fetch(`${base}/api/tee-times?idVP=1&rec=1&fecha=${fecha}&locale=en`, {
      headers: { cookie, 'user-agent': userAgent },
    })
  ).json()) as { ok: boolean; slots?: Slot[] };
  const slot = teeTimes.slots?.find((s) => s.bookable && s.rates.length > 0);
  const rate = slot?.rates[0];
  if (!slot || !rate) throw new Error(`cart add bench: no bookable tee time at club 1 on ${fecha}`);

  const add = async (): Promise<Sample> => {
    const started = performance.now();
    const response = await fetch(`${base}/api/cart?locale=en`, {
      method: 'POST',
      headers: {
        cookie,
        'user-agent': userAgent,
        origin: base,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        action: 'add',
        teeTime: {
          idVP: 1,
          rec: 1,
          fecha,
          hora: slot.time,
          rateId: Number(rate.id),
          players: 2,
          services: [],
        },
      }),
    });
    const body = (await response.json()) as { ok: boolean; msg?: string };
    const ms = performance.now() - started;
    if (!body.ok) throw new Error(`cart add bench: the add was refused (${body.msg ?? ''})`);
    // The cart's cookie, set by the first add, is what every later add must carry.
    const locator = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('cartLocator='));
    // The first add's locator is the only one: carried once, not appended again on every add.
    if (locator && !cookie.split('; ').includes(locator))
      cookie = [
        ...cookie.split('; ').filter((c) => c && !c.startsWith('cartLocator=')),
        locator,
      ].join('; ');
    const calls = /desc="(\d+) calls?"/.exec(response.headers.get('server-timing') ?? '')?.[1];
    return { ms, calls: calls === undefined ? Number.NaN : Number(calls) };
  };

  const first = await add();
  const samples: Sample[] = [];
  for (let i = 0; i < rounds; i += 1) samples.push(await add());
  const ms = samples.map((s) => s.ms);
  const counted = samples.map((s) => s.calls).filter((n) => !Number.isNaN(n));
  const calls = counted.length > 0 ? median(counted) : Number.NaN;
  const show = (n: number) => (Number.isNaN(n) ? '–' : String(n));
  return {
    lines: [
      `| add | engine calls | ms (median of ${rounds}) | p90 ms |`,
      '|---|---:|---:|---:|',
      `| first tee time (starts the cart) | ${show(first.calls)} | ${Math.round(first.ms)} (one) | – |`,
      `| a tee time into a cart of one | ${show(calls)} | ${Math.round(median(ms))} | ${Math.round([...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.9)] ?? 0)} |`,
    ],
    figures: [
      {
        suite: 'cart',
        what: `POST /api/cart add, one at a time, median of ${rounds}`,
        values: {
          'engine calls (first add)': show(first.calls),
          'engine calls': show(calls),
          'p50 ms': Math.round(median(ms)),
        },
      },
    ],
  };
}
