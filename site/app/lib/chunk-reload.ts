import { CHUNK_RELOAD_GUARD_MS } from '@fairway/design-system/rules';
import { useEffect } from 'react';

const KEY = 'fairway:chunk-reload-at';

/** Whether a failed chunk load may reload the page now: at most once per guard window (SPEC.md 8). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** A deploy replaces the chunks an open page would load next; reloading fetches the new ones. */
export function useChunkReload(): void {
  useEffect(() => {
    const onError = (event: Event) => {
      const last = Number(window.sessionStorage.getItem(KEY));
      const now = Date.now();
      if (!mayReload(Number.isFinite(last) && last > 0 ? last : null, now)) return;
      event.preventDefault();
      window.sessionStorage.setItem(KEY, String(now));
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onError);
    return () => window.removeEventListener('vite:preloadError', onError);
  }, []);
}
