import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { cardGrid } from '../styles/grid.css.ts';
import { pageTitle } from '../styles/headings.css.ts';

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
