import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { pageTitle, sectionTitle } from '../../styles/headings.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
export const subtitle = sectionTitle;
export const back = style({ alignSelf: 'flex-start' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });

/** The pack's facts beside its price; one column on a phone. */
export const header = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(14rem, 1fr)' },
  },
});
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const priceBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const offSale = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
});

/** A group of choices shown as chips (players, courses); the native radios stay in the page. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.surfaceMuted,
      fontWeight: vars.fontWeight.bold,
    },
    '&:has(input:focus-visible)': { outline: `${vars.border.thick} solid ${vars.color.focus}` },
  },
});
export const chooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const times = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const date = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** The form for browsers without JavaScript: one fieldset a round. */
export const plainRound = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const plainField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const plainInput = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const fieldError = style({ margin: 0, color: vars.color.critical });

/** The price and "per player" side by side, apart, wrapping on a narrow phone. */
export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});
