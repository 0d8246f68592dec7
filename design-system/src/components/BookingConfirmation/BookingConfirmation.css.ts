import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { panel } from '../../styles/panel.css';
import { vars } from '../../themes/vars.css';

export const root = style([
  panel,
  {
    gap: vars.space.lg,
    boxShadow: vars.shadow.sm,
    '@media': {
      [mediaQueries.tablet]: { gap: vars.space.xl },
    },
  },
]);

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.success,
});

export const bannerIcon = style({
  flexShrink: 0,
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': {
    [mediaQueries.tablet]: { fontSize: vars.fontSize.xxl },
  },
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-start' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 0',
  gap: vars.space.lg,
  minWidth: 0,
});

export const referenceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
});

export const referenceLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const reference = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: `${vars.border.thick} dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const calendar = style({
  margin: 0,
});

export const calendarLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});

export const linkIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [mediaQueries.tablet]: { flexShrink: 0 },
  },
});

export const qrImage = style({
  display: 'grid',
  placeItems: 'center',
});

// The site's QR <img> fills a fixed square, large enough for a desk scanner at arm's length.
globalStyle(`${qrImage} > img, ${qrImage} > svg`, {
  display: 'block',
  width: `calc(${vars.size.iconLarge} * 4)`,
  height: `calc(${vars.size.iconLarge} * 4)`,
});

export const qrCaption = style({
  maxWidth: `calc(${vars.size.iconLarge} * 4)`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const extra = style({
  minWidth: 0,
});
