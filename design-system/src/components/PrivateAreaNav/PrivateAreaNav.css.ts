import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const nav = style({
  fontFamily: vars.font.body,
  '@media': {
    [mediaQueries.small]: {
      borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
    },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.small]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.xs,
    },
  },
});

export const item = style({
  display: 'flex',
  minWidth: 0,
});

/*
 * Mobile first: bordered tiles, two by two. From the small breakpoint, tabs on a line whose
 * current one is underlined by a bar. The current page is bold and barred or filled, never marked
 * by its colour alone.
 */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  // Text and background change together, so no frame shows white text on the pale background.
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    [mediaQueries.small]: {
      width: 'auto',
      paddingInline: vars.space.lg,
      border: 0,
      borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
      whiteSpace: 'nowrap',
      selectors: {
        '&[aria-current="page"]': {
          background: 'transparent',
          color: vars.color.brand,
          boxShadow: `inset 0 calc(${vars.border.thick} * -2) 0 0 ${vars.color.brand}`,
        },
        '&[aria-current="page"]:hover': { background: vars.color.neutralSoft },
      },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
