import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    expired: {
      true: {
        borderColor: vars.color.critical,
        background: vars.color.criticalSoft,
      },
      false: {},
    },
  },
});

export const timer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const clock = recipe({
  base: {
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    // The last minute in the critical colour: the golfer should pay now or lose the times.
    urgent: {
      true: { color: vars.color.critical },
      false: {},
    },
  },
});

export const expiredText = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});
