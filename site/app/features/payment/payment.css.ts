import { mediaQueries, vars } from '@fairway/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** The payment and outcome pages: one centred column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
});
/**
 * PaymentMessage fills the viewport on its own; here it shares the page with the countdown and
 * the way on, so it keeps its panel and drops the full height (two classes outrank its one).
 */
export const message = style({
  selectors: { [`${page} &`]: { minHeight: 'auto', background: 'transparent', padding: 0 } },
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.dialogMax,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
  '@media': { [mediaQueries.small]: { padding: vars.space.xl } },
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: 0,
});
export const text = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});
export const others = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // A grid or flex item grows to its content's width unless told otherwise: the voucher's table
  // must scroll inside its wrapper, not widen the page.
  minWidth: 0,
});
export const qr = style({ width: '10rem', height: '10rem', display: 'block' });
/** The engine's voucher, sanitized; its own classes are styled lightly under this wrapper. */
export const voucher = style({
  width: '100%',
  overflowX: 'auto',
  // A long e-mail or name breaks rather than widening the page (it did at 375 px, by 54 px).
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

// The breakdown's cells wrap only at spaces, and its amounts not at all (as on the engine's own
// voucher page): the wrapper's break-anywhere, meant for a long e-mail, split 370,50 € into
// "370,5" and "0 €" at 375 px. A table wider than the screen scrolls inside the wrapper.
globalStyle(`${voucher} table`, { overflowWrap: 'normal' });
globalStyle(`${voucher} td.num`, { whiteSpace: 'nowrap' });
/** Braintree's Drop-in and its pay button, the width of the panel. */
export const dropIn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  textAlign: 'start',
});
