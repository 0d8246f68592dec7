import { breakpoints, mediaQueries, vars } from '@fairway/design-system';
import { globalStyle, style } from '@vanilla-extract/css';
import { cardGrid } from '../../styles/grid.css.ts';
import { pageTitle } from '../../styles/headings.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = pageTitle;
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const heading = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const tiles = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  paddingBottom: vars.space.sm,
});
export const tileImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  display: 'block',
});
export const tileTitle = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.sm });
export const tileMeta = style({
  color: vars.color.textMuted,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const cards = style([cardGrid]);
/** Featured clubs a phone shows (home.server.ts has the tiles' numbers). */
const PHONE_FEATURED = 3;
/*
 * A phone shows the first few tiles and cards, one under another: the rest made home some fifteen
 * screens tall (issue 29). The same HTML serves every width; wider screens show the whole set.
 */
export const beyondPhone = style({
  display: 'none',
  '@media': { [mediaQueries.small]: { display: 'block' } },
});
globalStyle(`${cards} > :nth-child(n + ${PHONE_FEATURED + 1})`, {
  '@media': { [`screen and (max-width: ${breakpoints.small - 0.02}px)`]: { display: 'none' } },
});
export const heroSearch = style({
  display: 'none',
  maxWidth: '40rem',
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});
export const pending = style({ margin: 0, color: vars.color.textMuted });
export const mapLink = style({
  margin: `${vars.space.md} 0 0`,
  fontWeight: vars.fontWeight.medium,
});
export const allRegions = style({
  margin: `${vars.space.md} 0 0`,
  fontWeight: vars.fontWeight.medium,
});
