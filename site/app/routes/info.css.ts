import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

export const article = style({ maxWidth: '44rem', margin: '0 auto' });
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });
export const body = style({ lineHeight: vars.lineHeight.normal });
/** Store buttons side by side, wrapping on a phone. */
