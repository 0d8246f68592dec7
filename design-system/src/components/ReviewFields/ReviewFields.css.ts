import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.fieldMax,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
});

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.successSoft,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const starGlyph = style({ color: vars.color.amber });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: 'inherit',
  background: vars.color.surface,
  resize: 'vertical',
  boxSizing: 'border-box',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
