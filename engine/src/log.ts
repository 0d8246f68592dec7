import pino from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import {
  CENSOR,
  redactPaths,
  redactSerialized,
  redactStrings,
  redactText,
  requestForLog,
} from '@fairway/rules';

/**
 * The engine's logger: pino's JSON lines, with errors written by `loggableError`, so an unexpected
 * database error never puts the values of its query in the log. Tokens, passwords, e-mails, phone
 * numbers and card fields are censored by name (pino's redact paths) and, in any text it writes
 * (the message, an error's, an address), by their look (`redactText`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'engine' },
    redact: { paths: redactPaths(), censor: CENSOR },
    formatters: { log: (object) => redactStrings(object) as Record<string, unknown> },
    serializers: {
      err: (error: unknown) => redactSerialized(loggableError(error)),
      req: (request: unknown) =>
        request instanceof Request ? requestForLog(request) : redactStrings(request),
      msg: (msg: unknown) => (typeof msg === 'string' ? redactText(msg) : msg),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Drizzle's DrizzleQueryError: its `params` may be e-mails, names, password hashes, card tokens. */
interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

function isFailedQuery(error: unknown): error is FailedQuery {
  return error instanceof Error && typeof (error as Partial<FailedQuery>).query === 'string';
}

/**
 * An error as pino writes it, without the bound parameters of a failed query: Drizzle says them in
 * its message (`Failed query: … params: a@b.c,$scrypt$…`) and its stack's first lines. What is
 * left (the SQL with its placeholders, the driver's message and its code, such as 23505 for a
 * unique key) is enough to find the fault. pino writes a cause by its message and stack only, so
 * the driver's `detail` ("Key (email)=(…) already exists") stays out too.
 */
export function loggableError(error: unknown): unknown {
  if (!isFailedQuery(error)) return pino.stdSerializers.err(error as Error);
  const message = `Failed query: ${error.query}`;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  const safe = Object.assign(new Error(message, { cause: error.cause }), {
    query: error.query,
    ...(typeof code === 'string' ? { code } : {}),
  });
  // The stack's first lines repeat the message with the values; only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`Error: ${message}`, ...frames].join('\n');
  return pino.stdSerializers.err(safe);
}
