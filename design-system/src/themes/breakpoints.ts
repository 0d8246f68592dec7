/**
 * Layout breakpoints (docs/product.md#constants), in px. Plain TS so non-CSS code can read them.
 */
export const breakpoints = {
  /** Tables page by 5 rows below this width, by 10 from it. */
  small: 520,
  /** The search bar shows on home only below this width; the wide home layout starts here. */
  tablet: 768,
} as const;

export const mediaQueries = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
