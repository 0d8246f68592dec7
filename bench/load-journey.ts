/**
 * One golfer's visit for the load benchmark (bench/load.ts), over HTTP as a browser without
 * script would make it: home, a search, the region, the club's day and its tee times, then (for
 * a golfer who pays) the cart, checkout's form, the payment step, the gateway, the sandbox's card
 * page and its form, and the ok page. Every request is timed and checked by its kind.
 */
import { cardFormBody } from '../engine/test/card-form.ts';

export interface Target {
  /** The club page's canonical path, without its query. */
  clubPath: string;
  idVP: number;
  rec: number;
}

interface Sample {
  ms: number;
  status: number;
}

export interface KindStats {
  kind: string;
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  fivexx: number;
  unexpected: number;
}

interface Slot {
  time: string;
  playersAvailable: number;
  bookable: boolean;
  rates: { id: string }[];
}

/** The requests of a paying visit, for the report. */
export const PAYING_STEPS = 13;
const REQUEST_TIMEOUT_MS = 30_000;

/** A visitor's cookies, as a browser keeps them (the shop's are Secure; this client is the proxy's side). */
class Jar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

export class Journeys {
  private readonly samples = new Map<string, Sample[]>();
  private readonly unexpectedByKind = new Map<string, number>();
  readonly problems: string[] = [];
  readonly outcomes = { paid: 0, refused: 0, soldOut: 0 };
  private visitors = 0;

  constructor(
    private readonly site: string,
    private readonly userAgent: string,
  ) {}

  /** A club golfers find by a keyword, and its canonical page (the club link redirects there). */
  async discover(keyword: string, date: string): Promise<Target> {
    const answer = (await (
      await fetch(`${this.site}/api/suggestions?keyword=${encodeURIComponent(keyword)}&locale=en`, {
        headers: { 'user-agent': this.userAgent },
      })
    ).json()) as { listaElementos?: { data: { cat: string; id: number; id2: number } }[] };
    const club = answer.listaElementos?.find((e) => e.data.cat === 'CLUB');
    if (!club) throw new Error(`load: no club suggested for '${keyword}'`);
    const link = await fetch(`${this.site}/en/club/c?idVP=${club.data.id2}&fecha=${date}`, {
      redirect: 'manual',
      headers: { 'user-agent': this.userAgent },
    });
    const location = link.headers.get('location');
    if (link.status !== 301 || !location)
      throw new Error(`load: club ${club.data.id2} no redirect`);
    return {
      clubPath: new URL(location, this.site).pathname,
      idVP: club.data.id2,
      rec: club.data.id,
    };
  }

  stats(seconds: number): KindStats[] {
    return [...this.samples].map(([kind, samples]) => {
      const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
      return {
        kind,
        count: samples.length,
        perSecond: samples.length / seconds,
        p50: percentile(ms, 0.5),
        p99: percentile(ms, 0.99),
        max: Math.round(ms.at(-1) ?? 0),
        fivexx: samples.filter((s) => s.status >= 500).length,
        unexpected: this.unexpectedByKind.get(kind) ?? 0,
      };
    });
  }

