import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** The password and its rule hint read as one group, a small step apart. */
export const password = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
