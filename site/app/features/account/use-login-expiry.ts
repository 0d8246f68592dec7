import { useEffect } from 'react';

/** setTimeout's longest wait (about 24.8 days); a longer login is checked again after it. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Calls `onExpired` once the login's expiry (ms since the epoch) has come: at once if it already
 * has, else when it does, while the page stays open.
 */
export function useLoginExpiry(expires: number | null, onExpired: () => void): void {
  useEffect(() => {
    if (expires === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = expires - Date.now();
      if (left <= 0) onExpired();
      else timer = setTimeout(check, Math.min(left, LONGEST_WAIT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [expires, onExpired]);
}
