/**
 * What a page tells its layout about the engine calls behind it (docs/product.md#engine-answers,
 * docs/product.md#alerts): the actions whose calls failed, for the error alert, and whether the
 * golfer's login has expired. Shared by loaders, same-origin endpoints and the browser, so it holds
 * no server code.
 */
export const PAGE_ACTIONS = [
  'club',
  'teeTimes',
  'nearestDays',
  'regions',
  'featuredClubs',
  'regionClubs',
  'page',
  'search',
  'cart',
  'addToCart',
  'services',
  'checkout',
  'payment',
  'booking',
  'cancellation',
  'account',
  'blog',
  'tournaments',
  'multipacks',
] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

export interface PageNotice {
  failed: PageAction[];
  relogin: boolean;
}

/** A same-origin endpoint's refusal: `reload` when the session was renewed, `relogin` when the login expired. */
export interface ApiFailure {
  ok: false;
  msg: string;
  reload?: true;
  relogin?: true;
}

export function isPageNotice(value: unknown): value is PageNotice {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as { failed?: unknown; relogin?: unknown };
  return (
    Array.isArray(record.failed) &&
    record.failed.every((a) => (PAGE_ACTIONS as ReadonlyArray<unknown>).includes(a)) &&
    typeof record.relogin === 'boolean'
  );
}
