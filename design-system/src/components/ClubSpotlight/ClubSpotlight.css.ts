import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import { cardLink } from '../../styles/card.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

export const media = style({
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
  '@media': { [mediaQueries.tablet]: { aspectRatio: 'auto', minHeight: '100%' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.xl } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = cardLink;

export const place = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const cta = style({
  margin: 0,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});
