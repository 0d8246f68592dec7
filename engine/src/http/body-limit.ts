import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * What a request's body came to under the limit: its bytes, or over the limit, either read to
 * its end and dropped ('drained': answer 413 on the kept connection) or too large even to drain
 * ('cut': answer 413 with `Connection: close`).
 */
type BoundedBody = { bytes: Uint8Array } | { over: 'drained' | 'cut' };

/**
 * A body limit whose refusal the client reads. Hono's `bodyLimit` answers 413 at once, leaving
 * the rest of the body on the wire, and the connection is then closed under a client still
 * writing: it meets a reset and never reads the 413 (issue 28: 18 of 74 calls with 2.4 MB). Here
 * the rest of an over-limit body is read and dropped, up to `drainBytes` more, before the 413, and
 * the connection is kept; only a body larger still is refused at once (the request timeout bounds
 * a slow one).
 *
 * The body is read from Node's request itself when there is one: going through the web
 * `Request` built a stream, an abort signal and a second `Request` for every call, a tenth of a
 * suggestion's time (docs/benchmarks.md, issue 28).
 */
export async function readBoundedBody(
  c: Context,
  maxBytes: number,
  drainBytes: number,
): Promise<BoundedBody> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > maxBytes + drainBytes) return { over: 'cut' };
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  // A web stream is async-iterable too (a request handed to Hono without Node's server behind it).
  const chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array> =
    incoming instanceof IncomingMessage ? incoming : (c.req.raw.body ?? []);
  const kept: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early destroys the stream (or cancels the web one).
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes + drainBytes) return { over: 'cut' };
    // Over the limit, the rest is only read to be dropped.
    if (size <= maxBytes) kept.push(chunk);
  }
  if (size > maxBytes) return { over: 'drained' };
  return { bytes: kept.length === 1 && kept[0] ? kept[0] : Buffer.concat(kept, size) };
}
