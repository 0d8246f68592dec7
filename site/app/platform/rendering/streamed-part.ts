/**
 * How long the server streams a page before it gives up (entry.server.tsx): React Router stops
 * sending a loader's pending promises then, and React abandons the parts still waiting a second
 * later, which the browser must render again on its own (React's error #419 in the console).
 */
export const STREAM_TIMEOUT_MS = 5_000;

/** A streamed part settles by then, so the page is always written whole by the server. */
export const STREAMED_PART_MS = STREAM_TIMEOUT_MS - 1_000;

/**
 * `part`'s value, or `fallback` once `ms` have passed: a slow engine (a cold cache, a busy
 * machine, an evening whose free times are all tomorrow's) leaves a part in its fallback state,
 * as a failed call would, instead of cutting the page's stream.
 */
export function settleWithin<T>(part: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([part, late]).finally(() => clearTimeout(timer));
}
