import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  // A border and an icon besides the colour, so the message stands out without colour vision.
  border: `${vars.border.thin} solid ${vars.color.critical}`,
  borderInlineStartWidth: vars.border.thick,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.critical,
  // Centres the icon on the first line of text.
  marginBlockStart: `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`,
});

export const text = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});
