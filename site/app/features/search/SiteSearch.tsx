import { LazySearchBar } from '@fairway/design-system';
import type { SearchSuggestion } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { useMemo } from 'react';
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

function asSuggestion(view: SuggestionView): SearchSuggestion {
  return { id: view.key, label: view.label, kind: view.kind };
}

export interface SiteSearchProps {
  locale: Locale;
  /** What to offer when nothing matches. */
  regions: SuggestionView[];
  /** What the golfer typed, kept by the layout so the header's box and home's agree. */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** The suggestions could not be asked. */
  onFailure: () => void;
}

/**
 * The search box with the engine's suggestions for what the golfer types, a choice leading to its
 * page; beside it "Near me". The button is the site's, not the design system's: it asks the
 * browser for the position and knows the near-me page.
 */
export function SiteSearch({
  locale,
  regions,
  keyword,
  onKeywordChange,
  onFailure,
}: SiteSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const suggestions = useSuggestions(keyword, locale, onFailure);

  const found = suggestions.data;
  const items: SearchSuggestion[] = useMemo(() => (found ?? []).map(asSuggestion), [found]);
  const regionItems: SearchSuggestion[] = useMemo(() => regions.map(asSuggestion), [regions]);

  function choose(suggestion: SearchSuggestion) {
    const chosen = [...(found ?? []), ...regions].find((view) => view.key === suggestion.id);
    onKeywordChange('');
    if (chosen) navigate(localePath(locale, chosen.path));
  }

  return (
    <div className={styles.withNearMe}>
      <div className={styles.search}>
        <LazySearchBar
          value={keyword}
          onValueChange={onKeywordChange}
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
