import { breakpoints } from '@fairway/rules';

export { breakpoints };

/** The media queries of the layout breakpoints, whose numbers are rules (`@fairway/rules`). */
export const mediaQueries = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
