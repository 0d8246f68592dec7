import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import type { ReactNode } from 'react';
import type { SearchSuggestion } from './SearchBar';
import * as styles from './SearchBar.css';

const messages = defineMessages<{
  location: NoMessageValues;
  club: NoMessageValues;
  region: NoMessageValues;
  place: NoMessageValues;
  option: { label: string; kind: string };
  // Any primitive or, when rendered, a React element (react-intl widens these to ReactNode).
  optionContent: { label: MessageValue; kind: MessageValue };
}>({
  location: { id: 'ds.searchBar.location', defaultMessage: 'location' },
  club: { id: 'ds.searchBar.club', defaultMessage: 'club' },
  region: { id: 'ds.searchBar.region', defaultMessage: 'region' },
  place: { id: 'ds.searchBar.place', defaultMessage: 'place' },
  option: { id: 'ds.searchBar.option', defaultMessage: '{label}, {kind}' },
  optionContent: { id: 'ds.searchBar.optionContent', defaultMessage: '{label} {kind}' },
});

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

export interface SearchBarOptionsProps {
  options: ReadonlyArray<SearchSuggestion>;
  /** The keyboard's option, -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  /** The text in the box, highlighted in each label. */
  query: string;
  onSelect: (suggestion: SearchSuggestion) => void;
}

/**
 * The listbox's options: the search bar's suggestions code, apart from the box itself so a page
 * can fetch it when the golfer first comes to the box (LazySearchBar).
 */
export function SearchBarOptions({
  options,
  activeIndex,
  optionId,
  query,
  onSelect,
}: SearchBarOptionsProps) {
  const intl = useIntl();
  return options.map((suggestion, index) => (
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
      onClick={() => onSelect(suggestion)}
      onKeyDown={(event) => {
        // Only reachable if assistive technology moves focus here itself.
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(suggestion);
        }
      }}
    >
      {/* A message, so the space between the two parts is in the text for every reader. */}
      <FormattedMessage
        {...messages.optionContent}
        values={{
          label: (
            <span className={styles.optionLabel}>
              <Highlighted label={suggestion.label} query={query} />
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
  ));
}
