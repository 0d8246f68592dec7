import { afterEach, describe, expect, it, vi } from 'vitest';
import { logBoundaryError } from './boundary-error.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A status the page answers with, as React Router hands it to a boundary. */
const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

describe('logBoundaryError', () => {
  it('leaves the server’s log to React Router', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logBoundaryError(new Error('Unexpected Server Error'));
    expect(log).not.toHaveBeenCalled();
  });

  it('logs an unexpected error in the browser, and not a status the page answers with', () => {
    vi.stubGlobal('document', {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logBoundaryError(notFound);
    expect(log).not.toHaveBeenCalled();
    const error = new Error('boom');
    logBoundaryError(error);
    expect(log).toHaveBeenCalledWith(error);
  });
});
