import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
    fontFamily: vars.font.body,
    '@media': {
      [mediaQueries.tablet]: { padding: vars.space.xl },
    },
  },
  variants: {
    soldOut: {
      true: { background: vars.color.surfaceMuted, boxShadow: 'none' },
      false: {},
    },
  },
  defaultVariants: { soldOut: false },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const when = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const time = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const zone = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      twilight: { background: vars.color.infoSoft, color: vars.color.info },
      earlyBird: { background: vars.color.warningSoft, color: vars.color.warning },
      soldOut: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
});

export const players = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const golfers = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

export const golfer = recipe({
  base: {
    width: vars.size.icon,
    height: vars.size.icon,
    strokeWidth: 1.5,
  },
  variants: {
    available: {
      true: { fill: vars.color.brand, stroke: vars.color.brand },
      false: { fill: 'none', stroke: vars.color.borderStrong },
    },
  },
});

export const rates = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
});

export const legend = style({
  marginBlockEnd: vars.space.sm,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const rate = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: vars.size.touch,
    padding: vars.space.md,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
  variants: {
    selectable: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong },
          // Disabled radios are inside a disabled fieldset: the row stops looking clickable.
          '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceMuted },
        },
      },
      false: {},
    },
    selected: {
      true: {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.brand}`,
        background: vars.color.successSoft,
      },
      false: {},
    },
  },
  defaultVariants: { selectable: false, selected: false },
});

export const radio = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const rateText = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xxs,
  minWidth: 0,
});

export const rateName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const includes = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const ratePrice = style({
  textAlign: 'right',
  justifyContent: 'flex-end',
});
