/**
 * The rules of the engine's one rate limiter (throttle.ts), without its store: what is counted,
 * how long a caller waits, and what they are told. Holds (pre-bookings, tournament registrations)
 * are counted as requests, like recovery requests, so renewing holds from new sessions meets it. Pure, so each rule is tested alone.
 *
 * Nobody may lock another golfer out for good, so there is no hard lock: after a kind's free
 * failures each further one makes the next attempt wait twice as long as the last (1 s, 2 s,
 * 4 s …), never longer than the cap. Attempts refused while waiting are not counted, so retrying
 * during a wait never lengthens it.
 */
import type { MessageKey } from '../i18n/messages.ts';
import { sha256Hex } from './tokens.ts';

export type ThrottleKind =
  | 'loginAccountAddress'
  | 'loginAccount'
  | 'loginAddress'
  | 'recoveryEmailAddress'
  | 'recoveryEmail'
  | 'recoveryAddress'
  | 'lookupAddress'
  | 'lookupReference'
  | 'holdAddress'
  | 'promoAddress'
  | 'promoSession'
  // Every attempt, successes included (issue 24): each costs a password hash.
  | 'loginAttemptsAddress'
  | 'signUpAttemptsAddress';

export const THROTTLE_KINDS: readonly ThrottleKind[] = [
  'loginAccountAddress',
  'loginAccount',
  'loginAddress',
  'recoveryEmailAddress',
  'recoveryEmail',
  'recoveryAddress',
  'lookupAddress',
  'lookupReference',
  'holdAddress',
  'promoAddress',
  'promoSession',
  'loginAttemptsAddress',
  'signUpAttemptsAddress',
];

/**
 * Failures (recovery: requests) each kind allows before the first wait; config can change them.
 * An account's failures are counted per client address (the tight count) and, far more loosely,
 * for the account alone: one address cannot keep a golfer elsewhere waiting, and guessing spread
 * over many addresses still meets a limit (rate-limiter-flexible's 'username + IP' pattern).
 */
export const LOGIN_FAILURES_PER_ACCOUNT_ADDRESS = 5;
export const LOGIN_FAILURES_PER_ACCOUNT = 100;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const RECOVERY_REQUESTS_PER_EMAIL_ADDRESS = 3;
export const RECOVERY_REQUESTS_PER_EMAIL = 20;
export const RECOVERY_REQUESTS_PER_ADDRESS = 10;
export const LOOKUP_FAILURES_PER_ADDRESS = 20;
export const LOOKUP_FAILURES_PER_REFERENCE = 5;
/**
 * Holds one client address may ask for (RealizarPreReserva, multipacks included, and
 * InscribirJugadores) within HOLD_MEMORY_SECONDS before the waits start: a family booking a
 * week's golf, retrying a declined card, stays well within it.
 */
export const HOLD_REQUESTS_PER_ADDRESS = 30;
export const HOLD_MEMORY_SECONDS = 3600;
/**
 * Promocodes refused as unknown (or not valid for the cart) before the waits start: a golfer
 * mistypes one a few times, whoever tries a list of guesses does not stop there. The address is
 * the real brake, since a new session costs nothing.
 */
export const PROMO_FAILURES_PER_ADDRESS = 10;
export const PROMO_FAILURES_PER_SESSION = 5;
export const PROMO_MEMORY_SECONDS = 24 * 3600;
/**
 * Logins and sign-ups from one client address, successes included, before waits start: each
 * costs a password hash whatever its outcome, so the right password is no free pass either.
 * Remembered for ATTEMPTS_WINDOW_SECONDS from the first; config can change all three.
 */
export const LOGINS_PER_ADDRESS = 30;
export const SIGN_UPS_PER_ADDRESS = 10;
export const ATTEMPTS_WINDOW_SECONDS = 3600;
/**
 * How long counts are remembered, from a key's first failure: a day, so waits keep growing for
 * someone who keeps guessing instead of starting again every few minutes. Look-ups by reference
 * take theirs from ENGINE_LOOKUP_WINDOW_SECONDS (decision 0008's window, once 15 minutes).
 */
