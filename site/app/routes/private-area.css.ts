import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { pageTitle } from '../styles/headings.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
export const greeting = style({ margin: 0, color: vars.color.textMuted });
