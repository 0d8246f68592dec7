import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../styles/grid.css.ts';
import { pageTitle, sectionTitle } from '../../styles/headings.css.ts';
import { buttonLink } from '../../styles/button-link.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.md,
});
export const count = style({ margin: 0, color: vars.color.textMuted });
export const cards = cardGrid;
export const subtitle = sectionTitle;
export const none = style({ margin: 0, fontSize: vars.fontSize.lg });
export const otherDays = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The way out of a day without times: first, and as large as a button. */
export const nextDate = style([buttonLink, { alignSelf: 'flex-start' }]);