export const ACCOUNT_MEMORY_SECONDS = 24 * 3600;
export const LOOKUP_WINDOW_SECONDS = 24 * 3600;
/** The longest anyone waits: the old lock's 15 minutes, now a ceiling instead of a wall. */
export const MAX_WAIT_SECONDS = 15 * 60;

export interface ThrottleRule {
  /** Failures allowed before the first wait; 0 turns the kind off. */
  free: number;
  /** How long a key's count is remembered, from its first failure. */
  memorySeconds: number;
}

export type ThrottleRules = Record<ThrottleKind, ThrottleRule>;

export interface ThrottleKey {
  kind: ThrottleKind;
  /** What is counted: an e-mail address, a client address, a booking reference. */
  subject: string;
}

/**
 * The wait the `count`-th failure starts: nothing within the free ones, then 2^(count - free)
 * seconds, capped. A success (or the memory lapsing) starts the count again.
 */
export function waitSeconds(count: number, free: number, capSeconds: number): number {
  if (free <= 0 || count < free) return 0;
  // 2^30 s is decades: the cap applies long before, and the exponent stays a safe integer.
  return Math.min(2 ** Math.min(count - free, 30), capSeconds);
}

/** What a waiting caller is told, per kind; each message names the wait. */
export const THROTTLE_MESSAGES: Record<ThrottleKind, MessageKey> = {
  loginAccountAddress: 'tooManyAttempts',
  loginAccount: 'tooManyAttempts',
  loginAddress: 'tooManyAttempts',
  recoveryEmailAddress: 'tooManyRecoveries',
  recoveryEmail: 'tooManyRecoveries',
  recoveryAddress: 'tooManyRecoveries',
  lookupAddress: 'tooManyLookups',
  lookupReference: 'tooManyLookups',
  holdAddress: 'tooManyHolds',
  promoAddress: 'tooManyPromoCodes',
  promoSession: 'tooManyPromoCodes',
  loginAttemptsAddress: 'tooManyAttempts',
  signUpAttemptsAddress: 'tooManySignUps',
};

/**
 * The key a subject is stored under: its kind and a digest, so the store (a PostgreSQL table on
 * the server) holds no e-mail address or client address, and every key fits its 255 characters.
 */
export function throttleKey(kind: ThrottleKind, subject: string): string {
  return `${kind}:${sha256Hex(subject).slice(0, 40)}`;
}

/**
 * The keys an attempt on an account is counted under: the account from this address (tight),
 * the account alone (loose) and the address. Login, the current-password checks of a password
 * change or an account deletion, and recovery requests use them. `success` is what the right
 * password forgets: the account's counts, never the address's, or an attacker could clear that
 * by logging into an account of their own between guesses.
 */
export function accountKeys(
  kinds: 'login' | 'recovery',
  account: string,
  address: string,
): { all: ThrottleKey[]; success: ThrottleKey[] } {
  const [pairKind, accountKind, addressKind] =
    kinds === 'login'
      ? (['loginAccountAddress', 'loginAccount', 'loginAddress'] as const)
      : (['recoveryEmailAddress', 'recoveryEmail', 'recoveryAddress'] as const);
  // A newline is part of neither an e-mail address nor a client address: no two pairs collide.
  const success: ThrottleKey[] = [
    { kind: pairKind, subject: `${account}\n${address}` },
    { kind: accountKind, subject: account },
  ];
  return { all: [...success, { kind: addressKind, subject: address }], success };
}

/** The key a hold request is counted under: the client address, whoever's session it uses. */
export function holdKeys(address: string): ThrottleKey[] {
  return [{ kind: 'holdAddress', subject: address }];
}

/** The key every login (or current-password check) from an address counts under, whatever its outcome. */
export function loginAttemptKey(address: string): ThrottleKey {
  return { kind: 'loginAttemptsAddress', subject: address };
}

/** The key every sign-up from an address counts under, whatever its outcome. */
export function signUpAttemptKey(address: string): ThrottleKey {
  return { kind: 'signUpAttemptsAddress', subject: address };
}
