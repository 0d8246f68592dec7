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
import { siteEnv } from './request/env.server.ts';

/**
 * The site's logger: pino's JSON lines, as the engine's (engine/src/log.ts), on standard error
 * with the level by name (`"level":"warn"`) as the site's lines have always been. Tokens, passwords,
 * e-mails, phone numbers and card fields are censored by name (pino's redact paths) and, in any
 * text it writes (the message, an error's, a page address), by their look (`redactText`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'site' },
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redactStrings(object) as Record<string, unknown>,
    },
    redact: { paths: redactPaths(), censor: CENSOR },
    serializers: {
      err: (error: unknown) => redactSerialized(pino.stdSerializers.err(error as Error)),
      req: (request: unknown) =>
        request instanceof Request ? requestForLog(request) : redactStrings(request),
      msg: (msg: unknown) => (typeof msg === 'string' ? redactText(msg) : msg),
    },
  };
  return pino(options, destination ?? process.stderr);
}

let shared: Logger | null = null;

/** The process's one logger, at LOG_LEVEL. */
export function log(): Logger {
  shared ??= createLogger(siteEnv().LOG_LEVEL);
  return shared;
}
