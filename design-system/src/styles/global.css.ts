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

// A link no component styles (a page's own text) still reads as the shop's link, not the
// browser's blue and purple.
globalStyle('a', { color: vars.color.link });

globalStyle(':focus-visible', {
  outline: `${vars.border.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.space.xxs,
});

/*
 * Reduced motion means no motion at all, not a very short one: a 0.01 ms opacity animation still
 * runs on the compositor, and Chromium's software compositor now and then kept such a layer at
 * its first frame (a dialog present in the DOM, opacity 1, painted invisible). No component
 * relies on animationend or transitionend, so nothing waits for an event that never comes.
 */
globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      animation: 'none !important',
      transition: 'none !important',
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
