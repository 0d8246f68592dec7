import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import type { ScorecardTee } from './Scorecard';

/*
 * A row per hole: five narrow columns fit a 375 px phone. Should a large text size make them
 * wider than the screen, this box scrolls rather than the page.
 */
export const root = style({
  width: '100%',
  minWidth: 0,
  overflowX: 'auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [mediaQueries.tablet]: { maxWidth: '40rem' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
});

export const captionTitle = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const unit = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: {
    '&:first-child': { textAlign: 'start', paddingInlineStart: vars.space.sm },
    '&:last-child': { paddingInlineEnd: vars.space.sm },
  },
});

const markBase = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineEnd: vars.space.xxs,
  borderRadius: '50%',
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  verticalAlign: 'baseline',
});

/** The tee's colour beside its name, as the markers on the course. */
export const teeMark = styleVariants(
  {
    white: vars.color.surface,
    yellow: vars.color.amber,
    red: vars.color.critical,
  } satisfies Record<ScorecardTee, string>,
  (background) => [markBase, { background }],
);

export const row = style({
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
});

export const totalsRow = style({
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const rowHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  fontWeight: 'inherit',
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  textAlign: 'end',
  selectors: {
    '&:last-child': { paddingInlineEnd: vars.space.sm },
  },
});
