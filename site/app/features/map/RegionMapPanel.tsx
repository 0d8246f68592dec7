import { useMemo } from 'react';
import { ClubMap } from './ClubMap.tsx';
import { mapClubsOfRegion } from './map-clubs.ts';
import { viewOfPoints } from './map-view.ts';
import type { RegionMapProps } from './RegionMap.tsx';

/** The map a region's page opens on request (RegionMap.tsx): its clubs, framed. */
export default function RegionMapPanel({ courses, date, locale }: RegionMapProps) {
  const clubs = useMemo(() => mapClubsOfRegion(courses, date), [courses, date]);
  const initialView = useMemo(() => viewOfPoints(clubs), [clubs]);
  return (
    <ClubMap clubs={clubs} initialView={initialView} locale={locale} headingLevel={2} startOpen />
  );
}
