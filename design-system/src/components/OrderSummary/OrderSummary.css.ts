import { globalStyle, style } from '@vanilla-extract/css';
import { panel } from '../../styles/panel.css';
import { vars } from '../../themes/vars.css';

export const root = style([
  panel,
  {
    gap: vars.space.md,
    boxShadow: vars.shadow.sm,
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

globalStyle(`${row} > dt`, { minWidth: 0, overflowWrap: 'anywhere' });

export const amount = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const discount = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const totalRow = style({
  marginBlockStart: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.thick} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const totalAmount = style({
  fontSize: vars.fontSize.xl,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
