import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_HEADER } from './body-too-large.ts';
import {
  BODY_LIMIT_BYTES,
  LINGER_MS,
  limitBodies,
  requestToHandle,
  timeoutOptions,
} from './http-limits.server.ts';

/**
 * The site's server as server.ts assembles it, with React Router replaced by a handler that reads
 * the body the way React Router's express adapter does (a web stream over the node request).
 */
const app = express();
app.all('/{*splat}', limitBodies(), async (req, res) => {
  const handled = requestToHandle(req, res);
  if (handled.headers[BODY_TOO_LARGE_HEADER]) {
    res.status(413).json({ method: handled.method, tooLarge: true });
    return;
  }
  const body =
    handled.method === 'GET'
      ? ''
      : await new Request('http://site/', {
          method: handled.method,
          body: createReadableStreamFromReadable(handled),
          duplex: 'half',
        } as RequestInit).text();
  res.json({ method: handled.method, body });
});

let server: Server;
let port = 0;
const TIMEOUTS = { headersMs: 400, requestMs: 1200 };

beforeAll(async () => {
  server = createServer(timeoutOptions(TIMEOUTS), app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  json: Record<string, unknown>;
  ms: number;
  /** Bytes the client had written when the answer came. */
  written: number;
}

/**
 * Posts `total` bytes in 64 KB writes, with a Content-Length or chunked, and resolves as soon as
 * the answer's body is read, whether or not the server read the rest.
 */
function post(total: number, { chunked = false, headers = {} } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/en/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(chunked ? {} : { 'content-length': String(total) }),
        ...headers,
      },
    });
    let written = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
          ms: performance.now() - started,
          written,
        }),
      );
    });
    // The server closes the connection after a refusal; a write into it then fails, which is
    // what a client sending too much should see.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      while (written < total && !answered) {
        const part = piece.subarray(0, Math.min(piece.length, total - written));
        written += part.length;
        if (!req.write(part)) {
          req.once('drain', write);
          return;
        }
      }
      if (written >= total) req.end();
    };
    write();
  });
}

describe('request bodies', () => {
  it('refuses 30 MB declared in Content-Length at once, without reading it', async () => {
    const answer = await post(30_000_000);
    expect(answer.status).toBe(413);
    // React Router gets a GET without the body, to render the error page.
    expect(answer.json).toEqual({ method: 'GET', tooLarge: true });
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.written).toBeLessThan(30_000_000);
  });

  it('refuses 30 MB sent chunked, without a length, once the limit is passed', async () => {
    const answer = await post(30_000_000, { chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ method: 'GET', tooLarge: true });
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.written).toBeLessThan(30_000_000);
  });

  it('passes a body up to the limit whole, with a length or chunked', async () => {
    for (const chunked of [false, true]) {
      const answer = await post(BODY_LIMIT_BYTES, { chunked });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ method: 'POST', body: 'a'.repeat(BODY_LIMIT_BYTES) });
    }
    expect((await post(BODY_LIMIT_BYTES + 1, { chunked: true })).status).toBe(413);
    expect((await post(BODY_LIMIT_BYTES + 1)).status).toBe(413);
  });

  it('answers a refused endless body, then closes within LINGER_MS (or the request time limit)', async () => {
    const started = performance.now();
    const { reply, ms } = await new Promise<{ reply: string; ms: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('POST /en/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n');
        // A body that would take minutes: 64 KB every 20 ms.
        const timer = setInterval(() => socket.write(Buffer.alloc(64 * 1024, 'a')), 20);
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ reply: text, ms: performance.now() - started });
        });
      });
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    // Here the request time limit (1.2 s) comes first; either way no body is read for long.
    expect(ms).toBeLessThan(Math.min(LINGER_MS, TIMEOUTS.requestMs) + 1000);
  });

  it('ignores a client that says its own body was too large', async () => {
    const answer = await post(10, { headers: { [BODY_TOO_LARGE_HEADER]: '1' } });
    expect(answer.json).toEqual({ method: 'POST', body: 'a'.repeat(10) });
  });
});

/** Opens a raw connection, sends `head` then one byte of `drip` at a time, and times its close. */
function slowClient(
  head: string,
  drip: string,
  everyMs: number,
): Promise<{ ms: number; reply: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      let n = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return;
        socket.write(drip[n % drip.length] ?? 'x');
        n += 1;
      }, everyMs);
      let reply = '';
      socket.on('data', (d: Buffer) => (reply += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, reply });
      });
    });
  });
}

describe('slow requests', () => {
  it('closes a connection whose headers come too slowly (slowloris)', async () => {
    const { ms, reply } = await slowClient('GET / HTTP/1.1\r\nHost: x\r\n', 'X-a: b\r\n', 50);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // headersMs, and at most one of Node's once-a-second connection checks on top.
    expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(ms).toBeLessThan(TIMEOUTS.headersMs + 1500);
  });

  it('closes a connection whose body comes too slowly', async () => {
    const head =
      'POST /en/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n';
    const { ms, reply } = await slowClient(head, 'a', 50);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(ms).toBeLessThan(TIMEOUTS.requestMs + 1500);
  });

  it('keeps the defaults of issue 24: headers within 10 s, the whole request within 30 s', () => {
    expect(timeoutOptions({ headersMs: 10_000, requestMs: 30_000 })).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
    });
  });
});
