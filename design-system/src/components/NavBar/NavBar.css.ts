import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const navBar = style({
  background: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  maxWidth: vars.size.contentMax,
  marginBlock: 0,
  marginInline: 'auto',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  listStyle: 'none',
  '@media': {
    [mediaQueries.small]: {
      gap: vars.space.sm,
      paddingInline: vars.space.lg,
    },
  },
});

export const listItem = style({
  display: 'flex',
});

/*
 * Mobile first: icon above a short label, like a tab bar, so four entries fit in 375 px even in
 * the longest language; from the small breakpoint icon and label sit in one row.
 */
export const item = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    // Not by colour alone: the current entry is also bold and underlined by a bar.
    '&[aria-current="page"]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 calc(${vars.border.thick} * -2) 0 0 ${vars.color.brand}`,
    },
  },
  '@media': {
    [mediaQueries.small]: {
      flexDirection: 'row',
      gap: vars.space.xs,
      paddingInline: vars.space.md,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
