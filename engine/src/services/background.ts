/**
 * Work a call starts but does not wait for, so its answer goes out first: the recovery e-mail,
 * whose lookup and writes would otherwise make the answer slower for an address with an account
 * than for one without. A task that fails is logged, never lost silently; the engine waits for
 * the running tasks before it closes its database.
 */
import type { Logger } from 'pino';

export interface Background {
  /** Starts the task after the current call's turn; a failure is logged with its label. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has settled (shutdown, tests). */
  settled(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: label }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
