import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PaymentOutcome } from './views.ts';

/** How long, and how often, an ok page asks whether the payment has been confirmed. */
const POLL_LIMIT_MS = 20_000;
const POLL_EVERY_MS = 500;

/**
 * While the bank's word is on its way: asks the site's status endpoint (never the engine) every
 * half second, for at most 20 s. Once the payment is no longer pending, the page's loaders run
 * again to show the outcome. `gaveUp` says the 20 s passed with no word; `askAgain` starts over.
 */
export function usePaymentStatus(statusUrl: string): { gaveUp: boolean; askAgain: () => void } {
  const revalidator = useRevalidator();
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    async function ask() {
      while (!stopped && Date.now() - started < POLL_LIMIT_MS) {
        try {
          const response = await fetch(statusUrl, { headers: { accept: 'application/json' } });
          const body = (await response.json()) as { ok?: boolean; outcome?: PaymentOutcome };
          if (body.ok && body.outcome !== 'pending') {
            if (!stopped) void revalidator.revalidate();
            return;
          }
        } catch {
          // A dropped request is one missed look; the next one decides.
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
      }
      if (!stopped) setGaveUp(true);
    }
    void ask();
    return () => {
      stopped = true;
    };
    // The revalidator changes identity on every state change; the poll must not restart with it.
  }, [statusUrl, round]);

  return {
    gaveUp,
    askAgain: () => {
      setGaveUp(false);
      setRound((r) => r + 1);
    },
  };
}
