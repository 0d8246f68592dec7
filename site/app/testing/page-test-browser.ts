import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser a page test renders in (jsdom): the layout's scroll to the top does nothing, and
 * every fetch the page makes answers 204, as the error log does, so a stray one fails the test's
 * expectations instead of reaching the network. Registers its own beforeEach and afterEach.
 */
export function registerPageTestBrowser(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
