import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The browser's viewport width, for what sizes itself by the screen (the tables' 5 or 10 rows);
 * undefined on the server and while hydrating, so both render the component's own default.
 */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => undefined,
  );
}
