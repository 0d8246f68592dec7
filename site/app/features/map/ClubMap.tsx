/**
 * A map of clubs (issue 27): the land as the shop's own picture, the clubs as buttons on it,
 * grouped when close (supercluster), and the same clubs as a list beside it. Everything works
 * by keyboard: the areas and zoom are buttons, arrow keys move the map, each pin is a button.
 */
import { formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Supercluster from 'supercluster';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import { localePath } from '../../platform/locale.ts';
import * as styles from './ClubMap.css.ts';
import type { MapClubView } from './map-clubs.ts';
import { mapMessages } from './map.messages.ts';
import {
  canZoom,
  clusterZoom,
  DEFAULT_WIDTH_PX,
  EXTENT_BOX,
  MAP_AREA_KEYS,
  MAP_AREAS,
  mercator,
  panView,
  percentIn,
  viewAtZoom,
  viewBounds,
  viewOfBounds,
  zoomView,
} from './map-view.ts';
import type { MapArea, MapView } from './map-view.ts';

/** The land picture's address; its version changes when the drawing does (land.server.ts). */
export const LAND_SRC = '/map-land.svg?v=1';

/** How far one arrow key moves the map: a fifth of the view. */
const PAN_STEP = 0.2;
const ZOOM_STEP = 2;
/** Pixels a press may move and still be a click rather than a drag. */
const DRAG_SLOP_PX = 4;
/**
 * Pins grouped within this many units of supercluster's 512-unit, 256-pixel tile: 40 px, wider
 * than a group's marker, so no marker covers another.
 */
const CLUSTER_RADIUS = 80;

type Selected = { kind: 'club'; id: number } | { kind: 'together'; ids: number[] } | null;

/**
 * The view starts from `initialView`; the page gives the map a new `key` for a new area or day,
 * so it starts again from that view rather than keeping where the golfer had moved.
 */
export interface ClubMapProps {
  clubs: readonly MapClubView[];
  initialView: MapView;
  locale: Locale;
  /** The map page's areas, each an address so they work without JavaScript. */
  areas?: { href: (area: MapArea) => string; current: MapArea | null };
  headingLevel: 2 | 3;
  /**
   * Open at once and above its list on a phone too: the golfer asked for the map on a page that
   * already lists the clubs.
   */
  startOpen?: boolean;
}

function ClubFacts({ club, locale }: { club: MapClubView; locale: Locale }) {
  const intl = useIntl();
  if (club.firstTime === null || club.priceFrom === null)
    return <p className={styles.muted}>{intl.formatMessage(mapMessages.noTimes)}</p>;
  return (
    <p className={styles.facts}>
      <span>{intl.formatMessage(mapMessages.firstTime, { time: club.firstTime })}</span>
      <span>
        {intl.formatMessage(mapMessages.priceFrom, { price: formatPrice(club.priceFrom, locale) })}
      </span>
    </p>
  );
}

export function ClubMap({
  clubs,
  initialView,
  locale,
  areas,
  headingLevel,
  startOpen = false,
}: ClubMapProps) {
  const intl = useIntl();
  const id = useId();
  const [view, setView] = useState(initialView);
  const [open, setOpen] = useState(startOpen);
  const [selected, setSelected] = useState<Selected>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLHeadingElement>(null);
  const drag = useRef<{ x: number; y: number; view: MapView; moved: boolean } | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The land and pins are placed by inline styles, which the page's CSP refuses in served HTML
  // but allows once set from script: the browser draws them, the server leaves the sea empty.
  const hydrated = useHydrated();
  const [widthPx, setWidthPx] = useState(DEFAULT_WIDTH_PX);

  useEffect(() => {
    if (!selected) return;
    cardRef.current?.focus();
    // Escape closes the card, as it would a popup, and takes the golfer back to the map.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSelected(null);
      viewportRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected]);

  // Groups are measured in the map's own pixels: a phone's map groups more than a desktop's.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setWidthPx(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const byId = useMemo(() => new Map(clubs.map((c) => [c.id, c])), [clubs]);
  const index = useMemo(() => {
    const clusters = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS });
    clusters.load(
      clubs.map((c) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [c.lon, c.lat] },
        properties: { id: c.id },
      })),
    );
    return clusters;
  }, [clubs]);

  const bounds = viewBounds(view);
  const markers = index.getClusters(bounds, clusterZoom(view, widthPx));
  const [west, south, east, north] = bounds;
  const inView = clubs
    .filter((c) => c.lon >= west && c.lon <= east && c.lat >= south && c.lat <= north)
    .sort((a, z) => a.name.localeCompare(z.name, locale));

  const landBox = percentIn(view, { x: EXTENT_BOX.left, y: EXTENT_BOX.top });
  const landFar = percentIn(view, {
    x: EXTENT_BOX.left + EXTENT_BOX.width,
    y: EXTENT_BOX.top + EXTENT_BOX.height,
  });

  function show(next: MapView) {
    setView(next);
  }

  function openCluster(clusterId: number, at: { x: number; y: number }) {
    const zoom = index.getClusterExpansionZoom(clusterId);
    const next = viewAtZoom(at, zoom, widthPx);
    if (clusterZoom(next, widthPx) >= zoom) {
      setSelected(null);
      show(next);
      return;
    }
    // At the closest zoom they still share a spot: name them instead.
    const ids = index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id);
    setSelected({ kind: 'together', ids });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget && !event.key.startsWith('Arrow')) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const move = moves[event.key];
    if (move) show(panView(view, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') show(zoomView(view, ZOOM_STEP));
    else if (event.key === '-' || event.key === '_') show(zoomView(view, 1 / ZOOM_STEP));
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    const box = viewportRef.current?.getBoundingClientRect();
    if (!start || !box || box.width === 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId);
    start.moved = true;
    show(panView(start.view, -dx / box.width, -dy / box.height));
  }

  function onPointerUp() {
    // A drag's release is not a press on the pin under it: the click that follows is dropped.
    setTimeout(() => {
      drag.current = null;
    });
  }

  function pointAt(clientX: number, clientY: number) {
    const box = viewportRef.current?.getBoundingClientRect();
    if (!box) return view;
    const left = view.x - view.span / 2;
    const height = (view.span * box.height) / box.width;
    return {
      x: left + ((clientX - box.left) / box.width) * view.span,
      y: view.y - height / 2 + ((clientY - box.top) / box.height) * height,
    };
  }

  const card = selected?.kind === 'club' ? byId.get(selected.id) : undefined;
  const together =
    selected?.kind === 'together'
      ? selected.ids.flatMap((i) => byId.get(i) ?? []).sort((a, z) => a.name.localeCompare(z.name))
      : [];
  const mapId = `${id}-map`;

  return (
    <section className={styles.section} aria-label={intl.formatMessage(mapMessages.label)}>
      <div className={styles.toolbar}>
        {areas ? (
          <nav aria-label={intl.formatMessage(mapMessages.areas)}>
            <ul className={styles.areas}>
              {MAP_AREA_KEYS.map((area) => (
                <li key={area}>
                  <a
                    className={styles.areaLink}
                    href={areas.href(area)}
                    aria-current={areas.current === area ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setOpen(true);
                      setSelected(null);
                      show(viewOfBounds(MAP_AREAS[area]));
                    }}
                  >
                    {intl.formatMessage(mapMessages.area, { area })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={mapId}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage(open ? mapMessages.hideMap : mapMessages.showMap)}
        </button>
      </div>
      <div className={styles.layout}>
        <div>
          <Heading className={styles.listTitle}>
            {intl.formatMessage(mapMessages.inView, { count: inView.length })}
          </Heading>
          <ul className={styles.list}>
            {inView.map((club) => (
              <li key={club.id} className={styles.listItem}>
                <Link className={styles.clubLink} to={localePath(locale, club.path)}>
                  {club.name}
                </Link>
                <span className={styles.muted}>{club.town}</span>
                <ClubFacts club={club} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
        <div
          id={mapId}
          className={[styles.mapSide, !open && styles.mapClosed, startOpen && styles.mapFirst]
            .filter(Boolean)
            .join(' ')}
        >
          <div className={styles.toolbar}>
            <button
              type="button"
              className={styles.zoomButton}
              disabled={!canZoom(view, 'in')}
              onClick={() => show(zoomView(view, ZOOM_STEP))}
            >
              {intl.formatMessage(mapMessages.zoomIn)}
            </button>
            <button
              type="button"
              className={styles.zoomButton}
              disabled={!canZoom(view, 'out')}
              onClick={() => show(zoomView(view, 1 / ZOOM_STEP))}
            >
              {intl.formatMessage(mapMessages.zoomOut)}
            </button>
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a widget of its own (role application): arrow keys move it, its pins are buttons */}
          <div
            ref={viewportRef}
            className={styles.viewport}
            role="application"
            aria-roledescription={intl.formatMessage(mapMessages.roleDescription)}
            aria-label={intl.formatMessage(mapMessages.label)}
            aria-describedby={`${id}-help`}
            // What the view shows, west, south, east, north: read by the journeys to find a place.
            data-bounds={bounds.map((b) => b.toFixed(5)).join(',')}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the widget takes the arrow keys, so it takes the focus
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onClickCapture={(event) => {
              if (drag.current?.moved) event.stopPropagation();
            }}
            onDoubleClick={(event) => {
              if (event.target === event.currentTarget)
                show(zoomView(view, ZOOM_STEP, pointAt(event.clientX, event.clientY)));
            }}
          >
            {hydrated ? (
              <img
                className={styles.land}
                src={LAND_SRC}
                alt=""
                draggable={false}
                style={{
                  left: `${landBox.left}%`,
                  top: `${landBox.top}%`,
                  width: `${landFar.left - landBox.left}%`,
                  height: `${landFar.top - landBox.top}%`,
                }}
              />
            ) : null}
            {(hydrated ? markers : []).map((marker) => {
              const [lon, lat] = marker.geometry.coordinates as [number, number];
              const at = mercator(lon, lat);
              const { left, top } = percentIn(view, at);
              const position = { left: `${left}%`, top: `${top}%` };
              const props = marker.properties;
              if ('cluster' in props && props.cluster) {
                const count = props.point_count;
                const splits = index.getClusterExpansionZoom(props.cluster_id);
                const message =
                  clusterZoom(viewAtZoom(at, splits, widthPx), widthPx) >= splits
                    ? mapMessages.cluster
                    : mapMessages.together;
                return (
                  <button
                    key={`c${props.cluster_id}`}
                    type="button"
                    className={styles.cluster}
                    style={position}
                    aria-label={intl.formatMessage(message, { count })}
                    onClick={() => openCluster(props.cluster_id, at)}
                  >
                    {count}
                  </button>
                );
              }
              const club = byId.get((props as { id: number }).id);
              if (!club) return null;
              return (
                <button
                  key={club.id}
                  type="button"
                  className={styles.pin}
                  style={position}
                  title={club.name}
                  aria-label={intl.formatMessage(mapMessages.pin, {
                    name: club.name,
                    town: club.town,
                  })}
                  aria-pressed={card?.id === club.id}
                  onClick={() => setSelected({ kind: 'club', id: club.id })}
                />
              );
            })}
          </div>
          <p id={`${id}-help`} className={styles.help}>
            {intl.formatMessage(mapMessages.help)}
          </p>
          {card || together.length > 0 ? (
            <div className={styles.card}>
              <div className={styles.cardHead}>
                <Heading ref={cardRef} tabIndex={-1} className={styles.cardTitle}>
                  {card
                    ? card.name
                    : intl.formatMessage(mapMessages.inView, { count: together.length })}
                </Heading>
                <button
                  type="button"
                  className={styles.zoomButton}
                  onClick={() => {
                    setSelected(null);
                    viewportRef.current?.focus();
                  }}
                >
                  {intl.formatMessage(mapMessages.close)}
                </button>
              </div>
              {card ? (
                <>
                  <p className={styles.muted}>{card.town}</p>
                  <ClubFacts club={card} locale={locale} />
                  <Link className={styles.clubLink} to={localePath(locale, card.path)}>
                    {intl.formatMessage(mapMessages.seeTimes)}
                  </Link>
                </>
              ) : (
                <ul className={styles.list}>
                  {together.map((club) => (
                    <li key={club.id} className={styles.listItem}>
                      <Link className={styles.clubLink} to={localePath(locale, club.path)}>
                        {club.name}
                      </Link>
                      <ClubFacts club={club} locale={locale} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
