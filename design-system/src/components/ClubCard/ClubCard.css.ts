import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { cardFact, cardFacts, cardPadding, cardSurface } from '../../styles/card.css';

export const card = style([cardSurface, { overflow: 'hidden' }]);

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.amber,
  color: vars.color.onAmber,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const favourite = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
});

export const body = style([
  cardPadding,
  { display: 'flex', flexDirection: 'column', flexGrow: 1, gap: vars.space.xs },
]);

export const place = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  fill: 'currentColor',
});

export const facts = cardFacts;

export const fact = cardFact;

export const times = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const nextTime = style({ fontWeight: vars.fontWeight.bold });

export const pending = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const noTimes = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.warning,
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  // Pushes the price to the bottom so prices line up across a row of cards of different heights.
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

export const art = style({
  display: 'block',
  width: '100%',
  height: '100%',
});

export const artSky = style({ stopColor: vars.color.successSoft });
export const artGrass = style({ stopColor: vars.color.success });
export const artHillFar = style({ fill: vars.color.success, opacity: 0.55 });
export const artHillNear = style({ fill: vars.color.brand });
export const artGreen = style({ fill: vars.color.successSoft, opacity: 0.35 });
export const artHole = style({ fill: vars.color.surfaceInverse });
export const artPole = style({ fill: vars.color.surface });
export const artFlag = style({ fill: vars.color.critical });
