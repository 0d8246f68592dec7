import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.fieldMax,
  fontFamily: vars.font.body,
});

export const password = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** Touch-sized, though it reads as a plain text link. */
export const forgot = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  selectors: {
    '&:hover': { textDecorationThickness: vars.border.thick },
  },
});
