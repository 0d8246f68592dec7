import { breakpoints } from '@fairway/rules';

export { breakpoints };

/** The media queries of the layout breakpoints, whose numbers are rules (`@fairway/rules`). */
export const mediaQueries = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** Phones and small tablets, where a wide table becomes one card per row. */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
