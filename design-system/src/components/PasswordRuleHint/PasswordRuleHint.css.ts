import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const intro = style({
  margin: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  marginBlockStart: vars.space.xxs,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
  },
  variants: {
    met: {
      true: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
      false: { color: vars.color.textMuted },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  // Centres the icon on the first line of text.
  marginBlockStart: `calc((${vars.fontSize.sm} * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`,
});

/** The tick is cut out of the filled disc in the surface colour. */
export const checkMark = style({
  stroke: vars.color.surface,
});
