import { LazySearchBar } from '@fairway/design-system';
import type { SearchSuggestion } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { localePath } from '../../platform/locale.ts';
import type { SuggestionView } from '../catalog/places.ts';
import { useSuggestions } from './use-suggestions.ts';
import { NearMeButton } from './NearMeButton.tsx';
import * as styles from './near-me.css.ts';

const messages = defineMessages({
  searchFailed: { id: 'site.search.failed', defaultMessage: 'Search is not available right now' },
});

/** The layout's default when its loader offers no region (tests, older loaders). */
export const NO_REGIONS: SuggestionView[] = [];

function asSuggestion(view: SuggestionView): SearchSuggestion {
  return { id: view.key, label: view.label, kind: view.kind };
}

/**
 * The header's search: what the golfer types, the engine's suggestions for it, the regions to
 * offer when nothing matches, and a choice leading to its page; beside it "Near me". The button
 * is the site's, not the design system's: it asks the browser for the position and knows the
 * near-me page. `onFailure` says when the suggestions could not be asked.
 */
export function useSiteSearch(
  locale: Locale,
  regions: SuggestionView[],
  onFailure: () => void,
): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const suggestions = useSuggestions(keyword, locale, onFailure);

  const found = suggestions.data;
  const items: SearchSuggestion[] = useMemo(() => (found ?? []).map(asSuggestion), [found]);
  const regionItems: SearchSuggestion[] = useMemo(() => regions.map(asSuggestion), [regions]);

  function choose(suggestion: SearchSuggestion) {
    const chosen = [...(found ?? []), ...regions].find((view) => view.key === suggestion.id);
    setKeyword('');
    if (chosen) navigate(localePath(locale, chosen.path));
  }

  return (
    <div className={styles.withNearMe}>
      <div className={styles.search}>
        <LazySearchBar
          value={keyword}
          onValueChange={setKeyword}
          suggestions={items}
          onSelect={choose}
          noResultsRegions={regionItems}
          loading={suggestions.isLoading}
          {...(suggestions.error
            ? {
                errorMessage:
                  suggestions.error.message || intl.formatMessage(messages.searchFailed),
              }
            : {})}
        />
      </div>
      <NearMeButton locale={locale} />
    </div>
  );
}
