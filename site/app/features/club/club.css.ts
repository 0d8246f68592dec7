import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../styles/grid.css.ts';
import { pageTitle, sectionTitle } from '../../styles/headings.css.ts';
import { buttonLink } from '../../styles/button-link.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'center',
});
export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  aspectRatio: '16 / 9',
});
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = pageTitle;
export const place = style({ margin: 0, color: vars.color.textMuted });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const subtitle = sectionTitle;
export const zone = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const slots = style([
  cardGrid,
  { listStyle: 'none', margin: 0, padding: 0, gap: vars.space.sm },
]);
export const unavailable = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
/** A tee time's card with its Book button under it; the buttons line up along the row. */
export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const slotCard = style({ flex: 1 });
/** The jumps to each part of the day, one line that wraps. */
export const dayParts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const dayPart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
export const dayPartTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
/** A day without times: what to do next, first and large. */
export const noTimes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const noTimesText = style({ margin: 0, fontSize: vars.fontSize.lg });
export const nextDay = style([buttonLink, { alignSelf: 'flex-start' }]);

// The links that stream in below the tee times: the club's tournaments and multipacks.
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// The contact section: stacked on a phone, label beside value from the small breakpoint up.
export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [mediaQueries.small]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
export const contactLabel = style({ color: vars.color.textMuted });
export const contactValue = style({ margin: 0 });
export const address = style({ fontStyle: 'normal' });
export const directions = style([
  contactValue,
  { display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` },
]);
