import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  width: '100%',
  fontFamily: vars.font.body,
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.md} + ${vars.size.icon} + ${vars.space.sm})`,
  paddingInlineEnd: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // 16 px at least, or iOS zooms the page on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-error]': { borderColor: vars.color.critical },
  },
});

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const listbox = style({
  maxHeight: `calc(${vars.size.touch} * 7)`,
  overflowY: 'auto',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    // Focus stays in the input (aria-activedescendant), so the active option draws its own ring.
    '&[aria-selected="true"]': {
      background: vars.color.neutralSoft,
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
  },
});

export const optionLabel = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const match = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textDecorationThickness: vars.border.thin,
  textUnderlineOffset: vars.space.xxs,
});

const tagBase = style({
  flexShrink: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const tag = styleVariants({
  location: [tagBase, { background: vars.color.infoSoft, color: vars.color.info }],
  // A gazetteer place reads as a location: the same colours, already checked for contrast.
  place: [tagBase, { background: vars.color.infoSoft, color: vars.color.info }],
  region: [tagBase, { background: vars.color.warningSoft, color: vars.color.text }],
  club: [tagBase, { background: vars.color.successSoft, color: vars.color.brand }],
});

export const status = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
