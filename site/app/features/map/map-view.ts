/**
 * Where things sit on the clubs' map (issue 27), as pure arithmetic shared by the server's land
 * drawing and the browser's pins. Positions are Web Mercator in world units (the whole world is
 * 0..1 both ways, y down), as supercluster and d3-geo's Mercator measure them, so the land, the
 * pins and the clusters agree without a projection library in the browser.
 */

export interface LonLatBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The part of the world the land drawing covers: Spain and Portugal, the Azores to Menorca. */
export const MAP_EXTENT: LonLatBounds = { west: -31.6, south: 26.8, east: 5.2, north: 44.3 };

/** Width over height of every map: fixed, so a view is the same box on the server and a phone. */
export const MAP_ASPECT = 4 / 3;

/**
 * The closest a golfer may zoom, as the narrowest view in degrees of longitude (about 4.5 km):
 * close enough to part neighbouring clubs half a kilometre apart on a phone.
 */
const MIN_SPAN_DEGREES = 0.05;
const MIN_SPAN = MIN_SPAN_DEGREES / 360;

/** The groups of land a golfer jumps between: the islands lie far from the peninsula. */
export const MAP_AREAS = {
  peninsula: { west: -9.8, south: 35.6, east: 4.6, north: 44 },
  canaries: { west: -18.3, south: 27.5, east: -13.3, north: 29.5 },
  madeira: { west: -17.4, south: 32.5, east: -16.2, north: 33.2 },
  azores: { west: -31.4, south: 36.8, east: -24.9, north: 39.9 },
} as const satisfies Record<string, LonLatBounds>;
export type MapArea = keyof typeof MAP_AREAS;
export const MAP_AREA_KEYS = Object.keys(MAP_AREAS) as MapArea[];

export function isMapArea(value: string | null): value is MapArea {
  return value !== null && value in MAP_AREAS;
}

export interface WorldPoint {
  x: number;
  y: number;
}

export function mercator(lon: number, lat: number): WorldPoint {
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: lon / 360 + 0.5,
    y: 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI,
  };
}

export function inverseMercator(point: WorldPoint): { lon: number; lat: number } {
  const lon = (point.x - 0.5) * 360;
  const lat = (360 * Math.atan(Math.exp((0.5 - point.y) * 2 * Math.PI))) / Math.PI - 90;
  return { lon, lat };
}

/** A view: its centre in world units and its width in world units; its height follows the aspect. */
export interface MapView {
  x: number;
  y: number;
  span: number;
}

const extentTopLeft = mercator(MAP_EXTENT.west, MAP_EXTENT.north);
const extentBottomRight = mercator(MAP_EXTENT.east, MAP_EXTENT.south);
/** The land drawing's box in world units. */
export const EXTENT_BOX = {
  left: extentTopLeft.x,
  top: extentTopLeft.y,
  width: extentBottomRight.x - extentTopLeft.x,
  height: extentBottomRight.y - extentTopLeft.y,
};

/** The widest view: the whole drawing. */
const MAX_SPAN = Math.max(EXTENT_BOX.width, EXTENT_BOX.height * MAP_ASPECT);

/** Keeps a view inside the drawing and between the widest and the closest zoom. */
export function clampView(view: MapView): MapView {
  const span = Math.min(MAX_SPAN, Math.max(MIN_SPAN, view.span));
  const halfW = span / 2;
  const halfH = span / MAP_ASPECT / 2;
  const within = (value: number, low: number, high: number) =>
    low > high ? (low + high) / 2 : Math.min(high, Math.max(low, value));
  return {
    span,
    x: within(view.x, EXTENT_BOX.left + halfW, EXTENT_BOX.left + EXTENT_BOX.width - halfW),
    y: within(view.y, EXTENT_BOX.top + halfH, EXTENT_BOX.top + EXTENT_BOX.height - halfH),
  };
}

/** The view that shows a box of longitudes and latitudes whole, with a margin around it. */
export function viewOfBounds(bounds: LonLatBounds, margin = 0.08): MapView {
  const a = mercator(bounds.west, bounds.north);
  const b = mercator(bounds.east, bounds.south);
  const width = (b.x - a.x) * (1 + margin * 2);
  const height = (b.y - a.y) * (1 + margin * 2);
  return clampView({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
    span: Math.max(width, height * MAP_ASPECT),
  });
}

/** The view around some points (a region's clubs), or the peninsula when there are none. */
export function viewOfPoints(points: readonly { lon: number; lat: number }[]): MapView {
  if (points.length === 0) return viewOfBounds(MAP_AREAS.peninsula);
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  return viewOfBounds(
    {
      west: Math.min(...lons),
      east: Math.max(...lons),
      south: Math.min(...lats),
      north: Math.max(...lats),
    },
    0.25,
  );
}

/** Zoomed by `factor` (2: twice as close) about a point of the view, its centre by default. */
export function zoomView(view: MapView, factor: number, about: WorldPoint = view): MapView {
  const span = view.span / factor;
  return clampView({
    span,
    x: about.x + (view.x - about.x) / factor,
    y: about.y + (view.y - about.y) / factor,
  });
}

/** Moved by fractions of the view's width and height (0.25 right: a quarter of the view). */
export function panView(view: MapView, right: number, down: number): MapView {
  return clampView({
    span: view.span,
    x: view.x + right * view.span,
    y: view.y + (down * view.span) / MAP_ASPECT,
  });
}

/** The box a view shows, in world units. */
export function viewBox(view: MapView) {
  const height = view.span / MAP_ASPECT;
  return { left: view.x - view.span / 2, top: view.y - height / 2, width: view.span, height };
}

/** Where a world point sits in the view, in percent of its width and height. */
export function percentIn(view: MapView, point: WorldPoint): { left: number; top: number } {
  const box = viewBox(view);
  return {
    left: ((point.x - box.left) / box.width) * 100,
    top: ((point.y - box.top) / box.height) * 100,
  };
}

/** The view's box in longitudes and latitudes, as supercluster asks: [west, south, east, north]. */
export function viewBounds(view: MapView): [number, number, number, number] {
  const box = viewBox(view);
  const topLeft = inverseMercator({ x: box.left, y: box.top });
  const bottomRight = inverseMercator({ x: box.left + box.width, y: box.top + box.height });
  return [topLeft.lon, bottomRight.lat, bottomRight.lon, topLeft.lat];
}

/** A map's width in CSS pixels before the browser has measured it. */
export const DEFAULT_WIDTH_PX = 640;
/** supercluster's tiles: the world is 256 × 2^zoom pixels wide. */
const TILE_PX = 256;

/**
 * The whole zoom level supercluster groups the view's clubs at, for a map `widthPx` wide: the
 * level whose pixels are no larger than the screen's, so clubs apart on it are apart on screen.
 */
export function clusterZoom(view: MapView, widthPx: number): number {
  return Math.max(0, Math.floor(Math.log2(widthPx / view.span / TILE_PX)));
}

/** The view that shows a cluster taken apart: centred on it, at the zoom where it splits. */
export function viewAtZoom(point: WorldPoint, zoom: number, widthPx: number): MapView {
  return clampView({ x: point.x, y: point.y, span: widthPx / TILE_PX / 2 ** zoom });
}

/** Whether a further zoom is possible, for the zoom buttons' disabled state. */
export function canZoom(view: MapView, direction: 'in' | 'out'): boolean {
  return direction === 'in' ? view.span > MIN_SPAN * 1.0001 : view.span < MAX_SPAN * 0.9999;
}
