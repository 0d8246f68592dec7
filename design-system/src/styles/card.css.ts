import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../themes/breakpoints';
import { vars } from '../themes/vars.css';

/**
 * The raised surface every card that leads to a page stands on (club, tournament, blog post): a
 * full-height column, so the cards of one row line up, whose shadow deepens on hover.
 */
export const cardSurface = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
});

/** The inner spacing of a card's text (the whole card, or the body under a club's photo). */
export const cardPadding = style({
  padding: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xl },
  },
});

/** A row of short facts (holes, par, places left, a post's labels) as pills. */
export const cardFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

/** One pill of `cardFacts`. */
export const cardFact = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSoft,
  color: vars.color.text,
});

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
