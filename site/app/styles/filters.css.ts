import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { buttonLink } from './button-link.css.ts';

/**
 * A list's filters as a GET form (the tournaments, a region's courses): the filters are the
 * address, so a filtered list can be shared and works without JavaScript.
 */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
  fontWeight: vars.fontWeight.medium,
});

/** The browser's own select, so the filters work without JavaScript. */
export const select = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  selectors: { '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.focus}` } },
});

export const submit = style([buttonLink, { border: 0, font: 'inherit', cursor: 'pointer' }]);

/** A yes-or-no filter: the box before its words, on the fields' baseline. */
export const checkFilter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  fontWeight: vars.fontWeight.medium,
});

/** An empty filtered list: what to drop, first and large. */
export const relax = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const relaxText = style({ margin: 0, fontSize: vars.fontSize.lg });
export const relaxList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
