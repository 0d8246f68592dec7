import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/**
 * The cards that lead to a page (club, spotlight, blog post, tournament): the title's link is
 * the card's only interactive element, and its ::after covers the card (which must be
 * `position: relative`) so the whole card is the click area, with one focus ring around it.
 */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
    '&:focus-visible::after': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
  },
});

/** The card's title: long names in any language wrap rather than widen the card. */
export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** A muted line under the title (club and region, date and author). */
export const cardMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
