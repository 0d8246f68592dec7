import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  textAlign: 'center',
});
export const logo = style({ color: vars.color.brand });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  margin: 0,
});
export const text = style({ margin: 0, color: vars.color.textMuted });
