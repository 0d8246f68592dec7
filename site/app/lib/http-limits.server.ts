/**
 * What a client may send the site's server: bodies up to BODY_LIMIT_BYTES, headers within
 * headersTimeout and the whole request within requestTimeout. Without them one client could make
 * a worker parse 30 MB of form, or hold connections open by sending a byte now and then.
 */
import { IncomingMessage } from 'node:http';
import type { ServerOptions } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { BODY_TOO_LARGE_HEADER } from './body-too-large.ts';

/** The largest body a page or the own API takes; the largest form (sign-up) is a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export function limitBodies(limit = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    // Only this server says a body was too large.
    req.headers[BODY_TOO_LARGE_HEADER] = undefined;
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      // Node's parser never hands on more bytes than a request declared, so the header decides.
      if (Number(declared) > limit) refuse(req, res, next);
      else next();
      return;
    }
    if (req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    // Chunked: nothing says how long it is, so it is read here, up to the limit and no further.
    getRawBody(req, { limit }).then(
      (body) => {
        res.locals.replayedRequest = replay(req, body);
        next();
      },
      (error: { type?: string }) => {
        if (error.type === 'entity.too.large') refuse(req, res, next);
        else next(error);
      },
    );
  };
}

/** How long the rest of a refused body may still come in, unread, after the answer. */
export const LINGER_MS = 2000;

/**
 * The request goes on as a GET marked too large, without its body, which is never parsed. Closing
 * at once would be worse for the golfer: a client still sending meets a reset and may lose the
 * answer with it (EPIPE before the 413). So, as servers do on an early answer, the rest is let in
 * and dropped (Node does that for a request its handler did not read) for LINGER_MS at most;
 * then the connection is closed.
 */
function refuse(req: Request, res: Response, next: NextFunction) {
  req.method = 'GET';
  req.headers[BODY_TOO_LARGE_HEADER] = '1';
  delete req.headers['content-length'];
  delete req.headers['transfer-encoding'];
  res.once('finish', () => {
    if (req.complete) return;
    req.resume();
    const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
    req.socket.once('close', () => clearTimeout(cut));
    req.once('end', () => clearTimeout(cut));
  });
  next();
}

/**
 * A chunked body read within the limit, handed on as the stream React Router's adapter reads it
 * from: a request with the same properties whose stream is the bytes already read.
 */
function replay(req: Request, body: Buffer): Request {
  const copy = new IncomingMessage(req.socket);
  Object.setPrototypeOf(copy, Object.getPrototypeOf(req) as object);
  for (const key of ['method', 'url', 'originalUrl', 'baseUrl', 'app', 'res', 'params', 'query'])
    Object.defineProperty(copy, key, {
      value: (req as unknown as Record<string, unknown>)[key],
      writable: true,
    });
  copy.headers = { ...req.headers, 'content-length': String(body.length) };
  copy.headers['transfer-encoding'] = undefined;
  copy.httpVersion = req.httpVersion;
  // Whole already: an incomplete message, once read, would close the golfer's connection.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy as Request;
}

/** The request React Router reads: the replayed one for a chunked body, else the request itself. */
export function requestToHandle(req: Request, res: Response): Request {
  return (res.locals.replayedRequest as Request | undefined) ?? req;
}

export interface RequestTimeouts {
  /** Milliseconds a client has to send its request's headers. */
  headersMs: number;
  /** Milliseconds a client has to send its whole request, body included. */
  requestMs: number;
}

/**
 * Options of node:http's server that close a connection whose request is slower than the limits
 * (a slowloris). Node checks its connections on an interval, 30 s by default: once a second keeps
 * the limits near what they say.
 */
export function timeoutOptions({ headersMs, requestMs }: RequestTimeouts): ServerOptions {
  return {
    headersTimeout: headersMs,
    requestTimeout: Math.max(requestMs, headersMs),
    connectionsCheckingInterval: Math.min(1000, headersMs),
  };
}
