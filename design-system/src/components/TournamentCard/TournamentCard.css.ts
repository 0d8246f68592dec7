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

export const state = style({
  display: 'flex',
});

export const title = cardTitle;

export const link = cardLink;

export const meta = cardMeta;

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

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const fact = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

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
