/**
 * An over-limit body (issue 28): the client reads the engine's 413, for every call. Before, the
 * engine answered with `Connection: close` and closed the socket while the body was still coming;
 * a client still writing met a reset, and for 18 of 74 calls a 2.4 MB JSON body never read its
 * answer. Now the engine reads and drops the rest of the body, up to a bound, and keeps the
 * connection.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/http/app.ts';
import { ALL_HANDLERS } from '../src/server.ts';
import { startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

interface Reply {
  status: number;
  body: string;
  reused: boolean;
}

/** Posts `body` in 64 KB writes, as a client streams an upload, and resolves with the answer. */
function post(agent: Agent, url: string, body: Buffer, type: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': type, 'content-length': body.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, reused: req.reusedSocket }),
      );
    });
    // A reset before the answer is read is the fault this test is for.
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < body.length) {
        const piece = body.subarray(sent, sent + 64 * 1024);
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe('an over-limit body to any call is answered 413, and the client reads it', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite');
  }, 180_000);
  afterAll(async () => t?.close());

  // 2.4 MB: over MAX_BODY_BYTES (2 MiB) by a fifth, as the failing figure was measured.
  const size = 2_400_000;
  expect(size).toBeGreaterThan(MAX_BODY_BYTES);
  const json = Buffer.from(JSON.stringify({ keyword: 'x'.repeat(size) }));
  const form = Buffer.from(`nombre=${'x'.repeat(size)}`);

  it('for every registered call, on one kept-alive connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused: string[] = [];
    try {
      for (const registered of ALL_HANDLERS) {
        const isForm = registered.spec.encoding === 'form';
        const reply = await post(
          agent,
          `${t.url}/${registered.spec.path}`,
          isForm ? form : json,
          isForm ? 'application/x-www-form-urlencoded' : 'application/json',
        );
        expect(reply.status, registered.spec.path).toBe(413);
        expect(JSON.parse(reply.body), registered.spec.path).toEqual({
          cod: 3,
          msg: 'The request body is too large',
        });
        if (reply.reused) refused.push(registered.spec.path);
      }
      // The connection outlived every 413: each call after the first came over the same socket.
      expect(refused).toHaveLength(ALL_HANDLERS.length - 1);
    } finally {
      agent.destroy();
    }
  }, 300_000);
});
