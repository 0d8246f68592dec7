import pino from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import { CENSOR, redactPaths, redactStrings, redactText, requestForLog } from '@fairway/rules';
import { siteEnv } from './request/env.server.ts';

/**
 * The site's logger: pino's JSON lines, as the engine's (engine/src/log.ts). Tokens, passwords,
 * e-mails, phone numbers and card fields are censored by name (pino's redact paths) and, in any
 * text it writes (the message, an error's, a page address), by their look (`redactText`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'site' },
    redact: { paths: redactPaths(), censor: CENSOR },
    formatters: { log: (object) => redactStrings(object) as Record<string, unknown> },
    serializers: {
      // pino's serialized error has its own prototype: its fields are copied to be redacted.
      err: (error: unknown) =>
        redactStrings({ ...(pino.stdSerializers.err(error as Error) as object) }),
      req: (request: unknown) =>
        request instanceof Request ? requestForLog(request) : redactStrings(request),
      msg: (msg: unknown) => (typeof msg === 'string' ? redactText(msg) : msg),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

let shared: Logger | null = null;

/** The process's one logger, at LOG_LEVEL. */
export function log(): Logger {
  shared ??= createLogger(siteEnv().LOG_LEVEL);
  return shared;
}
