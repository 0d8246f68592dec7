import { style } from '@vanilla-extract/css';
import { vars } from '@fairway/design-system';

export const toReview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const toReviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const toReviewItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rateLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
