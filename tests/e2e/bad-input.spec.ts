/**
 * Bad input (issue 28), the site's side of engine/test/bad-input.test.ts: every own-API endpoint
 * (site/app/routes/api.*.ts) and every page's form action answers malformed input with a 4xx that
 * says so, never a 5xx, and keeps the connection: the walk goes over one kept-alive socket, as a
 * browser's or a load balancer's would. Before, a JSON or empty body posted to any form action, or
 * to the consent banner's, was a 500 (`request.formData()` threw).
 */
import { Agent, request as httpRequest } from 'node:http';
import { expect, only, test } from './fixtures.ts';

interface Answer {
  status: number;
  body: string;
  /** The request went over a socket an earlier one had used. */
  reused: boolean;
  connection: string | undefined;
}

function send(
  agent: Agent,
  baseURL: string,
  method: string,
  path: string,
  body?: { text: string; type?: string },
): Promise<Answer> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method,
      agent,
      headers: {
        origin: url.origin,
        ...(body?.type ? { 'content-type': body.type } : {}),
        ...(body ? { 'content-length': String(Buffer.byteLength(body.text)) } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: text,
          reused: req.reusedSocket,
          connection: res.headers.connection,
        }),
      );
    });
    req.on('error', reject);
    req.end(body?.text);
  });
}

/** Bodies no action or endpoint can take: not its type, not parseable, or none at all. */
const UNREADABLE = [
  { name: 'broken JSON', text: '{"email":', type: 'application/json' },
  { name: 'a JSON array', text: '[1,2]', type: 'application/json' },
  { name: 'deep JSON', text: '{"a":{"b":[null,{"c":[]}]}}', type: 'application/json' },
  { name: 'multipart without boundary', text: 'junk', type: 'multipart/form-data' },
  { name: 'multipart cut short', text: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
  { name: 'control characters', text: '\u0000\u0001', type: 'text/plain' },
  { name: 'no body', text: '' },
];

/** A form that parses, with fields no action knows and escapes that are not valid. */
const GARBLED_FORM = {
  name: 'garbled form',
  text: 'email=%E0%A4%A&password[]=x&_action=nonsense&idVP=-1&fecha=2026-13-45',
  type: 'application/x-www-form-urlencoded',
};

const FORM_ACTIONS = [
  '/en/login',
  '/es/sign-up',
  '/fr/forgot-password',
  '/sv/reset-password',
  '/en/newsletter/confirm',
  '/en/cancel-reservation',
  '/en/checkout',
  '/en/booking-page',
  '/en/multipacks/no-such-pack',
  '/en/payment-controller',
  '/en/payment-gateway',
  '/en/tournament-payment/gateway',
  '/en/tournaments/no-such-tournament/registration',
  '/en/private-area/bookings',
  '/en/private-area/cards',
  '/en/private-area/my-profile',
  '/en/private-area/favourite-courses',
];

/** Endpoints that read a body: JSON for the cart, favourites and own API, a form for consent. */
const POSTED_ENDPOINTS = [
  '/api/cart',
  '/api/favourites',
  '/api/cookie-consent',
  '/api/saveErrorAPI',
  '/api/saveErrorAPIBack',
  '/api/clubAndRegionsNamesCached',
];

/** Query strings each endpoint cannot take: missing, of the wrong shape, or not decodable. */
const BAD_QUERIES = [
  '/api/tee-times',
  '/api/tee-times?idVP=abc&rec=-1&fecha=2026-13-45',
  '/api/tee-time-services?idVP=1&rec=1&fecha=2026-01-01&hora=25:99&players=9',
  '/api/buggies?units=x',
  '/api/multipack-dates?id=x&first=nope',
  '/api/booking-calendar?ref=%25%25&locale=zz',
  '/api/booking-status?ref=x&subject=nothing',
  '/api/language?to=xx&next=//elsewhere.example',
  '/api/clubById/abc',
  '/api/regionById/-1',
  '/api/clubByName/%E0%A4%A',
  '/api/clubAndRegionsNamesCached?culture=%00',
];

/** Each endpoint asked by a method it does not take. */
const WRONG_METHODS: Array<[string, string]> = [
  ['POST', '/api/tee-times'],
  ['POST', '/api/tee-time-services'],
  ['POST', '/api/buggies'],
  ['POST', '/api/multipack-dates'],
  ['POST', '/api/booking-calendar'],
  ['POST', '/api/booking-status'],
  ['POST', '/api/suggestions'],
  ['POST', '/api/language'],
  ['GET', '/api/favourites'],
  ['GET', '/api/cookie-consent'],
];

function expectClearRefusal(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.body.slice(0, 160)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.body, `${what} says why`).not.toContain('Unexpected Server Error');
  expect(answer.connection, `${what} keeps the connection`).not.toBe('close');
}

test('every endpoint and form action answers bad input with a 4xx on one kept-alive connection', async ({
  baseURL,
}, testInfo) => {
  only(testInfo, 'desktop');
  test.setTimeout(120_000);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  const ask = async (method: string, path: string, body?: { text: string; type?: string }) => {
    const answer = await send(agent, baseURL ?? '', method, path, body);
    answers.push(answer);
    return answer;
  };
  try {
    for (const path of FORM_ACTIONS) {
      for (const body of UNREADABLE) {
        const answer = await ask('POST', path, body);
        expectClearRefusal(answer, `${body.name} to ${path}`);
        // The page says it in the golfer's language, not as a fault of the shop's.
        expect([400, 415], `${body.name} to ${path}`).toContain(answer.status);
        expect(answer.body).toContain(`lang="${path.split('/')[1]}"`);
      }
      // A form that parses reaches its action, which answers with its page or a redirect: a
      // garbled field is the form's to explain, and never a fault of the shop's.
      const garbled = await ask('POST', path, GARBLED_FORM);
      expect(garbled.status, `${GARBLED_FORM.name} to ${path}`).toBeLessThan(500);
    }
    for (const path of POSTED_ENDPOINTS)
      for (const body of UNREADABLE)
        expectClearRefusal(await ask('POST', path, body), `${body.name} to ${path}`);
    for (const path of BAD_QUERIES) expectClearRefusal(await ask('GET', path), `GET ${path}`);
    for (const [method, path] of WRONG_METHODS) {
      const answer = await ask(method, path);
      expectClearRefusal(answer, `${method} ${path}`);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, msg: 'Method not allowed' });
    }
    // Every request after the first went over the same socket: no refusal closed it.
    expect(answers.slice(1).filter((answer) => !answer.reused)).toHaveLength(0);
    expect(answers.length).toBeGreaterThan(150);
  } finally {
    agent.destroy();
  }
});
