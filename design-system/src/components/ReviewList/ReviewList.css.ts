import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const average = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const stars = style({
  color: vars.color.amber,
  letterSpacing: vars.letterSpacing.wide,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const report = style({
  alignSelf: 'flex-start',
  margin: 0,
});

export const reportButton = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.link,
});
