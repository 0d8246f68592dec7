import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import { cardLink, cardMeta, cardTitle } from '../../styles/card.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  // A band of the brand colour marks a post apart from the clubs' photo cards.
  borderBlockStart: `${vars.border.thick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xl },
  },
});

export const meta = cardMeta;

export const title = cardTitle;

export const link = cardLink;

export const excerpt = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  // Pushes the labels to the bottom so they line up across a row of cards of different heights.
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  paddingInline: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const label = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSoft,
  color: vars.color.text,
});
