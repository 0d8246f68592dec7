export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { LazyLanguageSwitcher } from './LazyLanguageSwitcher';
