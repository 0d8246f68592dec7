import { DateStrip } from '@fairway/design-system';
import { addDays, DATE_STRIP_MAX_DAYS } from '@fairway/rules';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Route } from './+types/map';
import { SocialMeta } from '../platform/seo/SeoHead.tsx';
import { pageTitle } from '../platform/seo/page-title.ts';
import { localePath } from '../platform/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { todayIn, validDate } from '../features/catalog/club-date.ts';
import { regionPageMessages } from '../features/region/region-page.messages.ts';
import * as styles from '../features/region/region.css.ts';
import { ClubMap } from '../features/map/ClubMap.tsx';
import { mapClubs } from '../features/map/map-clubs.server.ts';
import { mapMessages } from '../features/map/map.messages.ts';
import { isMapArea, MAP_AREAS, viewOfBounds } from '../features/map/map-view.ts';
import type { MapArea } from '../features/map/map-view.ts';

/** The shop's clubs are all in Spain and Portugal: the day turns over in Madrid's time. */
const MAP_TIME_ZONE = 'Europe/Madrid';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const q = new URL(request.url).searchParams;
  const today = todayIn(MAP_TIME_ZONE);
  const fecha = validDate(q.get('fecha'));
  const date = fecha && fecha >= today ? fecha : today;
  const area = q.get('area');
  const clubs = await mapClubs(calls, ctx.culture, date);
  if (!clubs.ok) criticalFailure(clubs, calls.notice);
  return {
    locale: ctx.locale,
    date,
    today,
    area: isMapArea(area) ? area : null,
    clubs: clubs.data,
  };
}

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, date, today, area, clubs } = loaderData;
  const initialView = useMemo(() => viewOfBounds(MAP_AREAS[area ?? 'peninsula']), [area]);
  const title = intl.formatMessage(mapMessages.title);
  const description = intl.formatMessage(mapMessages.description);
  const addressOf = (next: { area?: MapArea | null; fecha?: string }) => {
    const params = new URLSearchParams();
    const chosenArea = next.area === undefined ? area : next.area;
    if (chosenArea) params.set('area', chosenArea);
    const day = next.fecha ?? date;
    if (day !== today) params.set('fecha', day);
    const query = params.toString();
    return `${localePath(locale, '/map')}${query ? `?${query}` : ''}`;
  };
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="description" content={description} />
      <SocialMeta title={title} description={description} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.count}>{description}</p>
      <DateStrip
        startDate={date}
        selectedDate={date}
        minDate={today}
        maxDate={addDays(today, DATE_STRIP_MAX_DAYS)}
        onSelect={(fecha) => navigate(addressOf({ fecha }))}
        onPrevious={() =>
          navigate(addressOf({ fecha: addDays(date, -7) < today ? today : addDays(date, -7) }))
        }
        onNext={() => navigate(addressOf({ fecha: addDays(date, 7) }))}
        label={intl.formatMessage(regionPageMessages.dates)}
      />
      <ClubMap
        key={`${area ?? ''}:${date}`}
        clubs={clubs}
        initialView={initialView}
        locale={locale}
        areas={{ href: (to) => addressOf({ area: to }), current: area }}
        headingLevel={2}
      />
    </div>
  );
}
