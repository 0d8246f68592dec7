import { defineMessages, type IntlShape } from 'react-intl';
import type { Language, Locale } from '@fairway/rules';
import * as styles from './LanguageSwitcher.css';

const messages = defineMessages<{ trigger: { name: string; label: string } }>({
  // The visible label ends the name (WCAG 2.5.3), so "click ES" works for speech users.
  trigger: { id: 'ds.languageSwitcher.trigger', defaultMessage: 'Language: {name}, {label}' },
});

/**
 * The trigger's visible label (the short code) and accessible name, shared by the menu and by
 * LazyLanguageSwitcher's stand-in, so both name the button alike.
 */
export function triggerLabel(
  intl: IntlShape,
  languages: ReadonlyArray<Language>,
  value: Locale,
): { label: string; name: string } {
  const current = languages.find((language) => language.value === value);
  const label = current?.label ?? value.toUpperCase();
  return {
    label,
    name: intl.formatMessage(messages.trigger, { name: current?.name ?? label, label }),
  };
}

export function Globe() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="10" cy="10" r="8" />
        <ellipse cx="10" cy="10" rx="3.5" ry="8" />
        <path d="M2 10h16M3.5 5.5h13M3.5 14.5h13" />
      </g>
    </svg>
  );
}

export function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M2.5 4.5 6 8l3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
