import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

export const main = style({
  display: 'block',
  minHeight: '60vh',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  outline: 'none',
});

export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  top: `calc(-1 * ${vars.space.xxl})`,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.link,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.md } },
});
