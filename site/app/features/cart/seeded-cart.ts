import { createContext } from 'react';

/** The cart's key in SWR's cache, which is also the same-origin URL it is read from and changed through. */
export function cartKey(locale: string): string {
  return `/api/cart?locale=${encodeURIComponent(locale)}`;
}

/**
 * The cart the layout's loader read, for useCart to start from: a context of the shop's own
 * rather than SWRConfig's `fallback`, so the layout, which every page loads first, does not load
 * SWR (docs/decisions/0014).
 */
export const SeededCartContext = createContext<unknown>(undefined);
