import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/*
 * Removed from the layout and the screen but kept in the accessibility tree (display: none or
 * visibility: hidden would hide it from screen readers too). A 1px box rather than 0, because some
 * screen readers skip zero-sized elements. The rules alone are for styles that hide only at some
 * widths.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.border.thin,
  height: vars.border.thin,
  padding: 0,
  margin: 0,
  overflow: 'hidden',
  // `clip` for the older engines of some mobile webviews, `clip-path` for the rest.
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
