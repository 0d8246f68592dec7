import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { shouldSearch } from '@fairway/rules';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import type { SearchBarProps, SearchSuggestion } from './SearchBar';
import * as styles from './SearchBar.css';
import type { SearchBarOptionsProps } from './SearchBarOptions';

const messages = defineMessages<{
  label: NoMessageValues;
  placeholder: NoMessageValues;
  noResults: NoMessageValues;
  regionsInstead: NoMessageValues;
  loading: NoMessageValues;
  results: { count: number };
}>({
  label: { id: 'ds.searchBar.label', defaultMessage: 'Search clubs and locations' },
  placeholder: { id: 'ds.searchBar.placeholder', defaultMessage: 'search...' },
  noResults: { id: 'ds.searchBar.noResults', defaultMessage: 'No results found' },
  regionsInstead: { id: 'ds.searchBar.regionsInstead', defaultMessage: 'Browse a region instead' },
  loading: { id: 'ds.searchBar.loading', defaultMessage: 'Searching…' },
  results: {
    id: 'ds.searchBar.results',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
});

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

export interface SearchBarBaseProps extends SearchBarProps {
  /** Renders the listbox's options: SearchBarOptions itself, or a lazy stand-in for it. */
  Options: ComponentType<SearchBarOptionsProps>;
  /** The box took focus (LazySearchBar fetches the options' code then). */
  onInputFocus?: () => void;
}

/** SearchBar's body, with the options' rendering handed in (SearchBar, LazySearchBar). */
export const SearchBarBase = forwardRef<HTMLInputElement, SearchBarBaseProps>(
  function SearchBarBase(
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
      Options,
      onInputFocus,
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
            onFocus={onInputFocus}
            onBlur={close}
          />
        </div>
        <div className={styles.popup} hidden={!listShown && !hasError}>
          {showNoResults && (
            <p className={styles.status}>{intl.formatMessage(messages.noResults)}</p>
          )}
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
            {count > 0 && (
              <Options
                options={options}
                activeIndex={activeIndex}
                optionId={optionId}
                query={value}
                onSelect={select}
              />
            )}
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
  },
);
