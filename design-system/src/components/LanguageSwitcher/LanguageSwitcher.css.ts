import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const chevron = style({
  flexShrink: 0,
  width: vars.fontSize.sm,
  height: vars.fontSize.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: `calc(${vars.size.touch} * 4)`,
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // Radix moves real focus onto the highlighted item, so this is the focus indicator.
    '&[data-highlighted]': {
      background: vars.color.neutralSoft,
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.bold },
  },
});

// Reserves the tick's width on every row so the names line up whichever one is checked.
export const indicatorSlot = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brand,
});

export const tick = style({
  width: vars.size.icon,
  height: vars.size.icon,
});
