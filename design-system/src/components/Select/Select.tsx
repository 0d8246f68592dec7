import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { slugify } from '@fairway/rules';
import { Field, fieldIds, useFieldProps, type FieldStateProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Select.css';

const messages = defineMessages({
  searchPlaceholder: { id: 'ds.select.searchPlaceholder', defaultMessage: 'Search...' },
  noResults: { id: 'ds.select.noResults', defaultMessage: 'No results found' },
});

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldStateProps {
  id?: string;
  /** Submits the chosen value with a surrounding form under this name. */
  name?: string;
  options: ReadonlyArray<SelectOption>;
  /** The chosen option's value; '' or null when nothing is chosen. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown while nothing is chosen and the list is closed. */
  placeholder?: string;
  /** Shown in the open, still empty search box. Defaults to 'Search...'. */
  searchPlaceholder?: string;
  /** Shown when the search matches no option. Defaults to 'No results found'. */
  noResultsText?: ReactNode;
  className?: string;
  'aria-describedby'?: string;
}

interface Entry {
  option: SelectOption;
  /** Position in `options`, which keeps option ids stable while the list is filtered. */
  index: number;
  key: string;
}

/** A printable character or a deletion, typed without a shortcut modifier. */
function startsSearch(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * A dropdown with search, after the WAI-ARIA editable combobox with list autocomplete: the input
 * shows the chosen option; typing filters the list, ignoring case and accents through the slug
 * rule, so 'espana' finds 'España'. Focus stays in the input and the arrow keys move a highlight
 * (aria-activedescendant) through the list. Only listed values can be chosen.
 */
export const Select = forwardRef<HTMLInputElement, SelectProps>(function Select(
  {
    name,
    options,
    value,
    onChange,
    onBlur,
    placeholder,
    searchPlaceholder,
    noResultsText,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const [field] = useFieldProps(props);
  const { id: inputId, disabled } = field;
  const listboxId = `${inputId}-listbox`;
  const optionId = (entry: Entry) => `${inputId}-option-${entry.index}`;

  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A field disabled while its list is open must not keep the list on screen.
  const open = expanded && !disabled;

  const entries = useMemo<Entry[]>(
    () => options.map((option, index) => ({ option, index, key: slugify(option.label) })),
    [options],
  );
  const filtered = useMemo(() => {
    const needle = slugify(query);
    return needle === '' ? entries : entries.filter((entry) => entry.key.includes(needle));
  }, [entries, query]);

  const current = entries.find((entry) => entry.option.value === value);
  const active = open ? filtered[activeIndex] : undefined;

  const close = () => {
    setExpanded(false);
    setQuery('');
    setActiveIndex(-1);
  };

  /** Opens on the chosen option, or on the first (`last`: on the last) when there is none. */
  const openList = (last = false) => {
    const chosen = entries.findIndex((entry) => entry.option.value === value);
    setQuery('');
    setActiveIndex(chosen >= 0 ? chosen : last ? entries.length - 1 : 0);
    setExpanded(true);
  };

  const choose = (entry: Entry) => {
    close();
    if (entry.option.value !== value) onChange(entry.option.value);
  };

  useEffect(() => {
    if (!open) return;
    // The list can be open while the input is not focused (e.g. after a click on the page), so
    // blur alone does not cover every click outside.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setExpanded(false);
        setQuery('');
        setActiveIndex(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const element = listRef.current?.children.item(activeIndex);
    // jsdom has no layout and no scrollIntoView.
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [open, activeIndex, filtered]);

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setExpanded(true);
    const needle = slugify(text);
    setActiveIndex(needle === '' || entries.some((entry) => entry.key.includes(needle)) ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => clamp(index + 1, 0, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(true);
        else setActiveIndex((index) => clamp(index - 1, 0, last));
        break;
      case 'Home':
      case 'End':
        // While closed, Home and End keep moving the caret in the text.
        if (!open) return;
        event.preventDefault();
        setActiveIndex(last < 0 ? -1 : event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        // While closed, Enter submits the surrounding form as in any input.
        if (!open) return;
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
      default:
        // Typing into the closed field starts a new search instead of editing the chosen
        // option's name: the input empties before the browser inserts the character.
        if (!open && startsSearch(event)) {
          setQuery('');
          setExpanded(true);
        }
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    close();
    onBlur?.(event);
  };

  const noResults = open && filtered.length === 0;
  const ids = fieldIds(inputId);

  return (
    <Field {...field}>
      {(controlProps) => (
        <div ref={rootRef} className={styles.wrapper}>
          <input
            ref={ref}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={active ? optionId(active) : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className={styles.input}
            value={open ? query : (current?.option.label ?? '')}
            placeholder={
              open
                ? (searchPlaceholder ?? intl.formatMessage(messages.searchPlaceholder))
                : placeholder
            }
            onChange={onInputChange}
            onKeyDown={onKeyDown}
            onClick={() => {
              if (!open) openList();
            }}
            onBlur={onInputBlur}
            {...controlProps}
          />
          <Icon
            className={clsx(
              styles.chevron,
              open && styles.chevronOpen,
              disabled && styles.chevronDisabled,
            )}
            viewBox="0 0 20 20"
          >
            <path d="m5 7.5 5 5 5-5" />
          </Icon>
          {/*
            The input keeps focus and points at the options with aria-activedescendant, so the
            list and its options take no focus of their own. Pressing on the list must not blur
            the input either, which would close the list before the click lands.
          */}
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
          <div
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={ids.label}
            className={styles.listbox}
            hidden={!open || noResults}
            onMouseDown={(event) => event.preventDefault()}
          >
            {filtered.map((entry, index) => {
              const isActive = index === activeIndex;
              const isCurrent = entry === current;
              return (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={entry.index}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={isActive}
                  className={clsx(
                    styles.option,
                    isActive && styles.optionActive,
                    isCurrent && styles.optionCurrent,
                  )}
                  onMouseMove={() => {
                    if (!isActive) setActiveIndex(index);
                  }}
                  onClick={() => choose(entry)}
                >
                  <span>{entry.option.label}</span>
                  {isCurrent ? (
                    <Icon className={styles.check} viewBox="0 0 20 20">
                      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
                    </Icon>
                  ) : null}
                </div>
              );
            })}
          </div>
          {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
          <div role="status" className={noResults ? styles.noResults : undefined}>
            {noResults ? (noResultsText ?? intl.formatMessage(messages.noResults)) : null}
          </div>
        </div>
      )}
    </Field>
  );
});
