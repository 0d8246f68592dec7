import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { control, controlWrapper } from '../Field/Field.css';

export const wrapper = controlWrapper;

export const input = style([
  control,
  {
    // Keeps typed characters out from under the toggle button.
    paddingInlineEnd: vars.size.touch,
  },
]);

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  minHeight: vars.size.touch,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
    '&:disabled': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});
