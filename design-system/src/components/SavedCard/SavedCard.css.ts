import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const card = recipe({
  base: {
    display: 'grid',
    // Mark, details, and the delete button under the details on phones.
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    padding: vars.space.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    '@media': {
      [mediaQueries.small]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
    },
  },
  variants: {
    deleting: {
      true: { background: vars.color.surfaceMuted },
      false: {},
    },
  },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
  color: vars.color.brand,
});

export const markIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const number = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const digits = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const expiry = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    expired: {
      true: { color: vars.color.critical, fontWeight: vars.fontWeight.medium },
      false: {},
    },
  },
});

export const expiredIcon = style({
  flexShrink: 0,
  width: vars.fontSize.md,
  height: vars.fontSize.md,
});

export const holder = style({
  overflowWrap: 'anywhere',
});

export const deleteButton = style({
  gridColumn: '2',
  justifySelf: 'start',
  '@media': {
    [mediaQueries.small]: { gridColumn: 'auto', justifySelf: 'end' },
  },
});

export const buttonIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