  /**
   * One visit. `pays`: on to a paid booking, unless another golfer takes the tee time first.
   * `recorded`: false for the warm-up.
   */
  async run(
    target: Target,
    date: string,
    options: { pays: boolean; recorded?: boolean },
  ): Promise<void> {
    const recorded = options.recorded ?? true;
    this.visitors += 1;
    const visitor = this.visitors;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const jar = new Jar();
    const site = this.site;
    const agent = this.userAgent;
    const samples = this.samples;
    const flag = (kind: string, why: string) => {
      if (!recorded) throw new Error(`load warm-up: ${kind}: ${why}`);
      this.unexpectedByKind.set(kind, (this.unexpectedByKind.get(kind) ?? 0) + 1);
      this.problems.push(`${kind}: ${why}`);
    };

    /** A timed request; its answer's cookies kept. Answers null when it was not `expect`ed. */
    async function request(
      kind: string,
      url: string,
      expect: number | readonly number[],
      init: { method?: string; body?: string; type?: string; json?: boolean } = {},
    ): Promise<{ response: Response; body: string } | null> {
      const started = performance.now();
      let response: Response;
      let body: string;
      try {
        response = await fetch(url.startsWith('http') ? url : `${site}${url}`, {
          method: init.method ?? 'GET',
          redirect: 'manual',
          body: init.body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          headers: {
            'user-agent': agent,
            'x-forwarded-for': address,
            cookie: jar.header(),
            ...(init.method === 'POST' ? { origin: site } : {}),
            ...(init.type ? { 'content-type': init.type } : {}),
            ...(init.json ? { accept: 'application/json' } : {}),
          },
        });
        body = await response.text();
      } catch (error) {
        flag(kind, String((error as { cause?: unknown }).cause ?? error));
        return null;
      }
      const ms = performance.now() - started;
      if (recorded) {
        const list = samples.get(kind) ?? [];
        list.push({ ms, status: response.status });
        samples.set(kind, list);
      }
      jar.take(response);
      const expected = typeof expect === 'number' ? [expect] : expect;
      if (!expected.includes(response.status)) {
        flag(kind, `${response.status}, not ${expected.join(' or ')}`);
        return null;
      }
      return { response, body };
    }

    const location = (answer: { response: Response }) =>
      answer.response.headers.get('location') ?? '';

    if (!(await request('home', '/en', 200))) return;
    if (!(await request('search (api/suggestions)', '/api/suggestions?keyword=mal&locale=en', 200)))
      return;
    if (!(await request('region page', '/en/region/costa-del-sol?idReg=1', 200))) return;
    const day = `idVP=${target.idVP}&fecha=${date}`;
    if (!(await request('club page (whole day)', `${target.clubPath}?${day}`, 200))) return;
    const times = await request(
      'tee times (api/tee-times)',
      `/api/tee-times?idVP=${target.idVP}&rec=${target.rec}&fecha=${date}&locale=en`,
      200,
    );
    if (!times || !options.pays) return;

    // Golfers go for the first free times of the morning, so they race for the same places.
    const slots = ((JSON.parse(times.body) as { slots?: Slot[] }).slots ?? []).filter(
      (s) => s.bookable && s.rates.length > 0,
    );
    const slot = slots[Math.floor(Math.random() * Math.min(6, slots.length))];
    const rate = slot?.rates[0];
    if (!slot || !rate) {
      // The golfers before took every place: what a long enough run ends in, not a fault.
      this.outcomes.soldOut += 1;
      return;
    }
    const players = Math.min(slot.playersAvailable, 1 + Math.floor(Math.random() * 4));
    const add = await request('cart add (api/cart)', '/api/cart?locale=en', 200, {
      method: 'POST',
      type: 'application/json',
      json: true,
      body: JSON.stringify({
        action: 'add',
        teeTime: {
          idVP: target.idVP,
          rec: target.rec,
          fecha: date,
          hora: slot.time,
          rateId: Number(rate.id),
          players,
          services: [],
        },
      }),
    });
    if (!add) return;
    if (!(JSON.parse(add.body) as { ok: boolean }).ok) {
      // Taken between the list and the add: the engine's clean refusal, as a golfer sees it.
      this.outcomes.refused += 1;
      return;
    }
    if (!(await request('checkout page', '/en/checkout', 200))) return;
    const email = `load-${visitor}-${Date.now()}@golfers.example`;
    const form = new URLSearchParams({ name: 'Ada', surname: 'Lovelace', email, terms: 'on' });
    const hold = await request('hold (checkout form)', '/en/checkout', [302, 200], {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: form.toString(),
    });
    if (!hold) return;
    if (hold.response.status === 200) {
      // Checkout again with the engine's refusal: another golfer held the last places first.
      if (!hold.body.includes('role="alert"'))
        flag('hold (checkout form)', 'a 200 with no refusal');
      else this.outcomes.refused += 1;
      return;
    }
    if (!location(hold).startsWith('/en/payment')) {
      flag('hold (checkout form)', `to ${location(hold)}`);
      return;
    }
    if (!(await request('payment step', location(hold), 200))) return;
    const gateway = await request('gateway (to the card page)', '/en/payment-gateway', 302);
    if (!gateway) return;
    const cardPageUrl = location(gateway);
    const cardPage = await request('card page (engine)', cardPageUrl, 200);
    if (!cardPage) return;
    const { action, body: paid } = cardFormBody(cardPage.body, cardPageUrl, {
      number: '4242424242424242',
    });
    const result = await request('pay (card form, engine)', action, 200, {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: paid.toString(),
    });
    if (!result) return;
    const back = /http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(result.body)?.[1];
    if (!back) {
      flag('pay (card form, engine)', 'no way back to the shop');
      return;
    }
    const okUrl = back.replaceAll('&amp;', '&');
    const reference = new URL(okUrl).searchParams.get('localizador') ?? '';
    const ok = await request('ok page', okUrl, 200);
    if (!ok) return;
    if (!ok.body.includes('Your booking is confirmed') || !ok.body.includes(reference)) {
      flag('ok page', `no confirmed booking ${reference}`);
      return;
    }
    if (recorded) this.outcomes.paid += 1;
  }
}
