import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xl },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const details = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
});

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

export const reference = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
});

export const notice = recipe({
  base: {
    margin: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderInlineStart: `${vars.border.thick} solid`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
    },
  },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
