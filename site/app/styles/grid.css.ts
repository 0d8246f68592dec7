import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

/** The one card grid of the shop: as many 18rem columns as fit, one column on a phone. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
