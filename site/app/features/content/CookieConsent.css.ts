import { vars } from '@fairway/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Sticky, not fixed: the banner keeps its own place at the end of the page, so a golfer who
 * scrolls to the bottom sees everything it covered on the way (at 375 px it is a third of the
 * screen, and a fixed banner hid the end of the cancellation result with no way to scroll past).
 */
export const banner = style({
  position: 'sticky',
  bottom: vars.space.md,
  marginInline: vars.space.md,
  marginBlockEnd: vars.space.md,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
// The form only carries Accept without JavaScript; the banner lays out its children.
export const form = style({ display: 'contents' });
export const text = style({ margin: 0, flex: '1 1 16rem' });
// The engine's text arrives as a paragraph of its own.
globalStyle(`${text} p`, { margin: 0 });
