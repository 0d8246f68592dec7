import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const dropIn = keyframes({
  from: { transform: `translateY(calc(${vars.space.lg} * -1))` },
  to: { transform: 'none' },
});

/*
 * Pinned to the top centre over everything: left and right insets with auto margins centre it
 * without a transform, so the entrance animation owns `transform` alone.
 */
export const alert = recipe({
  base: {
    position: 'fixed',
    top: vars.space.md,
    insetInline: vars.space.md,
    marginInline: 'auto',
    maxWidth: vars.size.dialogMax,
    zIndex: vars.zIndex.alert,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    animation: `${dropIn} ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': {
      [mediaQueries.tablet]: { top: vars.space.lg },
    },
  },
  variants: {
    tone: {
      success: { background: vars.color.success, color: vars.color.onSuccess },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

// Icon, first line of text and close button share one centre line, however long the message.
export const statusIcon = style({
  marginBlock: `calc((${vars.size.touch} - ${vars.size.icon}) / 2)`,
});

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: `calc((${vars.size.touch} - ${vars.lineHeight.normal} * 1em) / 2)`,
  overflowWrap: 'anywhere',
});

/*
 * A link in the message (the cart after adding a tee time) takes the alert's text colour: the
 * browser's blue on green or red fails contrast. Styled here, not by the page that passed the link,
 * because the alert outlives that page's stylesheet when the golfer navigates.
 */
globalStyle(`${message} a`, {
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});

export const closeButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: `inset 0 0 0 ${vars.border.thin} currentColor` },
    // The theme's blue focus ring is too faint on red or green: ring in the alert's text colour.
    '&:focus-visible': { outlineColor: 'currentColor' },
  },
});
