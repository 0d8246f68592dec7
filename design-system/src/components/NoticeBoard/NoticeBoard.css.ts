import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const board = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  // Level with the first title's first line.
  marginBlockStart: vars.space.xxs,
  color: vars.color.info,
});

export const list = style({
  display: 'grid',
  flexGrow: 1,
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
      gap: vars.space.xl,
    },
  },
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
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
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  // The board's padding is trimmed on this side so the button's touch area reaches the corner.
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
  },
});

export const dismissIcon = style({ width: vars.size.icon, height: vars.size.icon });
