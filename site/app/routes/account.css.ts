import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { pageTitle } from '../styles/headings.css.ts';

/** The account pages (login, sign-up, recovery): one narrow column, centred from tablet up. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  selectors: { '&[data-wide="true"]': { maxWidth: '40rem' } },
});
export const title = pageTitle;
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const aside = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.tablet]: { textAlign: 'center' } },
});
