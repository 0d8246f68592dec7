import { shouldSearch } from '@fairway/rules';
import useSWR from 'swr';
import { fetchJson, useSessionErrors } from './fetch-json.ts';
import type { ApiError } from './fetch-json.ts';
import { reportError } from './report-error.ts';
import { suggestionView } from '../lib/places.ts';
import type { SuggestionItem, SuggestionView } from '../lib/places.ts';

async function fetchSuggestions(url: string): Promise<SuggestionView[]> {
  return (await fetchJson<{ listaElementos: SuggestionItem[] }>(url)).listaElementos.map(
    suggestionView,
  );
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
  return useSWR<SuggestionView[], ApiError>(key, fetchSuggestions, {
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
