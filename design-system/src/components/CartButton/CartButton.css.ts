import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/*
 * Mobile first: icon (with its count) above a short label, so the whole nav bar fits in 375 px in
 * every language; from the small breakpoint a pill with icon, label and count in one row.
 */
export const cartButton = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
    },
    '@media': {
      [mediaQueries.small]: {
        flexDirection: 'row',
        gap: vars.space.xs,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.pill,
        fontSize: vars.fontSize.sm,
      },
    },
  },
  variants: {
    tone: {
      amber: { background: vars.color.amber, color: vars.color.onAmber },
      teal: { background: vars.color.teal, color: vars.color.onTeal },
    },
  },
});

export const iconRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': {
    // In the one-row layout the badge moves after the label (see `order` below).
    [mediaQueries.small]: { display: 'contents' },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const label = style({
  order: 1,
});

export const badge = style({
  order: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.icon,
  height: vars.size.icon,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '::after': { content: 'attr(data-count)' },
});
