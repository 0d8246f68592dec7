import { describe, expect, it } from 'vitest';
import {
  canZoom,
  clampView,
  clusterZoom,
  EXTENT_BOX,
  inverseMercator,
  MAP_AREAS,
  MAP_ASPECT,
  mercator,
  panView,
  percentIn,
  viewBounds,
  viewOfBounds,
  viewOfPoints,
  zoomView,
} from './map-view.ts';

const marbella = { lon: -4.885, lat: 36.51 };

describe('the map’s arithmetic', () => {
  it('projects as Web Mercator and back', () => {
    expect(mercator(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator(-180, 0).x).toBe(0);
    // North is up: a higher latitude is a smaller y.
    expect(mercator(0, 43).y).toBeLessThan(mercator(0, 36).y);
    const back = inverseMercator(mercator(marbella.lon, marbella.lat));
    expect(back.lon).toBeCloseTo(marbella.lon, 9);
    expect(back.lat).toBeCloseTo(marbella.lat, 9);
  });

  it('fits an area whole, in the fixed aspect', () => {
    const view = viewOfBounds(MAP_AREAS.peninsula);
    const [west, south, east, north] = viewBounds(view);
    expect(west).toBeLessThan(MAP_AREAS.peninsula.west);
    expect(east).toBeGreaterThan(MAP_AREAS.peninsula.east);
    expect(south).toBeLessThan(MAP_AREAS.peninsula.south);
    expect(north).toBeGreaterThan(MAP_AREAS.peninsula.north);
    const middle = percentIn(view, mercator(marbella.lon, marbella.lat));
    expect(middle.left).toBeGreaterThan(0);
    expect(middle.left).toBeLessThan(100);
    expect(middle.top).toBeGreaterThan(50);
    expect(middle.top).toBeLessThan(100);
  });

  it('zooms about a point, which stays where it was', () => {
    const view = viewOfBounds(MAP_AREAS.peninsula);
    const point = mercator(marbella.lon, marbella.lat);
    const before = percentIn(view, point);
    const closer = zoomView(view, 2, point);
    expect(closer.span).toBeCloseTo(view.span / 2, 12);
    const after = percentIn(closer, point);
    expect(after.left).toBeCloseTo(before.left, 6);
    expect(after.top).toBeCloseTo(before.top, 6);
    expect(clusterZoom(closer, 640)).toBe(clusterZoom(view, 640) + 1);
    // A phone's narrower map groups a level further out than a desktop's.
    expect(clusterZoom(view, 375)).toBeLessThanOrEqual(clusterZoom(view, 1000) - 1);
  });

  it('pans by parts of the view and never past the drawing', () => {
    const view = viewOfBounds(MAP_AREAS.peninsula);
    // West: the ocean towards the Azores is on the drawing; east, Menorca is near its edge.
    const west = panView(view, -0.2, 0);
    expect(view.x - west.x).toBeCloseTo(view.span * 0.2, 12);
    expect(panView(view, 0.2, 0).x - view.x).toBeLessThan(view.span * 0.2);
    const far = panView(view, 100, 100);
    const box = {
      right: EXTENT_BOX.left + EXTENT_BOX.width,
      bottom: EXTENT_BOX.top + EXTENT_BOX.height,
    };
    expect(far.x + far.span / 2).toBeCloseTo(box.right, 12);
    expect(far.y + far.span / MAP_ASPECT / 2).toBeCloseTo(box.bottom, 12);
  });

  it('stops zooming at its closest and widest', () => {
    let view = viewOfBounds(MAP_AREAS.peninsula);
    for (let i = 0; i < 20; i += 1) view = zoomView(view, 2);
    expect(canZoom(view, 'in')).toBe(false);
    expect(zoomView(view, 2).span).toBe(view.span);
    let wide = view;
    for (let i = 0; i < 20; i += 1) wide = zoomView(wide, 0.5);
    expect(canZoom(wide, 'out')).toBe(false);
    expect(clampView(wide)).toEqual(wide);
  });

  it('frames a region’s clubs, and the peninsula when there are none', () => {
    const clubs = [marbella, { lon: -5.35, lat: 36.3 }];
    const [west, south, east, north] = viewBounds(viewOfPoints(clubs));
    for (const c of clubs) {
      expect(c.lon).toBeGreaterThan(west);
      expect(c.lon).toBeLessThan(east);
      expect(c.lat).toBeGreaterThan(south);
      expect(c.lat).toBeLessThan(north);
    }
    expect(viewOfPoints([])).toEqual(viewOfBounds(MAP_AREAS.peninsula));
  });
});
