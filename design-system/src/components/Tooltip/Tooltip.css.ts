import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The icon is small; the button around it keeps a full touch target (WCAG 2.5.8).
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &[data-state$="open"]': { background: vars.color.neutralSoft },
  },
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

export const bubble = style({
  // Above dialogs too: a tooltip inside a dialog must not open underneath it.
  zIndex: vars.zIndex.alert,
  // About 40 characters a line at the small size: a hint, not a paragraph.
  maxWidth: `min(var(--radix-tooltip-content-available-width, 100vw), calc(${vars.size.fieldMax} * 0.75))`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  // A transparent border keeps the bubble off the trigger and off the screen edge, measured
  // by the positioning code with the bubble, without a px offset outside the tokens.
  border: `${vars.space.xs} solid transparent`,
  backgroundClip: 'padding-box',
  borderRadius: vars.radius.lg,
  // backgroundColor, not the `background` shorthand, which would reset the clip above.
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});
