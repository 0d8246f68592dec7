import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { buttonLink } from '../styles/button-link.css.ts';
import { cardGrid } from '../styles/grid.css.ts';
import { groupTitle, pageTitle, sectionTitle } from '../styles/headings.css.ts';
export { chip, chips } from '../styles/chips.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
export const subtitle = sectionTitle;
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const cards = style([cardGrid, { listStyle: 'none', margin: 0, padding: 0 }]);
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const cardTitle = groupTitle;
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});
export const cardLink = style([buttonLink, { marginBlockStart: 'auto', alignSelf: 'flex-start' }]);
