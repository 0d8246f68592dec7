import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { control, controlWrapper } from '../Field/Field.css';

export const wrapper = controlWrapper;

export const input = style([
  control,
  {
    // Room for the chevron, which sits over the end of the input.
    paddingInlineEnd: vars.size.touch,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    selectors: {
      '&[aria-expanded="true"]': { cursor: 'text' },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetBlockStart: `calc((${vars.size.touch} - ${vars.size.icon}) / 2)`,
  insetInlineEnd: vars.space.md,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
});

export const chevronOpen = style({
  transform: 'rotate(180deg)',
});

export const chevronDisabled = style({
  color: vars.color.onDisabled,
});

const panel = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  margin: 0,
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const listbox = style([
  panel,
  {
    // Six options, then the list scrolls.
    maxHeight: `calc(${vars.size.touch} * 6 + ${vars.space.xs} * 2)`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

/** The option the arrow keys are on: a tint plus an edge line, so it is not told by colour alone. */
export const optionActive = style({
  background: vars.color.infoSoft,
  boxShadow: `inset ${vars.border.thick} 0 0 ${vars.color.focus}`,
});

export const optionCurrent = style({
  fontWeight: vars.fontWeight.bold,
});

export const check = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginInlineStart: 'auto',
  color: vars.color.brand,
});

export const noResults = style([
  panel,
  {
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.md,
  },
]);
