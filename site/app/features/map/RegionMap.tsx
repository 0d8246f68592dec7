import { Spinner } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import type { RegionClubView } from '../catalog/region-clubs.ts';
import * as styles from './ClubMap.css.ts';
import { mapClubsOfRegion } from './map-clubs.ts';
import { mapMessages } from './map.messages.ts';
import { viewOfPoints } from './map-view.ts';

// The map's code loads when a golfer asks for it, so a region's page weighs what it did.
const ClubMap = lazy(() => import('./ClubMap.tsx').then((m) => ({ default: m.ClubMap })));

/**
 * A region's or place's own part of the map: its clubs, a button away. The button needs the
 * browser's script, so it appears once the page is live.
 */
export function RegionMap({
  courses,
  date,
  locale,
}: {
  courses: readonly RegionClubView[];
  date: string;
  locale: Locale;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const clubs = useMemo(() => mapClubsOfRegion(courses, date), [courses, date]);
  const initialView = useMemo(() => viewOfPoints(clubs), [clubs]);
  if (!hydrated || clubs.length === 0) return null;
  if (!shown)
    return (
      <button type="button" className={styles.showMap} onClick={() => setShown(true)}>
        {intl.formatMessage(mapMessages.showHere)}
      </button>
    );
  return (
    <Suspense fallback={<Spinner visible />}>
      <ClubMap clubs={clubs} initialView={initialView} locale={locale} headingLevel={2} startOpen />
    </Suspense>
  );
}
