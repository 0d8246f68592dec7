import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';

export const input = style([
  control,
  {
    selectors: {
      // Phone numbers and quantities line up digit under digit when fields are stacked.
      '&[type="number"], &[type="tel"]': { fontVariantNumeric: 'tabular-nums' },
    },
  },
]);
