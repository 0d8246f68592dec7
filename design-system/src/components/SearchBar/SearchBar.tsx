import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import { shouldSearch } from '../../rules';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchBar.css';

const messages = defineMessages<{
  label: NoMessageValues;
  placeholder: NoMessageValues;
  location: NoMessageValues;
  club: NoMessageValues;
  region: NoMessageValues;
  noResults: NoMessageValues;
  regionsInstead: NoMessageValues;
  loading: NoMessageValues;
  option: { label: string; kind: string };
  // Any primitive or, when rendered, a React element (react-intl widens these to ReactNode).
  optionContent: { label: MessageValue; kind: MessageValue };
  results: { count: number };
}>({
  label: { id: 'ds.searchBar.label', defaultMessage: 'Search clubs and locations' },
  placeholder: { id: 'ds.searchBar.placeholder', defaultMessage: 'search...' },
  location: { id: 'ds.searchBar.location', defaultMessage: 'location' },
  club: { id: 'ds.searchBar.club', defaultMessage: 'club' },
  region: { id: 'ds.searchBar.region', defaultMessage: 'region' },
  noResults: { id: 'ds.searchBar.noResults', defaultMessage: 'No results found' },
  regionsInstead: { id: 'ds.searchBar.regionsInstead', defaultMessage: 'Browse a region instead' },
  loading: { id: 'ds.searchBar.loading', defaultMessage: 'Searching…' },
  option: { id: 'ds.searchBar.option', defaultMessage: '{label}, {kind}' },
  optionContent: { id: 'ds.searchBar.optionContent', defaultMessage: '{label} {kind}' },
  results: {
    id: 'ds.searchBar.results',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
});

export type SearchSuggestionKind = 'location' | 'region' | 'club';

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

// Folds one character for matching: 'Á' and 'a' compare equal, so 'malaga' finds 'Málaga'.
function fold(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Where `query` first occurs in `label`, ignoring case and accents, as [start, end) offsets into
 * the original label; null when it does not occur or the query is blank.
 */
export function findMatch(label: string, query: string): [number, number] | null {
  const needle = Array.from(query.trim(), fold).join('');
  if (needle === '') return null;
  let folded = '';
  // For each folded code unit, the span of the original character it came from.
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of label) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    folded += piece;
    offset += char.length;
  }
  const at = folded.indexOf(needle);
  const start = starts[at];
  const end = ends[at + needle.length - 1];
  return at < 0 || start === undefined || end === undefined ? null : [start, end];
}

function Highlighted({ label, query }: { label: string; query: string }): ReactNode {
  const range = findMatch(label, query);
  if (!range) return label;
  const [start, end] = range;
  return (
    <>
      {label.slice(0, start)}
      <mark className={styles.match}>{label.slice(start, end)}</mark>
      {label.slice(end)}
    </>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.searchIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function AlertIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy="14" r="1.1" fill="currentColor" />
    </svg>
  );
}

