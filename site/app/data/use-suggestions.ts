import { shouldSearch } from '@fairway/design-system/rules';
import useSWR from 'swr';
import { fetchJson, useSessionErrors } from './fetch-json.ts';
import type { ApiError } from './fetch-json.ts';
import { reportError } from './report-error.ts';

export interface SuggestionItem {
  label: string;
  data: { cat: string; id: number; id2: number; id3: number };
}

async function fetchSuggestions(url: string): Promise<SuggestionItem[]> {
  return (await fetchJson<{ listaElementos: SuggestionItem[] }>(url)).listaElementos;
}

/**
 * Suggestions as the golfer types, from the site's own endpoint; nothing is sent for an empty
 * input. A failure is logged through /api/saveErrorAPI and handed to `onFailure` for the alert.
 */
export function useSuggestions(
  keyword: string,
  locale: string,
  onFailure?: (error: Error) => void,
) {
  const sessionErrors = useSessionErrors();
  const key = shouldSearch(keyword)
    ? `/api/suggestions?locale=${locale}&keyword=${encodeURIComponent(keyword.trim())}`
    : null;
  return useSWR<SuggestionItem[], ApiError>(key, fetchSuggestions, {
    keepPreviousData: true,
    dedupingInterval: 2000,
    shouldRetryOnError: false,
    onError: (error: ApiError) => {
      if (sessionErrors(error)) return;
      void reportError(`search failed: ${error.message}`, String(error.stack ?? error.message));
      onFailure?.(error);
    },
  });
}
