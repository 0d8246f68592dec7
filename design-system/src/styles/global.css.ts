import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';
import { mediaQueries } from '../themes/breakpoints';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(':focus-visible', {
  outline: `${vars.border.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.space.xxs,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/**
 * Base text of a themed subtree. The site puts the theme class on <html> (so body picks the
 * tokens up); Storybook and tests theme a wrapper element and give it this class too.
 */
export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
});
