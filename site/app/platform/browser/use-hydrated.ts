import { useEffect, useSyncExternalStore } from 'react';
import { deferredPartsHydrated } from '../rendering/deferred.tsx';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true after: for what reads the browser's clock (a
 * countdown), so the server's HTML and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A marker end-to-end tests wait for, so they never press a key or button React has not wired
 * yet. Set by the root layout, which every page has, error pages included, once the parts
 * hydrated after the page (platform/rendering/deferred.tsx) have too.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    void deferredPartsHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
}
