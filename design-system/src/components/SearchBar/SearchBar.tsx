import { forwardRef } from 'react';
import { SearchBarBase } from './SearchBarBase';
import { SearchBarOptions } from './SearchBarOptions';

export { findMatch } from './SearchBarOptions';

/** 'place': a gazetteer place (an airport, a coast, a province, an island, a city). */
export type SearchSuggestionKind = 'location' | 'region' | 'place' | 'club';

export interface SearchSuggestion {
  id: string;
  label: string;
  /** The site maps the engine's categories to these (a municipality is a 'location'). */
  kind: SearchSuggestionKind;
}

export interface SearchBarProps {
  /** The text in the box (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  suggestions: ReadonlyArray<SearchSuggestion>;
  /** A suggestion was chosen by click or Enter; the site goes to its region or club page. */
  onSelect: (suggestion: SearchSuggestion) => void;
  /**
   * Offered as options when the keyword matches nothing, so the golfer is never left with an
   * empty box; chosen like any suggestion.
   */
  noResultsRegions?: ReadonlyArray<SearchSuggestion>;
  /** Asks the site for suggestions; never called for an empty or blank keyword. */
  onSearch?: (keyword: string) => void;
  /** Suggestions for the current keyword are on their way. */
  loading?: boolean;
  /** The server's message when the search failed, shown in the box. */
  errorMessage?: string;
  /** Shows the suggestions on first render (stories, screenshots). */
  defaultOpen?: boolean;
  className?: string;
}

/** The header's search for clubs, regions and locations: a WAI-ARIA combobox with a listbox popup. */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(
  function SearchBar(props, ref) {
    return <SearchBarBase {...props} ref={ref} Options={SearchBarOptions} />;
  },
);
