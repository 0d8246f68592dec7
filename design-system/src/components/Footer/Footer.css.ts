import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const footer = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

const contentWidth = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

/*
 * One column on phones; from the tablet breakpoint the three link groups and the app and address
 * column sit side by side (four columns at 1280 px).
 */
export const inner = style([
  contentWidth,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xl,
    paddingBlock: vars.space.xl,
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)' },
    },
  },
]);

export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const side = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Block padding lifts every target above the 24 px minimum of WCAG 2.2 (2.5.8).
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
  },
});

export const externalIcon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
});

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const addressLine = style({
  display: 'block',
});

export const bottom = style({
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const copyright = style([
  contentWidth,
  {
    marginBlock: 0,
    paddingBlock: vars.space.lg,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  },
]);
