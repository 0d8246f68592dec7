import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.pill,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    appearance: {
      standalone: {
        border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
        background: vars.color.surface,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.neutralSoft },
        },
      },
      overlay: {
        border: 0,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.md,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.neutralSoft },
        },
      },
    },
    withWords: {
      // The link with its invitation: a pill with room for the words.
      true: {
        paddingInlineStart: vars.space.md,
        paddingInlineEnd: vars.space.lg,
        color: vars.color.link,
        textDecoration: 'underline',
        textUnderlineOffset: vars.space.xxs,
      },
      false: {},
    },
  },
  defaultVariants: { appearance: 'standalone', withWords: false },
});

export const heart = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
  },
  variants: {
    // Filled and outlined differ in shape, not colour alone.
    filled: {
      true: { color: vars.color.critical, fill: 'currentColor' },
      false: { color: 'inherit' },
    },
  },
});

export const words = style({
  overflowWrap: 'anywhere',
});
