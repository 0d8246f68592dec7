import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = recipe({
  base: {
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    applied: {
      true: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.sm,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        border: `${vars.border.thin} solid ${vars.color.success}`,
        borderRadius: vars.radius.md,
        background: vars.color.successSoft,
        '@media': {
          [mediaQueries.small]: { flexWrap: 'nowrap' },
        },
      },
      false: {},
    },
  },
});

export const status = style({
  minWidth: 0,
});

// The button lines up with the input, not with the label above it nor the error below it.
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
});

export const field = style({
  minWidth: 0,
});

export const apply = style({
  // Label height (one line of small text) plus its gap, so the button sits beside the input.
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
});

export const appliedText = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
