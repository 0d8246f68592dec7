import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';
import { pair as holderPair } from '../HolderFields/HolderFields.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  // Two fields side by side from the small breakpoint, each as wide as a lone field.
  maxWidth: `calc(${vars.size.fieldMax} * 2 + ${vars.space.lg})`,
  fontFamily: vars.font.body,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Phone and country side by side, as name and surname are above them. */
export const pair = holderPair;

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
});

/** As wide as the form on phones; from the small breakpoint as wide as its words. */
export const submit = style({
  width: '100%',
  '@media': {
    [mediaQueries.small]: { width: 'auto', alignSelf: 'flex-start' },
  },
});

/** The native fallback draws the dropdown's own chevron, not the browser's arrow. */
export const nativeSelect = style({
  appearance: 'none',
});
