import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/** Club and course above the date and time, in the title's own heading element. */
export const eyebrow = style({
  display: 'block',
  marginBlockEnd: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const when = style({
  display: 'block',
});

/*
 * The scrolling part of the dialog. The padding (taken back by the negative margin) leaves room
 * for the focus rings of the radios and steppers, which overflow would otherwise clip.
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space.lg,
  minHeight: 0,
  overflowY: 'auto',
  marginTop: vars.space.md,
  marginInline: `calc(${vars.space.xs} * -1)`,
  padding: vars.space.xs,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  marginTop: vars.space.md,
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const rates = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const rate = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    minHeight: vars.size.touch,
    padding: vars.space.md,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
    },
  },
  variants: {
    selected: {
      true: {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.brand}`,
        background: vars.color.successSoft,
      },
      false: {},
    },
  },
});

export const radio = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const rateText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 0',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const rateName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const observations = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

// On a phone the price drops under the name, aligned with it; from 520 px it sits on the right.
export const ratePrice = style({
  flexBasis: '100%',
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.md})`,
  '@media': {
    [mediaQueries.small]: {
      flexBasis: 'auto',
      paddingInlineStart: 0,
      justifyContent: 'flex-end',
    },
  },
});

export const stepperRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const stepperText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const hint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stepper = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xs,
});

export const stepButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: `${vars.border.thin} solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': {
      borderColor: vars.color.disabled,
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const stepIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

export const count = recipe({
  base: {
    minWidth: vars.size.icon,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    invalid: {
      true: { color: vars.color.critical },
      false: {},
    },
  },
});

export const services = style({
  display: 'flex',
  flexDirection: 'column',
});

export const serviceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const service = style({
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
});

export const serviceName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const warning = recipe({
  base: {
    margin: 0,
    marginBlockStart: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    borderInlineStart: `${vars.border.thick} solid`,
  },
  variants: {
    tone: {
      critical: {
        background: vars.color.criticalSoft,
        borderColor: vars.color.critical,
        color: vars.color.text,
      },
      warning: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warning,
        color: vars.color.text,
      },
    },
  },
});

export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.border.thick} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const totalAmount = style({
  fontSize: vars.fontSize.xl,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
