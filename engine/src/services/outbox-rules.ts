/**
 * When a mail the SMTP server did not take is tried again, and when it is given up. Pure, so each
 * rule is tested alone (outbox-rules.test.ts); the outbox (outbox.ts) applies them.
 *
 * A temporary refusal or a network fault waits twice as long after each attempt (the base, then
 * twice it, four times …), never longer than the cap, and the mail is given up after the maximum
 * of attempts. A permanent refusal (an SMTP 5xx: no such mailbox, a rejected sender) is given up
 * at once: sending the same message again would only be refused again.
 */

export interface RetryRules {
  /** Seconds before the second attempt; each later wait doubles. */
  baseSeconds: number;
  /** The longest wait between two attempts. */
  capSeconds: number;
  /** Attempts in all, the first included. */
  maxAttempts: number;
}

export const OUTBOX_RETRY_CAP_SECONDS = 3600;

/**
 * How long a sender keeps a claimed mail from the others. Longer than one send can take with the
 * transport's time limits (server.ts): a lease that ended mid-send would let a second process
 * send the mail again.
 */
export const OUTBOX_LEASE_SECONDS = 300;

/**
 * Seconds until the next attempt after `attempts` failed ones (1 after the first failure), or
 * null when the mail is given up.
 */
export function nextAttemptDelay(
  attempts: number,
  permanent: boolean,
  rules: RetryRules,
): number | null {
  if (permanent || attempts >= rules.maxAttempts) return null;
  return Math.min(rules.baseSeconds * 2 ** Math.max(0, attempts - 1), rules.capSeconds);
}

/** Whether an SMTP failure is a permanent refusal (a 5xx reply) rather than one worth retrying. */
export function permanentFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? Number((error as { responseCode: unknown }).responseCode)
      : NaN;
  return code >= 500 && code < 600;
}
