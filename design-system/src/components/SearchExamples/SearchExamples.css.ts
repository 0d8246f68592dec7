import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const examples = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const example = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
      borderRadius: vars.radius.sm,
    },
  },
});
