import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Height of one line of label text, to align the box with the label's first line. */
const lineBox = `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // The label is part of the click target: with this padding a one-line checkbox is touch-sized.
  minHeight: vars.size.touch,
  paddingBlock: `calc((${vars.size.touch} - ${lineBox}) / 2)`,
});

export const box = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((${lineBox} - ${vars.size.icon}) / 2)`,
});

export const input = style({
  appearance: 'none',
  width: '100%',
  height: '100%',
  margin: 0,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:hover:checked:not(:disabled)': {
      background: vars.color.brandStrong,
      borderColor: vars.color.brandStrong,
    },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[aria-invalid="true"]:checked': { background: vars.color.critical },
    '&:disabled': {
      background: vars.color.disabled,
      borderColor: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const check = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: vars.color.onBrand,
  opacity: 0,
  pointerEvents: 'none',
  selectors: {
    [`${input}:checked + &`]: { opacity: 1 },
    [`${input}:disabled + &`]: { color: vars.color.onDisabled },
  },
});

export const label = style({
  selectors: {
    // Beats the field label's small print: here the label is the sentence the user agrees to.
    [`${row} &`]: {
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.regular,
      lineHeight: vars.lineHeight.normal,
      cursor: 'pointer',
    },
  },
});

globalStyle(`${label} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
});

export const disabledLabel = style({
  selectors: {
    [`${row} &`]: { cursor: 'not-allowed' },
  },
});

export const messages = style({
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});
