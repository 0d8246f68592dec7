import { DateStrip, OffersStrip, Select } from '@fairway/design-system';
import { addDays, DATE_STRIP_MAX_DAYS } from '@fairway/rules';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Await, data, useNavigate } from 'react-router';
import type { Route } from './+types/region';
import {
  JsonLdScript,
  seoMessages,
  SocialMeta,
  useCanonicalUrl,
  useSiteOrigin,
} from '../platform/seo/SeoHead.tsx';
import { offersView } from '../features/content/board.ts';
import { todayIn, validDate } from '../features/catalog/club-date.ts';
import { namesDeps } from '../features/catalog/catalog-deps.server.ts';
import { favouritesState } from '../features/private-area/favourites.server.ts';
import { firstViewPictures } from '../features/catalog/pictures.server.ts';
import { REGION_SORTS, regionClubView, sortRegionClubs } from '../features/catalog/region-clubs.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { placeAsked } from '../features/catalog/region-place.server.ts';
import { nextTeeTimes } from '../features/search/next-tee-times.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { boardMessages, regionResults } from '../features/catalog/shared-answers.server.ts';
import { settleWithin, STREAMED_PART_MS } from '../platform/rendering/streamed-part.ts';
import { regionPageData } from '../features/catalog/structured-data.ts';
import * as styles from '../features/catalog/region.css.ts';
import { clubsOf } from '../features/catalog/region-clubs.server.ts';
import { OtherDays } from '../features/catalog/OtherDays.tsx';
import { RegionFilterForm, RelaxFilters } from '../features/catalog/RegionFilterForm.tsx';
import { RegionClubCards } from '../features/catalog/RegionClubCards.tsx';
import { activeFilters, otherParams, regionFiltersOf } from '../features/catalog/region-filters.ts';
import { regionPageMessages } from '../features/catalog/region-page.messages.ts';
import { RegionMap } from '../features/map/RegionMap.tsx';

