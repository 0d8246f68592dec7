import type { Locale } from '@fairway/rules';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EngineConfig } from '../config.ts';
import type { CallSpec } from '@fairway/contract/envelope';
import type { Db } from '../db/client.ts';
import type { Background } from '../services/background.ts';
import type { Mailer } from '../services/outbox.ts';
import type { Clock } from '../services/clock.ts';
import type { HashGate } from '../services/hash-gate.ts';
import type { Throttle } from '../services/throttle.ts';

export interface Caller {
  sessionId: number;
  vendorId: number;
  /** The user whose valid user token the call carried (never merely the idUsuario it named). */
  userId: number | null;
  /** The user token the call carried: log out ends it, a password change keeps it alive. */
  userToken?: string;
  /** The call carried the back-office key (credential set 'backOffice'). */
  backOffice?: boolean;
}

export interface CallContext {
  db: Db;
  config: EngineConfig;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  /** Work that must not hold up the answer (the recovery e-mail); failures are logged. */
  background: Background;
  /** Every password hash runs through it: a bounded number at once (services/hash-gate.ts). */
  hashing: HashGate;
  caller: Caller;
  culture: string;
  locale: Locale;
  /** The client address the rate limiter counts (http/client-address.ts). */
  ip: string;
  /** Public base URL of this engine, for links it hands out. */
  baseUrl: string;
}

export type AnswerBody<C extends CallSpec> = z.infer<C['answer']>;

export interface Registered {
  spec: CallSpec;
  handle: (input: unknown, ctx: CallContext) => Promise<Record<string, unknown>>;
}

/** Binds a contract call to its handler; the types tie the handler to the call's schemas. */
export function handle<C extends CallSpec>(
  spec: C,
  fn: (input: z.infer<C['request']>, ctx: CallContext) => Promise<AnswerBody<C>>,
): Registered {
  return {
    spec,
    handle: (input, ctx) =>
      fn(input as z.infer<C['request']>, ctx) as Promise<Record<string, unknown>>,
  };
}
