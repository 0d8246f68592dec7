export { themeRoot } from './styles/global.css';

export { vars } from './themes/vars.css';
export { fairwayTheme } from './themes/fairway.css';
export { breakpoints, mediaQueries } from './themes/breakpoints';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css';
export { designSystemMessages } from './i18n';

export * from './components/Link';
export * from './components/Button';
