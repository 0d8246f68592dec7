import { CHUNK_RELOAD_GUARD_MS } from '@fairway/rules';
import { useEffect } from 'react';

const KEY = 'fairway:chunk-reload-at';

/**
 * Whether a failed chunk load may reload the page now: at most once per guard window
 * (docs/product.md#errors).
 */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Reloads the page unless it did so within the guard window; whether it does. A deploy replaces
 * the files an open page would load next (its chunks, its catalog); reloading fetches the new ones.
 */
export function reloadOnce(): boolean {
  const last = Number(window.sessionStorage.getItem(KEY));
  const now = Date.now();
  if (!mayReload(Number.isFinite(last) && last > 0 ? last : null, now)) return false;
  window.sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

export function useChunkReload(): void {
  useEffect(() => {
    const onError = (event: Event) => {
      if (reloadOnce()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onError);
    return () => window.removeEventListener('vite:preloadError', onError);
  }, []);
}
