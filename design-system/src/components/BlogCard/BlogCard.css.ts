import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { cardFact, cardFacts, cardPadding, cardSurface } from '../../styles/card.css';

export const card = style([
  cardSurface,
  cardPadding,
  {
    gap: vars.space.sm,
    // A band of the brand colour marks a post apart from the clubs' photo cards.
    borderBlockStart: `${vars.border.thick} solid ${vars.color.brand}`,
  },
]);

export const excerpt = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const labels = style([
  cardFacts,
  {
    gap: vars.space.xs,
    // Pushes the labels to the bottom so they line up across a row of cards of different heights.
    marginBlockStart: 'auto',
    paddingBlockStart: vars.space.sm,
  },
]);

export const label = cardFact;
