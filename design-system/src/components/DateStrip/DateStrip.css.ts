import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/*
 * Mobile: the seven days take the full width (about 45 px each at 375 px) and the arrows sit
 * below them; beside the days they would leave each day too narrow for "22 sept.". From the
 * tablet breakpoint the arrows flank the days.
 */
export const root = recipe({
  base: {
    display: 'grid',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    fontFamily: vars.font.body,
  },
  variants: {
    withNavigation: {
      true: {
        gridTemplateColumns: 'auto auto',
        gridTemplateAreas: '"days days" "previous next"',
        '@media': {
          [mediaQueries.tablet]: {
            gridTemplateColumns: 'auto minmax(0, 1fr) auto',
            gridTemplateAreas: '"previous days next"',
          },
        },
      },
      false: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"days"',
      },
    },
  },
});

export const days = style({
  gridArea: 'days',
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': {
    [mediaQueries.small]: { gap: vars.space.xs },
    [mediaQueries.tablet]: { gap: vars.space.sm },
  },
});

export const day = style({
  // Anchors the visually hidden full date, which is absolutely positioned.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&[aria-pressed="true"]:hover': { background: vars.color.brandStrong },
    '&:disabled': {
      borderColor: vars.color.disabled,
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.sm },
  },
});

export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

// On phones day and month always stack ("22" over "Nov"), so all seven days match in height
// instead of wrapping only where the month name happens to be long.
export const dayMonth = style({
  width: 'min-content',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  // break-word, not anywhere: 'anywhere' would shrink min-content to a single letter.
  overflowWrap: 'break-word',
  '@media': {
    [mediaQueries.small]: { width: 'auto' },
  },
});

export const previous = style({ gridArea: 'previous', justifySelf: 'start' });
export const next = style({ gridArea: 'next', justifySelf: 'end' });

export const arrow = style({
  width: vars.size.icon,
  height: vars.size.icon,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
