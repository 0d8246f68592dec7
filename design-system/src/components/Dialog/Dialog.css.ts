import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

// Only the scrim fades: the panel keeps full opacity so its text contrast holds in every frame.
const riseIn = keyframes({
  from: { transform: `translateY(${vars.space.lg})` },
  to: { transform: 'none' },
});

/** The scrim is also the scroll container, so a tall dialog on a short screen stays reachable. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'grid',
  placeItems: 'center',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const panel = style({
  width: '100%',
  maxWidth: vars.size.dialogMax,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'left',
  animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    [mediaQueries.small]: { padding: vars.space.xl },
  },
});

/*
 * A form dialog never grows past the screen: title and actions stay in view and its body
 * (see `body`) scrolls, so "Add to cart" is always reachable without scrolling the scrim.
 */
export const panelWide = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: vars.size.dialogWideMax,
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
});

/** Holds `children`; in a wide dialog it shrinks so the caller's scrolling part can scroll. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.tablet]: { fontSize: vars.fontSize.xl },
  },
});

export const description = style({
  margin: 0,
  marginTop: vars.space.md,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

// On a phone each action takes a full, easy-to-hit row share; from 520 px they shrink to content.
globalStyle(`${actions} > *`, {
  flex: '1 1 auto',
  '@media': {
    [mediaQueries.small]: { flex: '0 0 auto' },
  },
});
