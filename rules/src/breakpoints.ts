/**
 * Layout breakpoints (docs/product.md#constants), in px. Here, not in the design system's theme,
 * so the JavaScript rules (table page size, search-bar visibility) and the theme's media queries
 * read the same numbers without this package importing the React one.
 */
export const breakpoints = {
  /** Tables page by 5 rows below this width, by 10 from it. */
  small: 520,
  /** The search bar shows on home only below this width; the wide home layout starts here. */
  tablet: 768,
} as const;
