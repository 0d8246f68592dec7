import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  /** The coordinate system the shapes are drawn in. */
  viewBox?: string;
  /**
   * How the shapes are painted. `'none'` (the default) draws an outline icon: a round-capped
   * stroke in the text colour. `'currentColor'` draws a solid icon: filled, with no stroke.
   */
  fill?: 'none' | 'currentColor';
  /** The outline's width, in viewBox units. */
  strokeWidth?: number;
  /** The shapes (paths, circles…). */
  children: ReactNode;
}

/**
 * An inline decorative SVG icon in the current text colour, hidden from assistive technology and
 * never focusable: the control or text next to it carries the meaning. Size and colour come from
 * `className`.
 */
export function Icon({
  className,
  viewBox = '0 0 24 24',
  fill = 'none',
  strokeWidth = 2,
  children,
}: IconProps) {
  const outline =
    fill === 'none'
      ? ({
          stroke: 'currentColor',
          strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        } as const)
      : undefined;
  return (
    <svg
      className={className}
      viewBox={viewBox}
      fill={fill}
      {...outline}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
