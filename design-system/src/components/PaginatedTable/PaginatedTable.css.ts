import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Below the tablet width each row is a card of its own (issue 29): nothing to scroll sideways. */
const cards = mediaQueries.belowTablet;

/**
 * From the tablet width the table keeps its natural width and this box scrolls sideways, so a
 * wide table never pushes the page wider than the screen. It is focusable so keyboard users can
 * scroll it.
 */
export const scroller = style({
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [cards]: { overflowX: 'visible', border: 0, borderRadius: 0, background: 'transparent' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': { [cards]: { display: 'block' } },
});

/**
 * On a phone the cards name their values themselves, so the header row becomes a bar of the sort
 * buttons above them; headings that do not sort have nothing to offer there.
 */
export const head = style({
  '@media': { [cards]: { display: 'block', marginBlockEnd: vars.space.sm } },
});

export const headRow = style({
  '@media': {
    [cards]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
  },
});

export const body = style({
  '@media': {
    [cards]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  },
});

export const caption = style({
  '@media': { [cards]: { display: 'block' } },
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** Keeps the title in view while the table is scrolled sideways on a phone. */
export const captionText = style({
  position: 'sticky',
  left: 0,
  display: 'inline-block',
  paddingInline: vars.space.lg,
  '@media': { [cards]: { position: 'static', paddingInline: 0 } },
});

const cellBase = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  // In a table, cells never wrap: the row scrolls as a whole instead of growing tall and ragged.
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.lg },
    // In a card, each cell is a line: its heading at the start, its value at the end.
    [cards]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      padding: 0,
      border: 0,
      textAlign: 'end',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});

/** A cell's column heading, shown in the cards only (the table has its header row). */
export const cellLabel = style({
  // The heading keeps its word whole; a long value wraps beside it instead.
  flexShrink: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const headerCell = recipe({
  base: [
    cellBase,
    {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      '@media': {
        [cards]: {
          display: 'block',
          border: `${vars.border.thin} solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
        },
      },
    },
  ],
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
    },
    sortable: {
      // The button fills the cell, so the cell gives its padding to the button's hit area.
      true: {
        padding: 0,
        '@media': { [mediaQueries.tablet]: { paddingInline: 0 } },
      },
      // Out of sight in the cards, still the column's heading for a screen reader.
      false: {
        '@media': { [cards]: visuallyHiddenRules },
      },
    },
  },
  defaultVariants: { align: 'start', sortable: false },
});

export const cell = recipe({
  base: [cellBase, { color: vars.color.text }],
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
  },
  '@media': {
    [cards]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `${vars.border.thin} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

/** A row's name: as strong as the headings above it; a card's title on a phone. */
export const rowHeaderCell = style({
  fontWeight: vars.fontWeight.bold,
  '@media': {
    [cards]: {
      justifyContent: 'flex-start',
      textAlign: 'start',
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.md,
    },
  },
});

/**
 * The row's name when it is the first column: it stays at the start while a phone scrolls the
 * table sideways, so the golfer always sees which row the cells and actions in view belong to.
 */
export const stickyStart = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset calc(-1 * ${vars.border.thin}) 0 0 ${vars.color.border}`,
  selectors: {
    [`${row}:hover &`]: { background: vars.color.surfaceMuted },
    'thead &': { background: vars.color.surfaceMuted },
  },
  '@media': {
    [cards]: { position: 'static', boxShadow: 'none', background: 'transparent' },
  },
});

export const actionsCell = style([
  cellBase,
  {
    textAlign: 'end',
    '@media': { [cards]: { justifyContent: 'flex-end', paddingBlockStart: vars.space.xs } },
  },
]);

export const actionsContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const emptyCell = style([
  cellBase,
  {
    paddingBlock: vars.space.xl,
    // On a phone the empty table is still as wide as its headings: centred, the words would sit
    // partly off screen.
    textAlign: 'start',
    color: vars.color.textMuted,
    whiteSpace: 'normal',
    '@media': { [mediaQueries.tablet]: { textAlign: 'center' }, [cards]: { display: 'block' } },
  },
]);

export const sortButton = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.touch,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.neutralSoft },
      // The outline would be clipped by the scrolling box, so it is drawn inside the button.
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.border.thick})` },
    },
    '@media': {
      [mediaQueries.tablet]: { paddingInline: vars.space.lg },
    },
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start', textAlign: 'start' },
      end: { justifyContent: 'flex-end', textAlign: 'end' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const sortIcon = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
  },
  variants: {
    active: {
      true: { color: vars.color.brand },
      false: { color: vars.color.borderStrong },
    },
  },
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    paddingInline: vars.space.sm,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': {
        background: vars.color.neutralSoft,
      },
      '&[aria-disabled="true"]': {
        background: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.onDisabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    current: {
      true: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        cursor: 'default',
      },
      false: {},
    },
  },
  defaultVariants: { current: false },
});

/** Previous and Next show only their arrow on phones; the word stays as the accessible name. */
export const stepLabel = style({
  position: 'absolute',
  width: vars.border.thin,
  height: vars.border.thin,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQueries.small]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const stepIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  color: vars.color.textMuted,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
