import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, LANGUAGES, type Language, type Locale } from '@fairway/rules';
import { Link } from '../Link';
import * as styles from './LanguageSwitcher.css';
import { Chevron, Globe, triggerLabel } from './LanguageSwitcherTrigger';

export interface LanguageSwitcherProps {
  /** The languages on offer; the shop's four by default. */
  languages?: ReadonlyArray<Language>;
  /** The language the page is in. */
  value: Locale;
  /**
   * Called with the chosen language. With `hrefFor` it is called as well, before the link
   * navigates, so the site can renew the culture cookies.
   */
  onChange: (locale: Locale) => void;
  /** When given, every entry is a real link to the page in that language. */
  hrefFor?: (locale: Locale) => string;
  /** Opens the menu on first render (stories, screenshots). */
  defaultOpen?: boolean;
  className?: string;
}

function Tick() {
  return (
    <svg className={styles.tick} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4 10.5 8 14.5 16 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header's language menu (Radix DropdownMenu, so keyboard and focus handling are standard). */
export const LanguageSwitcher = forwardRef<HTMLButtonElement, LanguageSwitcherProps>(
  function LanguageSwitcher(
    { languages = LANGUAGES, value, onChange, hrefFor, defaultOpen, className },
    ref,
  ) {
    const intl = useIntl();
    const { label: currentLabel, name } = triggerLabel(intl, languages, value);

    const entry = (language: Language): ReactNode => {
      const body = (
        <>
          <span className={styles.indicatorSlot}>
            <DropdownMenu.ItemIndicator>
              <Tick />
            </DropdownMenu.ItemIndicator>
          </span>
          {language.name}
        </>
      );
      // Each name is written in its own language, so screen readers pronounce it right.
      return hrefFor ? (
        <DropdownMenu.RadioItem
          key={language.value}
          value={language.value}
          className={styles.item}
          asChild
        >
          <Link href={hrefFor(language.value)} lang={language.code} hrefLang={language.code}>
            {body}
          </Link>
        </DropdownMenu.RadioItem>
      ) : (
        <DropdownMenu.RadioItem
          key={language.value}
          value={language.value}
          className={styles.item}
          lang={language.code}
        >
          {body}
        </DropdownMenu.RadioItem>
      );
    };

    return (
      // Not modal: a modal menu marks the rest of the page aria-hidden, the still focusable trigger
      // included (an axe failure), and a menu needs no page-wide lock: Escape or a click outside closes it.
      <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
        <DropdownMenu.Trigger
          ref={ref}
          className={clsx(styles.trigger, className)}
          aria-label={name}
        >
          <Globe />
          <span>{currentLabel}</span>
          <Chevron />
        </DropdownMenu.Trigger>
        {/*
          No portal: the menu stays inside the themed subtree, where the token variables are
          defined, and the header's stacking context keeps it above the page.
        */}
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => {
              if (isLocale(next) && next !== value) onChange(next);
            }}
          >
            {languages.map(entry)}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    );
  },
);
