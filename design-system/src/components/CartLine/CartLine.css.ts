import { style } from '@vanilla-extract/css';
import { panel } from '../../styles/panel.css';
import { vars } from '../../themes/vars.css';

export const root = style([
  panel,
  {
    gap: vars.space.md,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const when = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const remove = style({
  flexShrink: 0,
  selectors: {
    // Disabled (removing) keeps the button's own disabled colours, whose contrast is checked.
    '&:not(:disabled)': { color: vars.color.critical },
  },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const itemName = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const quantity = style({
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const totalAmount = style({
  fontSize: vars.fontSize.lg,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
