import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

/*
 * One turn takes four "normal" motion steps: slow enough to read as calm progress. Under
 * prefers-reduced-motion the ring stands still beside the status text (which also keeps
 * screenshots, taken with reduced motion, free of a half-finished turn).
 */
export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    animation: `${spin} calc(${vars.motion.normal} * 4) linear infinite`,
    '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    size: {
      small: {
        width: vars.size.icon,
        height: vars.size.icon,
        borderWidth: vars.border.thick,
        // Takes the text colour of whatever button or line it sits in.
        borderColor: 'currentColor',
        borderRightColor: 'transparent',
      },
      large: {
        width: vars.size.iconLarge,
        height: vars.size.iconLarge,
        borderWidth: `calc(${vars.border.thick} * 2)`,
        borderColor: vars.color.neutralSoft,
        borderTopColor: vars.color.brand,
      },
    },
  },
  defaultVariants: { size: 'small' },
});

export type RingVariants = NonNullable<RecipeVariants<typeof ring>>;

export const pageOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.scrim,
  cursor: 'progress',
});

export const pageBadge = style({
  display: 'flex',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
});
