import { shouldSearch } from '@fairway/rules';
import useSWR from 'swr';
import { fetchJson, useSessionErrors } from '../../platform/browser/fetch-json.ts';
import type { ApiError } from '../../platform/browser/fetch-json.ts';
import { reportError } from '../../platform/browser/report-error.ts';
import { suggestionView } from '../catalog/places.ts';
import type { SuggestionItem, SuggestionView } from '../catalog/places.ts';

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
    revalidateOnFocus: false,
    dedupingInterval: 2000,
    shouldRetryOnError: false,
    onError: (error: ApiError) => {
      if (sessionErrors(error)) return;
      void reportError(`search failed: ${error.message}`, String(error.stack ?? error.message));
      onFailure?.(error);
    },
  });
}
