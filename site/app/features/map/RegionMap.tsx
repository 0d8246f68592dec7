import { Button, Spinner } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import type { RegionClubView } from '../region/region-clubs.ts';
import { regionPageMessages } from '../region/region-page.messages.ts';

// The map's code, its pins' grouping included, loads when a golfer asks for it: a region's page
// carries only this button.
const RegionMapPanel = lazy(() => import('./RegionMapPanel.tsx'));

/**
 * A region's or place's own part of the map: its clubs, a button away. The button needs the
 * browser's script, so it appears once the page is live.
 */
export interface RegionMapProps {
  /** The page's courses on the day, as its cards show them. */
  courses: readonly RegionClubView[];
  date: string;
  locale: Locale;
}

export function RegionMap({ courses, date, locale }: RegionMapProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  if (!hydrated || !courses.some((course) => course.position !== undefined)) return null;
  if (!shown)
    return (
      <div>
        <Button variant="secondary" onClick={() => setShown(true)}>
          {intl.formatMessage(regionPageMessages.showOnMap)}
        </Button>
      </div>
    );
  return (
    <Suspense fallback={<Spinner visible />}>
      <RegionMapPanel courses={courses} date={date} locale={locale} />
    </Suspense>
  );
}
