import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const markSize = createVar();

export const steps = style({
  vars: { [markSize]: '2rem' },
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const step = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${markSize} minmax(0, 1fr)`,
    columnGap: vars.space.md,
    paddingBlockEnd: vars.space.xl,
    selectors: {
      // The line joining one step's mark to the next; none after the last step.
      '&::before': {
        content: '""',
        position: 'absolute',
        insetBlockStart: markSize,
        insetBlockEnd: 0,
        insetInlineStart: `calc((${markSize} - ${vars.border.thick}) / 2)`,
        width: vars.border.thick,
        background: vars.color.border,
      },
      '&:last-child': { paddingBlockEnd: 0 },
      '&:last-child::before': { display: 'none' },
    },
  },
  variants: {
    status: {
      chosen: {
        selectors: { '&::before': { background: vars.color.brand } },
      },
      current: {},
      // Muted, yet textMuted on the surface is 7.3:1: still easy to read.
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: markSize,
    height: markSize,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    status: {
      chosen: {
        background: vars.color.brand,
        color: vars.color.onBrand,
      },
      current: {
        border: `${vars.border.thick} solid ${vars.color.brand}`,
        background: vars.color.surface,
        color: vars.color.brand,
      },
      upcoming: {
        border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
        background: vars.color.surface,
        color: vars.color.textMuted,
      },
    },
  },
});

export const markIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

/** Centres the first line of text on the mark beside it. */
const besideMark = style({
  minWidth: 0,
  paddingBlockStart: `calc((${markSize} - ${vars.fontSize.md} * ${vars.lineHeight.tight}) / 2)`,
});

export const content = style([
  besideMark,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  },
]);

export const chosenContent = style([
  besideMark,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
]);

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const when = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const where = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chooser = style({
  minWidth: 0,
  marginBlockStart: vars.space.sm,
});

export const change = style({
  flexShrink: 0,
});
