import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './log.server.ts';
import { handleOwnApi, ownApiLog } from '../features/catalog/own-api.server.ts';
import type { OwnApiDeps } from '../features/catalog/own-api.server.ts';
import { createLruCache } from './cache/key-value-store.server.ts';
import { createEngineClient } from './engine/engine.server.ts';

/** One value of each kind a log must never keep, each unlike anything else in a log line. */
const SECRETS = {
  token: 'tok-9f8e7d6c5b4a',
  password: 'Hunter2Secret',
  email: 'leaky.golfer@example.com',
  phone: '+34 611 222 333',
  card: '4111 1111 1111 1111',
  expiry: '12/29',
  cvv: '737',
};

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

function expectNoSecret(logged: string) {
  // Without the lines' clock and timings: a millisecond timestamp holds any three digits, the
  // CVV's among them, now and then (CI once read 737 in one).
  const text = logged.replace(/"(time|ms)":[\d.]+/g, '"$1":0');
  for (const [kind, value] of Object.entries(SECRETS)) expect(text, kind).not.toContain(value);
  // The phone and the card without their spaces, as a form may send them.
  expect(text).not.toContain(SECRETS.phone.replace(/ /g, ''));
  expect(text).not.toContain(SECRETS.card.replace(/ /g, ''));
  expect(text).not.toContain(encodeURIComponent(SECRETS.email));
}

describe('the site’s log keeps no token, password, e-mail, phone number or card field', () => {
  it('when a whole request is logged, by field name and by look', () => {
    const { lines, stream } = capture();
    const log = createLogger('debug', stream);
    const request = new Request(
      `http://site.test/en/account?token=${SECRETS.token}&email=${encodeURIComponent(SECRETS.email)}`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${SECRETS.token}`,
          cookie: `fw_user_token=${SECRETS.token}; fw_session=${SECRETS.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
    );
    const form = {
      email: SECRETS.email,
      password: SECRETS.password,
      telefono: SECRETS.phone,
      numeroTarjeta: SECRETS.card.replace(/ /g, ''),
      caducidadTarjeta: SECRETS.expiry,
      cvc: SECRETS.cvv,
      // Fields the redact paths do not name: their values are found by their look.
      comments: [`call me on ${SECRETS.phone}`, `card ${SECRETS.card}`],
    };
    log.warn({ req: request, form }, `login failed for ${SECRETS.email}`);
    log.error({ err: new Error(`engine refused ${SECRETS.email} (${SECRETS.phone})`) }, 'failed');
    expectNoSecret(lines.join(''));
    const [first] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      service: 'site',
      req: { method: 'POST', url: 'http://site.test/en/account?token=[redacted]&email=[redacted]' },
      form: { cvc: '[redacted]', comments: ['call me on [redacted]', 'card [redacted]'] },
      msg: 'login failed for [redacted]',
    });
  });

  it('when a page reports an error carrying them to /api/saveErrorAPI', async () => {
    const { lines, stream } = capture();
    const deps: OwnApiDeps = {
      cache: createLruCache(),
      engine: createEngineClient({
        baseUrl: 'http://engine.test',
        vendorUsername: 'u',
        vendorPassword: 'p',
        siteKey: 'site-key-test',
        fetch: () => Promise.reject(new Error('no engine in this test')),
      }),
      ttlSeconds: 60,
      log: ownApiLog(createLogger('info', stream)),
      credsFor: () => Promise.resolve(null),
    };
    const report = {
      error: `Usuarios/LogarUsuario failed for ${SECRETS.email} token=${SECRETS.token}`,
      firstLine: `{"email":"${SECRETS.email}","telefono":"${SECRETS.phone}"}`,
      lastLine: `numeroTarjeta=${SECRETS.card.replace(/ /g, '')}&cvv=${SECRETS.cvv}`,
      singleLog: `password=${SECRETS.password} Bearer ${SECRETS.token}`,
    };
    const answer = await handleOwnApi(
      new Request('http://site.test/api/saveErrorAPI', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
      }),
      deps,
    );
    expect(answer?.status).toBe(200);
    expect(lines).toHaveLength(1);
    expectNoSecret(lines.join(''));
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      msg: 'client error report',
      data: {
        source: 'saveErrorAPI',
        error: 'Usuarios/LogarUsuario failed for [redacted] token=[redacted]',
      },
    });
  });
});
