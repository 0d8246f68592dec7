import { DateStrip, OffersStrip, Select } from '@fairway/design-system';
import { addDays, DATE_STRIP_MAX_DAYS, parseId, slugify } from '@fairway/rules';
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
import {
  municipalityById,
  municipalityByName,
  regionById,
  regionByName,
} from '../features/catalog/place-names.server.ts';
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
  let place = '';
  let where: { idMunicipio: number } | { idRegion: number } | null = null;
  const idMun = parseId(q.get('idMun'));
  const idReg = parseId(q.get('idReg'));
  if (idMun !== null) {
    where = { idMunicipio: idMun };
    // The id decides; the name (in `municipio` or the path) is the older links' way.
    place =
      (
        (await municipalityById(names, idMun)) ??
        (await municipalityByName(names, slugify(q.get('municipio') ?? params.slug ?? '')))
      )?.name ?? '';
  } else if (idReg !== null) {
    where = { idRegion: idReg };
    place = (await regionById(names, idReg, { nocache, fecha: fecha !== null }))?.name ?? '';
  }
  if (!where && params.slug) {
    const region = await regionByName(names, params.slug, { nocache, fecha: fecha !== null });
    if (region) {
      where = { idRegion: region.idL };
      place = region.name;
    }
  }
  if (!where) throw data(null, { status: 404 });
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
  const sort = REGION_SORTS.find((key) => key === q.get('sort')) ?? 'price';
  // In the golfer's order: a new order is a new address, so the loader runs again.
  const clubs = sortRegionClubs(
    result.data.map((row) => regionClubView(row, date)),
    sort,
    ctx.locale,
  );
  // No times left on the day (an evening's today, a full day): the place's clubs all the same,
  // each with its next free time, streamed so the list does not wait for one call per club.
  // Filtered to nothing, the filters are what to change (RelaxFilters), not the day.
  const filtered = activeFilters(filters).length > 0;
  const elsewhere = clubs.length === 0 && !filtered ? await clubsOf(names, where) : [];
  return {
    locale: ctx.locale,
    place,
    date,
    today,
    clubs,
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
  const { pictures, offers, favourites } = loaderData;

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
          title: intl.formatMessage(regionPageMessages.title, { place }),
        })}
      </title>
      <meta name="description" content={description} />
      <SocialMeta
        title={intl.formatMessage(regionPageMessages.title, { place })}
        description={description}
      />
      <JsonLdScript
        data={regionPageData({
          origin,
          locale,
          url: canonicalUrl,
          homeName: intl.formatMessage(seoMessages.home),
          place,
        })}
      />
      <h1 className={styles.title}>{intl.formatMessage(regionPageMessages.title, { place })}</h1>
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
