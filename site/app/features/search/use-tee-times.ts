import useSWR from 'swr';
import { fetchJson, useSessionErrors } from '../../platform/browser/fetch-json.ts';
import type { ApiError } from '../../platform/browser/fetch-json.ts';
import { reportError } from '../../platform/browser/report-error.ts';
import type { TeeTimesView } from './tee-times.ts';

export interface TeeTimesQuery {
  idVP: number;
  rec: number;
  fecha: string;
}

/** Tee times change as other golfers book: refreshed every minute and when the tab is back in view. */
export const TEE_TIMES_REFRESH_MS = 60_000;

/** The SWR key, which is also the same-origin URL the hook refreshes from. */
export function teeTimesKey(locale: string, query: TeeTimesQuery): string {
  const params = new URLSearchParams({
    locale,
    idVP: String(query.idVP),
    rec: String(query.rec),
    fecha: query.fecha,
  });
  return `/api/tee-times?${params.toString()}`;
}

/**
 * The day's tee times, first from the loader (seeded through SWRConfig `fallback`, so the server
 * HTML and hydration agree), then kept current from /api/tee-times.
 */
export function useTeeTimes(
  key: string,
  options: { seeded: boolean; onFailure?: (error: ApiError) => void },
) {
  const sessionErrors = useSessionErrors();
  return useSWR<TeeTimesView, ApiError>(
    key,
    (url: string) => fetchJson<TeeTimesView & { ok: true }>(url),
    {
      refreshInterval: TEE_TIMES_REFRESH_MS,
      revalidateOnFocus: true,
      // A loader's answer is fresh: no second request at hydration. Without one, ask again at once.
      revalidateOnMount: !options.seeded,
      shouldRetryOnError: false,
      onError: (error: ApiError) => {
        if (sessionErrors(error)) return;
        void reportError(
          `tee times failed: ${error.message}`,
          String(error.stack ?? error.message),
        );
        options.onFailure?.(error);
      },
    },
  );
}
