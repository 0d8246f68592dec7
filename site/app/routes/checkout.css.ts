import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { pageTitle, sectionTitle } from '../styles/headings.css.ts';

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
export { groupTitle } from '../styles/headings.css.ts';
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
