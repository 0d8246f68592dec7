import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
});

/** Term above its value on a phone; side by side, one third to two, from the small breakpoint. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.small]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      gap: vars.space.md,
    },
  },
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const strong = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
