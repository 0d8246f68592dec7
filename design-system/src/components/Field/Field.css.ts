import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: vars.size.fieldMax,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const labelDisabled = style({
  color: vars.color.onDisabled,
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.critical,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.critical,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  // Centres the icon on the first line of text, whose height is the line height.
  marginBlockStart: `calc((${vars.fontSize.sm} * ${vars.lineHeight.normal} - ${vars.fontSize.md}) / 2)`,
});

/** Around a control with a button or icon laid over its end (PasswordField, Select). */
export const controlWrapper = style({
  position: 'relative',
  width: '100%',
});

/** The text box look shared by TextField, PasswordField and Select. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  // At least 16 px, or iOS Safari zooms the page in when the field gets focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
      borderColor: vars.color.focus,
    },
    // A second, inset line so an invalid field differs by more than its colour.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.critical}`,
    },
    '&:disabled': {
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
    '&:disabled::placeholder': { color: vars.color.onDisabled },
  },
});
