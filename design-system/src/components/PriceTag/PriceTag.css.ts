import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const priceTag = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: {
      standard: { fontSize: vars.fontSize.md },
      large: { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type PriceTagVariants = NonNullable<RecipeVariants<typeof priceTag>>;

export const fromLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// A price must never break between the digits and the euro sign, whatever the column width.
export const amount = recipe({
  base: {
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      standard: { fontSize: vars.fontSize.lg },
      large: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const previous = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecorationThickness: vars.border.thin,
});

export const discount = style({
  alignSelf: 'center',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
