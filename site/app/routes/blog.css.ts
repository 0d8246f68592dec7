import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { cardGrid } from '../styles/grid.css.ts';
import { pageTitle, sectionTitle } from '../styles/headings.css.ts';
export { chip, chips, pageLink } from '../styles/chips.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
export const heading = sectionTitle;
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

export const cards = cardGrid;

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
  width: '100%',
  margin: '0 auto',
});

export const back = style({ color: vars.color.link });

export const byline = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
