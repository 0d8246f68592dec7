import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { pageTitle, sectionTitle } from '../styles/headings.css.ts';
import { buttonLink } from '../styles/button-link.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
/** One column on a phone; the lines and, beside them, the summary from tablet width up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
});
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const groupTitle = sectionTitle;
export const groupCourse = style({ margin: 0, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQueries.tablet]: { position: 'sticky', top: vars.space.md } },
});
export const emptyActions = style({ alignSelf: 'flex-start' });
export { buttonLink };
export const checkout = style([buttonLink, { display: 'flex', width: '100%' }]);
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg });
export const unavailable = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
