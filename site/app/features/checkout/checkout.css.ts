import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { pageTitle, sectionTitle } from '../../styles/headings.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
/** One column on a phone; the order summary beside the form from tablet width up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
  },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const subtitle = sectionTitle;
export { groupTitle } from '../../styles/headings.css.ts';
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const policy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.size.fieldMax,
});
export const login = style({ margin: 0 });
export const summary = style({
  '@media': { [mediaQueries.tablet]: { position: 'sticky', top: vars.space.md } },
});
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.text,
});
/** A logged-in golfer's cards: one bordered row each, the whole row the radio's label. */
export const cardOptions = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.fieldMax,
});
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});
/** The radio beside the card's two lines (number, then expiry and holder). */
export const cardOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
});
export const radio = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  gridRow: 'span 2',
});
export const cardNumber = style({ fontWeight: vars.fontWeight.medium });
export const cardFacts = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
