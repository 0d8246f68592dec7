import { shouldSearch } from '@fairway/design-system/rules';
import useSWR from 'swr';
import { reportError } from './report-error.ts';

export interface SuggestionItem {
  label: string;
  data: { cat: string; id: number; id2: number; id3: number };
}

export class SuggestionError extends Error {}

async function fetchSuggestions(url: string): Promise<SuggestionItem[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.headers.get('content-type')?.includes('application/json'))
    throw new SuggestionError('');
  const body = (await response.json()) as {
    ok: boolean;
    msg?: string;
    listaElementos?: SuggestionItem[];
  };
  if (!body.ok) throw new SuggestionError(body.msg ?? '');
  return body.listaElementos ?? [];
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
  const key = shouldSearch(keyword)
    ? `/api/suggestions?locale=${locale}&keyword=${encodeURIComponent(keyword.trim())}`
    : null;
  return useSWR<SuggestionItem[], SuggestionError>(key, fetchSuggestions, {
    keepPreviousData: true,
    dedupingInterval: 2000,
    shouldRetryOnError: false,
    onError: (error: SuggestionError) => {
      void reportError(`search failed: ${error.message}`, String(error.stack ?? error.message));
      onFailure?.(error);
    },
  });
}
