import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brandStrong },
  },
});

export const mark = style({
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
});

// The flag sits on the brand-coloured green, so it takes the colour made for text on brand.
export const flag = style({
  fill: vars.color.onBrand,
});

export const pole = style({
  stroke: vars.color.onBrand,
});

export const wordmark = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
});
