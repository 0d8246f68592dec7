import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

/*
 * Text on its soft background (fairway theme, WCAG 2.2 AA needs 4.5:1): success #1d7a37 on
 * #e3f3e7 4.7:1; textMuted #4a5852 on #eceeeb 6.4:1; info #1a5a8a on #e5f0f8 6.3:1; warning
 * #8a5300 on #fdf1dc 5.7:1.
 */
export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    border: `${vars.border.thin} solid currentColor`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      neutral: { background: vars.color.neutralSoft, color: vars.color.textMuted },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type PillTone = NonNullable<NonNullable<RecipeVariants<typeof pill>>['tone']>;

export const dot = style({
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: 'currentColor',
});
