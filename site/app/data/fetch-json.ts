import { createContext, useContext } from 'react';

/**
 * A same-origin endpoint refused: its message, and what docs/product.md#engine-answers asks the
 * page to do.
 */
export class ApiError extends Error {
  readonly reload: boolean;
  readonly relogin: boolean;
  constructor(failure: { msg?: string; reload?: unknown; relogin?: unknown }) {
    super(failure.msg ?? '');
    this.name = 'ApiError';
    this.reload = failure.reload === true;
    this.relogin = failure.relogin === true;
  }
}

/** GETs one of the site's own JSON endpoints; anything but `{ ok: true }` is an ApiError. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.headers.get('content-type')?.includes('application/json'))
    throw new ApiError({ msg: '' });
  const body = (await response.json()) as {
    ok?: unknown;
    msg?: string;
    reload?: unknown;
    relogin?: unknown;
  };
  if (body.ok !== true) throw new ApiError(body);
  return body as T;
}

/** What the layout does for a refused call: show the re-login modal. */
export const SessionEventsContext = createContext<{ onRelogin: () => void }>({
  onRelogin: () => undefined,
});

/**
 * The session half of an SWR hook's error handling: a renewed session reloads the page, an
 * expired login opens the re-login modal. Returns whether the error was one of those.
 */
export function useSessionErrors(): (error: unknown) => boolean {
  const { onRelogin } = useContext(SessionEventsContext);
  return (error) => {
    if (!(error instanceof ApiError)) return false;
    if (error.reload) {
      window.location.reload();
      return true;
    }
    if (error.relogin) {
      onRelogin();
      return true;
    }
    return false;
  };
}