/** The header's search for clubs, regions and locations: a WAI-ARIA combobox with a listbox popup. */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  {
    value,
    onValueChange,
    suggestions,
    onSelect,
    noResultsRegions = [],
    onSearch,
    loading = false,
    errorMessage,
    defaultOpen = false,
    className,
  },
  ref,
) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const regionsLabelId = `${id}-regions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(defaultOpen);
  // Tracked by id, not index, so the active option survives a refreshed suggestion list.
  const [activeId, setActiveId] = useState<string | null>(null);

  const searchable = shouldSearch(value);
  const hasError = errorMessage !== undefined && errorMessage !== '';
  const showLoading = open && searchable && loading;
  const showNoResults = open && searchable && suggestions.length === 0 && !loading && !hasError;
  // With no match, the regions take the suggestions' place, reached the same way.
  const options = showNoResults ? noResultsRegions : suggestions;
  const count = options.length;
  const activeIndex = activeId === null ? -1 : options.findIndex((s) => s.id === activeId);
  const expanded = open && searchable && count > 0;
  const listShown = expanded || showLoading || showNoResults;

  let announcement = '';
  if (hasError) announcement = errorMessage;
  else if (showLoading) announcement = intl.formatMessage(messages.loading);
  else if (showNoResults) announcement = intl.formatMessage(messages.noResults);
  else if (expanded) announcement = intl.formatMessage(messages.results, { count });

  useEffect(() => {
    if (!expanded || activeIndex < 0) return;
    // Keeps the keyboard's option in sight when the list scrolls.
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeIndex]);

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const select = (suggestion: SearchSuggestion) => {
    close();
    onSelect(suggestion);
  };

  const activate = (index: number) => {
    setActiveId(options[index]?.id ?? null);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    onValueChange(next);
    setOpen(true);
    setActiveId(null);
    if (shouldSearch(next)) onSearch?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        setOpen(true);
        if (!searchable || count === 0) return;
        activate(expanded && activeIndex >= 0 ? (activeIndex + 1) % count : 0);
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (!searchable || count === 0) return;
        activate(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        return;
      }
      case 'Enter': {
        const active = expanded ? options[activeIndex] : undefined;
        if (!active) return;
        event.preventDefault();
        select(active);
        return;
      }
      case 'Escape': {
        if (listShown) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        return;
      }
      default:
        return;
    }
  };

  const label = intl.formatMessage(messages.label);

  return (
    <div className={clsx(styles.root, className)} role="search" aria-labelledby={labelId}>
      <label id={labelId} htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <div className={styles.field}>
        <SearchIcon />
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={value}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hasError ? errorId : undefined}
          data-error={hasError ? '' : undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onClick={() => setOpen(true)}
          onBlur={close}
        />
      </div>
      <div className={styles.popup} hidden={!listShown && !hasError}>
        {showNoResults && <p className={styles.status}>{intl.formatMessage(messages.noResults)}</p>}
        {showNoResults && count > 0 && (
          <p id={regionsLabelId} className={styles.caption}>
            {intl.formatMessage(messages.regionsInstead)}
          </p>
        )}
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={showNoResults && count > 0 ? regionsLabelId : labelId}
          className={styles.listbox}
          hidden={!expanded}
          // Focusable by script only, never by Tab: focus stays in the input.
          tabIndex={-1}
          // Keeps focus in the input, so a click on an option or the scrollbar is not lost to blur.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((suggestion, index) => (
            // Keyboard users reach options through the input's aria-activedescendant.
            <div
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Names it the same in every browser, without the highlight splitting the words.
              aria-label={intl.formatMessage(messages.option, {
                label: suggestion.label,
                kind: intl.formatMessage(messages[suggestion.kind]),
              })}
              className={styles.option}
              // Not in the Tab order; it tells checkers the scrolling list is keyboard operable,
              // which it is, through the input's arrow keys.
              tabIndex={-1}
              onClick={() => select(suggestion)}
              onKeyDown={(event) => {
                // Only reachable if assistive technology moves focus here itself.
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  select(suggestion);
                }
              }}
            >
              {/* A message, so the space between the two parts is in the text for every reader. */}
              <FormattedMessage
                {...messages.optionContent}
                values={{
                  label: (
                    <span className={styles.optionLabel}>
                      <Highlighted label={suggestion.label} query={value} />
                    </span>
                  ),
                  kind: (
                    <span className={styles.tag[suggestion.kind]}>
                      {intl.formatMessage(messages[suggestion.kind])}
                    </span>
                  ),
                }}
              />
            </div>
          ))}
        </div>
        {showLoading && <p className={styles.status}>{intl.formatMessage(messages.loading)}</p>}
        {hasError && (
          <p id={errorId} className={styles.error}>
            <AlertIcon />
            <span>{errorMessage}</span>
          </p>
        )}
      </div>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
});
