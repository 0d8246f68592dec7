import type { Locale } from '@fairway/rules';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { SuggestionView } from '../catalog/places.ts';
import { deferred } from '../../platform/rendering/deferred.tsx';

/** The layout's default when its loader offers no region (tests, older loaders). */
export const NO_REGIONS: SuggestionView[] = [];

// Its code (suggestions, Near me) comes after the page (deferred.tsx); its box is the server's.
const SiteSearch = deferred(() => import('./SiteSearch.tsx').then((m) => m.SiteSearch));

/**
 * The header's search (SiteSearch): what the golfer types, kept here so the header's box and the
 * home page's agree. `onFailure` says when the suggestions could not be asked; give it a stable
 * identity (useCallback).
 */
export function useSiteSearch(
  locale: Locale,
  regions: SuggestionView[],
  onFailure: () => void,
): ReactNode {
  const [keyword, setKeyword] = useState('');
  return (
    <SiteSearch
      locale={locale}
      regions={regions}
      keyword={keyword}
      onKeywordChange={setKeyword}
      onFailure={onFailure}
    />
  );
}
