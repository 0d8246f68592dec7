import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const header = style({
  position: 'relative',
  // Its own stacking level, so the search suggestions and the language menu cover the page.
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // Narrow screens: the navigation gets a row of its own rather than squeezing the logo.
  gridTemplateAreas: '"logo language" "actions actions" "search search"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo search language actions"',
      columnGap: vars.space.lg,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  justifySelf: 'start',
});

export const language = style({
  gridArea: 'language',
  display: 'flex',
  justifyContent: 'flex-end',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const search = recipe({
  base: {
    gridArea: 'search',
    width: '100%',
    '@media': {
      [mediaQueries.tablet]: {
        justifySelf: 'center',
        maxWidth: vars.size.fieldMax,
      },
    },
  },
  variants: {
    visibility: {
      always: {},
      // CSS, not JS: the server-rendered page is already right before any script runs.
      'below-tablet': {
        '@media': { [mediaQueries.tablet]: { display: 'none' } },
      },
    },
  },
});
