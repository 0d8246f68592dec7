import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/**
 * Two fields side by side from the small breakpoint (name and surname in a wide form), each as
 * wide as half the row; one above the other below it.
 */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
