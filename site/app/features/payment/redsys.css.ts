import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

/** The panel's `hidden` once a form is on its way: the panel's own `display` would keep it shown. */
export const leaves = style({ selectors: { '&[hidden]': { display: 'none' } } });
/** One button per way to pay, the width of the panel, one under the other. */
export const forms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});
