/**
 * The land under the clubs' map (issue 27): Spain and Portugal with their islands, and the
 * neighbours' coasts for bearings, drawn once from Natural Earth (world-atlas, 1:50m) with
 * d3-geo's Mercator into one SVG served by the shop itself (routes/map-land.ts). Nothing is
 * fetched from another origin, and the browser gets a picture, not the projection code.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { geoMercator, geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { EXTENT_BOX } from './map-view.ts';

/** Drawing units per world unit: one unit is about 400 m, finer than the 1:50m coastline. */
const UNITS = 100_000;

/** ISO 3166 numeric codes, as world-atlas names its countries. */
const SHOP_COUNTRIES = new Set(['724', '620']);
const NEIGHBOURS = new Set(['250', '020', '504', '732', '012']);

/*
 * Colours are the theme's (design-system fairway.css.ts), written out because a picture cannot
 * read CSS variables: successSoft for the shop's land, neutralSoft for the neighbours'.
 */
const SHOP_LAND = '#e3f3e7';
const OTHER_LAND = '#eceeeb';
const BORDER = '#6c7a73';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

async function countries(): Promise<Countries> {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  return JSON.parse(await readFile(file, 'utf8')) as Countries;
}

export async function drawLand(): Promise<string> {
  const topology = await countries();
  const width = Math.round(EXTENT_BOX.width * UNITS);
  const height = Math.round(EXTENT_BOX.height * UNITS);
  const projection = geoMercator()
    .scale(UNITS / (2 * Math.PI))
    .translate([UNITS / 2 - EXTENT_BOX.left * UNITS, UNITS / 2 - EXTENT_BOX.top * UNITS])
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(0);
  const all = topology.objects.countries;
  const pick = (codes: Set<string>): GeoPermissibleObjects =>
    feature(topology, {
      ...all,
      geometries: all.geometries.filter((g) => codes.has(String(g.id))),
    });
  const borders = mesh(
    topology,
    all,
    (a, b) =>
      a !== b &&
      (SHOP_COUNTRIES.has(String(a.id)) || SHOP_COUNTRIES.has(String(b.id))) &&
      [a, b].every((g) => SHOP_COUNTRIES.has(String(g.id)) || NEIGHBOURS.has(String(g.id))),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">`,
    `<path fill="${OTHER_LAND}" d="${path(pick(NEIGHBOURS)) ?? ''}"/>`,
    `<path fill="${SHOP_LAND}" d="${path(pick(SHOP_COUNTRIES)) ?? ''}"/>`,
    `<path fill="none" stroke="${BORDER}" stroke-width="1" vector-effect="non-scaling-stroke" d="${path(borders) ?? ''}"/>`,
    '</svg>',
  ].join('');
}

let drawn: Promise<string> | null = null;

/** The drawing, made on the first request and kept: it changes only with the shop's code. */
export function landSvg(): Promise<string> {
  drawn ??= drawLand().catch((error: unknown) => {
    drawn = null;
    throw error;
  });
  return drawn;
}
