import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { groupTitle, sectionTitle } from '../../styles/headings.css.ts';

/** The private area's pages under its title and tabs: one column of sections. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = sectionTitle;
export const subtitle = style([groupTitle, { selectors: { '&:focus': { outline: 'none' } } }]);
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const strong = style({ fontWeight: vars.fontWeight.medium });
export const error = style({ margin: 0, color: vars.color.critical });
export const link = style({ color: vars.color.link });

/** A row's voucher, calendar and cancel: side by side, wrapping on phones. */
export const rowActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const voucherBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});
/** The engine's voucher, sanitized; it keeps its own width and scrolls on a phone. */
export const voucher = style({
  width: '100%',
  overflowX: 'auto',
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Saved cards and favourite courses: one column on phones, two from the small breakpoint. */
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const favourite = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
export const favouriteText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** The profile's forms: one column, at a reading width. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '36rem',
});
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
export const danger = style([panel, { borderColor: vars.color.critical }]);
