import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  // As many columns as fit; one below a phone's width.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderBlockStart: `${vars.border.thick} solid ${vars.color.amber}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  // Pushes the code to the bottom, so codes line up across a row of offers.
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

export const codeLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const code = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: vars.letterSpacing.wide,
  // One click or long press selects the whole code, for golfers who copy by hand.
  userSelect: 'all',
});

export const copy = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&[data-copied]': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.onSuccess,
    },
  },
});

export const failed = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
});
