import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

/**
 * Filter chips and page numbers: the links of a list page (the blog's labels, the multipacks'
 * regions, the pages of the blog and the tournaments), the current one filled.
 */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.focus}` },
  },
});

/** A page number: a chip at least a touch target wide. */
export const pageLink = style([chip, { justifyContent: 'center', minWidth: vars.size.touch }]);
