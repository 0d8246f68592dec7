import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const navBar = style({
  background: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  // One row at every width: below the tablet width the secondary entries go behind 'More'.
  flexWrap: 'nowrap',
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
 * the longest language; from the small breakpoint icon and label sit in one row, except from the
 * tablet width to 1100 px, where all the entries share the header's row with the search.
 */
const ROW_LAYOUT = `${mediaQueries.small} and (max-width: ${breakpoints.tablet - 0.02}px), screen and (min-width: 1100px)`;

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
    '&::-webkit-details-marker': { display: 'none' },
    '&[aria-current="page"], &[data-current="true"]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 calc(${vars.border.thick} * -2) 0 0 ${vars.color.brand}`,
    },
  },
  '@media': {
    [ROW_LAYOUT]: {
      flexDirection: 'row',
      gap: vars.space.xs,
      paddingInline: vars.space.md,
      fontSize: vars.fontSize.sm,
    },
  },
});

/** Entries shown in the bar from the tablet width up, behind 'More' below it. */
export const wideOnly = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'flex' } },
});

export const narrowOnly = style({
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const more = style({
  position: 'relative',
  display: 'flex',
});

globalStyle(`${more} > summary`, { listStyle: 'none' });

export const menu = style({
  position: 'absolute',
  insetBlockStart: '100%',
  // 'More' is the bar's first entry on a phone: the menu opens from its start edge, on screen.
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: '12rem',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

/** In the menu an entry is a row, icon before label, as wide as the menu. */
export const menuItem = style({ display: 'flex' });

globalStyle(`${menuItem} > a`, {
  flexDirection: 'row',
  justifyContent: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  // No fade: the menu closes as the chosen page opens, and a closed <details> is not rendered, so
  // a hover fade begun by the tap would never end (a journey's wait for still animations hung).
  transition: 'none',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
