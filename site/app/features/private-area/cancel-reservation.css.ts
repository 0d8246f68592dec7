import { vars } from '@fairway/design-system';
import { globalStyle, style } from '@vanilla-extract/css';
import { pageTitle } from '../../styles/headings.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
  width: '100%',
  margin: '0 auto',
});
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = pageTitle;
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
// The field's wrapper: the design system puts a TextField's className there, not on the input.
export const reference = style({});
// The reference is read out letter by letter: the same width for every character, spread a
// little. Only the typed value; the label, hint and error keep the body font.
globalStyle(`${reference} input`, {
  fontFamily: vars.font.mono,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const message = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.critical}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const messageTitle = style({ fontWeight: vars.fontWeight.bold });
// Focused after each answer so keyboard and screen-reader users land on the result; no ring on a
// block that is not itself interactive.
export const result = style({ outline: 'none', scrollMarginTop: vars.space.lg });
export const noScript = style({
  marginTop: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});
export const warning = style({ margin: 0 });
