import { mediaQueries, vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { MAP_ASPECT } from './map-view.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const areas = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled': {
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'default',
    },
    '&[aria-current="true"]': { borderColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});
export const areaLink = control;
export const zoomButton = control;

/** Shown on a phone only: there the list comes first and the map is a button away. */
export const toggle = style([
  control,
  { '@media': { [mediaQueries.tablet]: { display: 'none' } } },
]);

/** The list beside the map on a wide screen, the list first on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)' },
  },
});

export const mapSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [mediaQueries.tablet]: { order: -1 } },
});

export const mapFirst = style({ order: -1 });

/** Closed on a phone until asked for; always open on a wide screen. */
export const mapClosed = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'flex' } },
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: String(MAP_ASPECT),
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.infoSoft,
  // The map pans under a finger or a mouse; the page scrolls elsewhere.
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'grab',
});

export const land = style({
  position: 'absolute',
  maxWidth: 'none',
  pointerEvents: 'none',
});

const marker = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.border.thick} solid ${vars.color.surface}`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.sm,
  font: 'inherit',
  cursor: 'pointer',
});

/** A club: large enough to touch (24 px at least, WCAG 2.5.8). */
export const pin = style([
  marker,
  {
    width: '1.75rem',
    height: '1.75rem',
    background: vars.color.brand,
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.amber,
        transform: 'translate(-50%, -50%) scale(1.2)',
      },
    },
  },
]);

export const cluster = style([
  marker,
  {
    minWidth: '2.25rem',
    height: '2.25rem',
    paddingInline: vars.space.xs,
    background: vars.color.teal,
    color: vars.color.onTeal,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
  },
]);

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
});

export const listTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // Beside the map, the list scrolls within the map's height rather than the page's.
    [mediaQueries.tablet]: { maxHeight: '36rem', overflowY: 'auto' },
  },
});

export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const clubLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });
