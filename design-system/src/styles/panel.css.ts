import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../themes/breakpoints';
import { vars } from '../themes/vars.css';

/**
 * The raised panel the booking components sit on (cart line, order summary, confirmation,
 * cancellation): a column with the body text's font, more padding from tablet width up. Each
 * component sets its own gap and shadow.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xl },
  },
});
