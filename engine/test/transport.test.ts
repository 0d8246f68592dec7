/**
 * What the engine sends besides its answers: an oversized body is read to its end and refused
 * (413) on a connection kept for the next request, one far larger is refused at once with
 * `Connection: close`, a request sent
 * too slowly is cut off, and the hosted card pages carry their own security headers.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_BODY_BYTES, MAX_BODY_BYTES } from '../src/http/app.ts';
import { cartFor, findSlot, payWithCard, preBook } from './flows.ts';
import { startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Local port of the socket that carried the request: the same port means the same connection. */
  localPort: number | undefined;
}

function post(agent: Agent, url: string, body: string, chunked = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            localPort: req.socket?.localPort,
          }),
        );
      },
    );
    // The server may answer and close before the whole oversized body is written; the answer
    // is what counts, so a late write error on that request is not a failure of the test.
    req.on('error', (error) => {
      if (!req.writableFinished) return;
      reject(error);
    });
    if (chunked) {
      // Without a length the limit is found while reading; send it in pieces like a stream would.
      const piece = body.slice(0, 64 * 1024);
      for (let sent = 0; sent < body.length; sent += piece.length) req.write(piece);
      req.end();
    } else {
      req.end(body);
    }
  });
}

/**
 * Opens a raw connection, sends `head`, then one byte of `drip` every 50 ms, and resolves when the
 * server closes it, with what it answered and after how long.
 */
function slowClient(
  url: string,
  head: string,
  drip: string,
): Promise<{ ms: number; reply: string }> {
  const { port, hostname } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let n = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[n++ % drip.length] ?? 'x');
    }, 50);
    let reply = '';
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, reply });
    });
  });
}

describe('transport', () => {
  let t: TestEngine;
  beforeAll(async () => {
    // Short limits for slow requests, so the slowloris tests need not wait 10 s.
    t = await startTestEngine('pglite', {
      ENGINE_HEADERS_TIMEOUT_SECONDS: 1,
      ENGINE_REQUEST_TIMEOUT_SECONDS: 2,
    });
  }, 180_000);
  afterAll(async () => t?.close());

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])(
    'an oversized body (%s) gets 413 and the connection is kept for the next request',
    async (_label, chunked) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const url = `${t.url}/Portal/Busqueda/ListarSugerencias`;
        const small = JSON.stringify({ ...t.session, keyword: 'malaga' });
        const warm = await post(agent, url, small);
        expect(warm.status).toBe(200);
        const huge = JSON.stringify({ ...t.session, keyword: 'x'.repeat(MAX_BODY_BYTES + 10) });
        const refused = await post(agent, url, huge, chunked);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe('keep-alive');
        expect(JSON.parse(refused.body)).toEqual({
          cod: 3,
          msg: 'The request body is too large',
        });
        // Same agent, one socket at most: the request after the 413 must not meet a dead socket.
        const next = await post(agent, url, small);
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toMatchObject({ cod: 1 });
        const after = await post(agent, url, small);
        expect(after.status).toBe(200);
        // The 413's connection carried the next requests too.
        expect(next.localPort).toBe(refused.localPort);
        expect(after.localPort).toBe(next.localPort);
      } finally {
        agent.destroy();
      }
    },
  );

  it('refuses a body declared past what it drains at once, with Connection: close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const reply = await new Promise<{ status: number; connection: string | undefined }>(
        (resolve, reject) => {
          const req = request(`${t.url}/Portal/Busqueda/ListarSugerencias`, {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': MAX_BODY_BYTES + DRAIN_BODY_BYTES + 1,
            },
          });
          req.on('response', (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
          });
          req.on('error', reject);
          // Only the start of it: the answer must come without the rest.
          req.write('{"keyword":"');
        },
      );
      expect(reply).toEqual({ status: 413, connection: 'close' });
    } finally {
      agent.destroy();
    }
  });

  it('closes a connection whose headers come too slowly (slowloris)', async () => {
    const head = 'POST /Portal/Busqueda/ListarSugerencias HTTP/1.1\r\nHost: x\r\n';
    const { ms, reply } = await slowClient(t.url, head, 'X-Slow: 1\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // ENGINE_HEADERS_TIMEOUT_SECONDS (1 here), and at most one of Node's checks a second on top.
    expect(ms).toBeGreaterThan(950);
    expect(ms).toBeLessThan(2600);
  });

  it('closes a connection whose body comes too slowly', async () => {
    const head =
      'POST /Portal/Busqueda/ListarSugerencias HTTP/1.1\r\nHost: x\r\n' +
      'Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n';
    const { ms, reply } = await slowClient(t.url, head, ' ');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThan(1950);
    expect(ms).toBeLessThan(3600);
  });

  it('the card, challenge and result pages send their own CSP, nosniff and no referrer', async () => {
    const slot = await findSlot(t, 'naranjos', 5);
    const pre = await preBook(t, cartFor(slot, 1));
    const ref = (pre.datos as { localizador: string }).localizador;
    const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: ref,
      urlOk: 'http://localhost:3000/payment-controller/ok',
      urlKo: 'http://localhost:3000/payment-controller/ko',
    });
    const cardUrl = (pasarela.datos as { url: string }).url;
    const card = await fetch(cardUrl);
    const html = await card.text();
    const csp = card.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self' http://localhost:3000 http://127.0.0.1:3000");
    expect(csp).toContain('frame-ancestors http://localhost:3000 http://127.0.0.1:3000');
    expect(csp).not.toContain('unsafe-inline');
    expect(card.headers.get('x-content-type-options')).toBe('nosniff');
    expect(card.headers.get('referrer-policy')).toBe('no-referrer');
    // The page runs no script, so the policy allows none.
    expect(html).not.toContain('<script');

    const challenged = await payWithCard(t, ref, { number: '4000 0027 6000 3184' });
    expect(challenged.response.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:3000',
    );
    const second = await preBook(t, cartFor(await findSlot(t, 'naranjos', 5, 1), 1));
    const secondRef = (second.datos as { localizador: string }).localizador;
    const ok = await payWithCard(t, secondRef, { number: '4242 4242 4242 4242' });
    const resultCsp = ok.response.headers.get('content-security-policy') ?? '';
    expect(resultCsp).toContain("default-src 'none'");
    expect(ok.response.headers.get('x-content-type-options')).toBe('nosniff');
    // The way back to the shop needs no script: a meta refresh and a plain link.
    expect(ok.html).toMatch(
      /<meta http-equiv="refresh" content="2;url=http:\/\/localhost:3000\/en\/payment-controller\/ok\?localizador=/,
    );
    expect(ok.html).toMatch(
      /<a class="button" href="http:\/\/localhost:3000\/en\/payment-controller\/ok\?/,
    );

    const unknown = await fetch(`${t.url}/sandbox/pay/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('the card page’s style hash matches the sheet it serves', async () => {
    const slot = await findSlot(t, 'naranjos', 6);
    const pre = await preBook(t, cartFor(slot, 1));
    const ref = (pre.datos as { localizador: string }).localizador;
    const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: ref,
    });
    const card = await fetch((pasarela.datos as { url: string }).url);
    const html = await card.text();
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(sheet).digest('base64');
    expect(card.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });
});
