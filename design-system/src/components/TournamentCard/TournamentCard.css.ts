import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { cardFact, cardFacts, cardPadding, cardSurface } from '../../styles/card.css';

export const card = style([cardSurface, cardPadding, { gap: vars.space.sm }]);

export const state = style({
  display: 'flex',
});

export const dates = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// A range breaks at its dash, never inside a date.
export const date = style({
  whiteSpace: 'nowrap',
});

export const facts = cardFacts;

export const fact = style([cardFact, { fontVariantNumeric: 'tabular-nums' }]);

// Bold as well as coloured, so "Full" stands out without relying on colour (warning on its soft
// background is 5.7:1).
export const factFull = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.bold,
});

export const fee = style({
  // Pushes the fee to the bottom so fees line up across a row of cards of different heights.
  marginBlockStart: 'auto',
  marginBlockEnd: 0,
  paddingBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const feeAmount = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
