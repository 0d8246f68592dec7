import { style, styleVariants } from '@vanilla-extract/css';
import type { PlayerInput } from '@fairway/rules';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';
import { control } from '../Field/Field.css';

/*
 * Mobile first: below the tablet width every row is a card of stacked, labelled fields, so a
 * phone never scrolls sideways; from the tablet width it is a table with column headers.
 */

export const scroller = style({
  width: '100%',
  minWidth: 0,
  '@media': {
    [mediaQueries.tablet]: { overflowX: 'auto' },
  },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  '@media': {
    [mediaQueries.tablet]: { display: 'table' },
  },
});

export const caption = style({
  display: 'block',
  paddingBlockEnd: vars.space.md,
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': {
    [mediaQueries.tablet]: { display: 'table-caption', captionSide: 'top' },
  },
});

// On phones each field carries its own visible label, so the column headers would only repeat them.
export const head = style({
  display: 'none',
  '@media': {
    [mediaQueries.tablet]: { display: 'table-header-group' },
  },
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.sm },
  },
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.critical,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: { display: 'table-row-group' },
  },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.tablet]: {
      display: 'table-row',
      padding: 0,
      border: 0,
      borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
      borderRadius: 0,
    },
  },
});

export const rowHeader = style({
  gridColumn: '1 / -1',
  margin: 0,
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  '@media': {
    [mediaQueries.tablet]: {
      display: 'table-cell',
      // Lines the words up with the middle of the inputs beside them.
      paddingBlockStart: `calc(${vars.space.sm} + (${vars.size.touch} - ${vars.fontSize.sm} * ${vars.lineHeight.normal}) / 2)`,
      paddingBlockEnd: vars.space.sm,
      paddingInline: vars.space.sm,
      verticalAlign: 'top',
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      whiteSpace: 'nowrap',
    },
  },
});

export const cell = style({
  display: 'block',
  minWidth: 0,
  '@media': {
    [mediaQueries.tablet]: {
      display: 'table-cell',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.xs,
      verticalAlign: 'top',
    },
  },
});

export const cellBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// Named by the column header on wide screens, yet still the input's accessible name there.
export const cellLabel = style({
  '@media': { [mediaQueries.tablet]: visuallyHiddenRules },
});

/*
 * In a table a control 100% wide shrinks to nothing when space runs short; these floors keep
 * every value readable and let the scroller take the rest.
 */
export const controlWidth = styleVariants(
  {
    name: '7rem',
    surname: '7rem',
    handicap: '5rem',
    level: '9rem',
    sex: '6.5rem',
    turn: '7.5rem',
    phone: '9rem',
    email: '11rem',
  } satisfies Record<keyof PlayerInput, string>,
  (minWidth) => ({
    // Narrower padding than a lone field: in a row of nine, the value needs the room.
    '@media': { [mediaQueries.tablet]: { minWidth, paddingInline: vars.space.sm } },
  }),
);

export const input = style([
  control,
  {
    selectors: {
      // Phone numbers and handicaps line up digit under digit across the rows.
      '&[type="tel"], &[inputmode="decimal"]': { fontVariantNumeric: 'tabular-nums' },
    },
  },
]);

export const select = style([control, { cursor: 'pointer' }]);

export const removeCell = style({
  gridColumn: '1 / -1',
  selectors: {
    '&:empty': { display: 'none' },
  },
  '@media': {
    [mediaQueries.tablet]: {
      textAlign: 'end',
      selectors: { '&:empty': { display: 'table-cell' } },
    },
  },
});

export const removeButton = style({
  whiteSpace: 'nowrap',
});
