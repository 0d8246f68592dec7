import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const when = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const remove = style({
  flexShrink: 0,
  selectors: { '&:not(:disabled)': { color: vars.color.critical } },
});
export const rounds = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
export const round = style({ display: 'flex', flexDirection: 'column' });
export const roundWhere = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});
