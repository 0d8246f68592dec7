import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

/** The search box with the "Near me" button beside it, below it on a narrow header. */
export const withNearMe = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
/**
 * In the header from the tablet width up, the box takes what the pin leaves it, however little:
 * with its usual 12rem it wrapped the pin under itself even at 1280 px.
 */
export const search = style({
  flex: '1 1 12rem',
  minWidth: 0,
  '@media': {
    [mediaQueries.tablet]: { selectors: { '[data-header-search] &': { flexBasis: 0 } } },
  },
});
/** A link dressed as a secondary button: without JavaScript it leads to the near-me page. */
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flex: 'none',
  alignSelf: 'flex-start',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-busy="true"]': { cursor: 'progress', color: vars.color.textMuted },
  },
});
/**
 * The button's words: in the header from the tablet width up, where the search box is narrow, the
 * pin alone shows and the words stay for screen readers, so the header keeps one row.
 */
export const label = style({
  '@media': {
    [mediaQueries.tablet]: {
      selectors: {
        '[data-header-search] &': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

/** Under the search box and the button, across both. */
export const failure = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const regions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: 0 });
export const region = style({ listStyle: 'none' });
export const explain = style({ margin: 0, maxWidth: '40rem' });
