import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefAttributes,
} from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '@fairway/rules';
import type { LanguageSwitcherProps } from './LanguageSwitcher';
import * as styles from './LanguageSwitcher.css';
import { Chevron, Globe, triggerLabel } from './LanguageSwitcherTrigger';

type Menu = ComponentType<LanguageSwitcherProps & RefAttributes<HTMLButtonElement>>;

let loading: Promise<Menu> | null = null;

/** The Radix menu's code, fetched once for the page. */
function loadMenu(): Promise<Menu> {
  loading ??= import('./LanguageSwitcher').then((m) => m.LanguageSwitcher);
  // A failed fetch (the network dropped) may be tried again on the next gesture.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The keys that open the Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The LanguageSwitcher for pages that should not ship the menu's code (Radix DropdownMenu and its
 * positioning) until a golfer reaches for it. It renders the same trigger, server side too; the
 * menu's code is fetched when the pointer comes over the trigger, when it takes focus or when it
 * is pressed, and the real LanguageSwitcher then takes the stand-in's place. A press that came
 * before the code opens the menu as soon as it is there: a key press is handed to the real
 * trigger, so the keyboard gets Radix's own behaviour (focus on the first language).
 */
export function LazyLanguageSwitcher(props: LanguageSwitcherProps) {
  const { languages = LANGUAGES, value, className } = props;
  const intl = useIntl();
  const { label, name } = triggerLabel(intl, languages, value);
  const [LoadedMenu, setLoadedMenu] = useState<Menu | null>(null);
  // Asked for before the code came: by pointer (null) or by this key.
  const [pending, setPending] = useState<{ key: string | null } | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const pendingKey = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    loadMenu().then(
      (menu) => {
        if (!mounted.current) return;
        hadFocus.current = document.activeElement === standIn.current;
        setLoadedMenu(() => menu);
      },
      () => undefined,
    );
  }, []);

  const openedByPointer = pending !== null && pending.key === null;

  // After the menu's own effects (its keyboard listener) are in place: focus stays where it was,
  // and a key pressed on the stand-in is pressed again on the real trigger. A menu opened by a
  // press has taken focus itself, as Radix does; focusing the trigger then would close it.
  useEffect(() => {
    const real = trigger.current;
    if (!LoadedMenu || !real) return;
    const key = pendingKey.current;
    pendingKey.current = null;
    if ((hadFocus.current && !openedByPointer) || key) real.focus();
    hadFocus.current = false;
    if (key)
      real.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    // Once, when the menu's code has come.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [LoadedMenu]);

  if (LoadedMenu) {
    return (
      <LoadedMenu {...props} ref={trigger} defaultOpen={props.defaultOpen || openedByPointer} />
    );
  }

  const ask = (key: string | null) => {
    pendingKey.current = key;
    setPending({ key });
    load();
  };

  return (
    <button
      ref={standIn}
      type="button"
      className={clsx(styles.trigger, className)}
      aria-label={name}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) ask(null);
      }}
      onKeyDown={(event: ReactKeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask(event.key);
      }}
    >
      <Globe />
      <span>{label}</span>
      <Chevron />
    </button>
  );
}