const REGION_TIME_ZONE = 'Europe/Madrid';
/** Club photos loaded at once: two cards fill a phone's first view (one row of two on a desktop). */
const EAGER_IMAGES = 2;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const q = url.searchParams;
  const nocache = q.has('nocache');
  const fecha = validDate(q.get('fecha'));
  const names = namesDeps(ctx.creds);
  const asked = await placeAsked(names, q, params.slug, { nocache, fecha: fecha !== null });
  if (!asked) throw data(null, { status: 404 });
  const { where } = asked;
  // The shop's clubs are all in Spain and Portugal; a past or missing date shows today's times.
  const today = todayIn(REGION_TIME_ZONE);
  const date = fecha && fecha >= today ? fecha : today;
  const filters = regionFiltersOf(q);
  const [result, offers, favourites] = await Promise.all([
    // First tee times and prices: shared by every visitor for a few seconds, never older than a
    // minute (shared-answers.server.ts). The engine applies the golfer's filters.
    regionResults(calls, ctx.culture, where, date, filters),
    // The seller's offers dress the page; without them it goes on, with no alert.
    boardMessages(calls, ctx.culture, 'offers'),
    favouritesState(ctx, calls),
  ]);
  if (!result.ok) criticalFailure(result, calls.notice);
  const sort =
    REGION_SORTS.find((key) => key === q.get('sort')) ??
    ('idLugar' in where ? 'distance' : 'price');
  // In the golfer's order: a new order is a new address, so the loader runs again.
  // A gazetteer place is named by the engine's answer; a region or municipality by the names.
  const gazetteer = result.data.place;
  const place = gazetteer?.name ?? asked.name;
  const clubs = sortRegionClubs(
    result.data.clubs.map((row) => regionClubView(row, date)),
    sort,
    ctx.locale,
  );
  // No times left on the day (an evening's today, a full day): the place's clubs all the same,
  // each with its next free time, streamed so the list does not wait for one call per club.
  // Filtered to nothing, the filters are what to change (RelaxFilters), not the day.
  const filtered = activeFilters(filters).length > 0;
  const elsewhere =
    clubs.length === 0 && !filtered && !('idLugar' in where) ? await clubsOf(names, where) : [];
  return {
    locale: ctx.locale,
    place,
    date,
    today,
    clubs,
    nearPlace: gazetteer !== null,
    noClubsHere: gazetteer?.noClubs ?? false,
    filters,
    filtered,
    keep: otherParams(q),
    search: url.search,
    elsewhere,
    next:
      elsewhere.length > 0
        ? settleWithin(
            nextTeeTimes(
              calls,
              elsewhere.map((c) => c.clubId),
              date,
            ),
            STREAMED_PART_MS,
            null,
          )
        : null,
    sort,
    // The photos a phone shows first come inside the page (pictures.server.ts).
    pictures: await firstViewPictures(clubs.slice(0, EAGER_IMAGES).map((club) => club.image)),
    offers: offers.ok ? offersView(offers.data) : [],
    favourites,
  };
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const canonicalUrl = useCanonicalUrl();
  const { locale, place, date, today, clubs, filters, filtered, keep, elsewhere, next, sort } =
    loaderData;
  const { pictures, offers, favourites, nearPlace, noClubsHere } = loaderData;
  const title = intl.formatMessage(
    nearPlace ? regionPageMessages.nearTitle : regionPageMessages.title,
    { place },
  );

  function go(next: { fecha?: string; sort?: string }) {
    const params = new URLSearchParams(window.location.search);
    if (next.fecha) params.set('fecha', next.fecha);
    if (next.sort) params.set('sort', next.sort);
    navigate(`${window.location.pathname}?${params.toString()}`);
  }

  const description = intl.formatMessage(regionPageMessages.description, { place });
  return (
    <div className={styles.page}>
      <title>
        {intl.formatMessage(pageTitle, {
          title,
        })}
      </title>
      <meta name="description" content={description} />
      <SocialMeta title={title} description={description} />
      <JsonLdScript
        data={regionPageData({
          origin,
          locale,
          url: canonicalUrl,
          homeName: intl.formatMessage(seoMessages.home),
          place,
        })}
      />
      <h1 className={styles.title}>{title}</h1>
      {nearPlace ? (
        <p className={styles.count}>
          {intl.formatMessage(
            noClubsHere ? regionPageMessages.noClubsHere : regionPageMessages.distancesFrom,
            { place },
          )}
        </p>
      ) : null}
      <DateStrip
        startDate={date}
        selectedDate={date}
        minDate={today}
        maxDate={addDays(today, DATE_STRIP_MAX_DAYS)}
        onSelect={(fecha) => go({ fecha })}
        // Week by week, as on a club's page: a golfer plans a trip weeks ahead.
        onPrevious={() => go({ fecha: addDays(date, -7) < today ? today : addDays(date, -7) })}
        onNext={() => go({ fecha: addDays(date, 7) })}
        label={intl.formatMessage(regionPageMessages.dates)}
      />
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {intl.formatMessage(regionPageMessages.count, { count: clubs.length })}
        </p>
        <Select
          label={intl.formatMessage(regionPageMessages.sort)}
          value={sort}
          onChange={(value: string) => go({ sort: value })}
          options={[
            { value: 'price', label: intl.formatMessage(regionPageMessages.byPrice) },
            { value: 'name', label: intl.formatMessage(regionPageMessages.byName) },
            { value: 'time', label: intl.formatMessage(regionPageMessages.byTime) },
            ...(nearPlace
              ? [{ value: 'distance', label: intl.formatMessage(regionPageMessages.byDistance) }]
              : []),
          ]}
        />
      </div>
      <RegionFilterForm filters={filters} keep={keep} />
      {clubs.length === 0 && filtered ? (
        <RelaxFilters filters={filters} search={loaderData.search} />
      ) : null}
      {clubs.length === 0 && !filtered ? (
        <p role="status" className={styles.none}>
          {intl.formatMessage(regionPageMessages.none)}
        </p>
      ) : null}
      {next ? (
        <Suspense fallback={<OtherDays clubs={elsewhere} next="loading" {...{ locale, today }} />}>
          {/* A failed look-up leaves the clubs listed without a time, never the page broken. */}
          <Await
            resolve={next}
            errorElement={<OtherDays clubs={elsewhere} next={null} {...{ locale, today }} />}
          >
            {(resolved) => <OtherDays clubs={elsewhere} next={resolved} {...{ locale, today }} />}
          </Await>
        </Suspense>
      ) : null}
      <RegionMap courses={clubs} date={date} locale={locale} />
      <RegionClubCards
        clubs={clubs}
        place={place}
        locale={locale}
        pictures={pictures}
        favourites={favourites}
        eager={EAGER_IMAGES}
      />
      <OffersStrip offers={offers} />
    </div>
  );
}
