/**
 * A results page: the clubs of a region, a municipality, a gazetteer place or around the golfer,
 * with the date strip, the order, the filters and the cards. Its routes (region.tsx, place.tsx,
 * near-me.tsx) only say what was asked.
 */
import { DateStrip, OffersStrip, Select } from '@fairway/design-system';
import { addDays, DATE_STRIP_MAX_DAYS, formatDate } from '@fairway/rules';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Await, Link, useNavigate } from 'react-router';
import {
  JsonLdScript,
  seoMessages,
  SocialMeta,
  useCanonicalUrl,
  useSiteOrigin,
} from '../../platform/seo/SeoHead.tsx';
import { pageTitle } from '../../platform/seo/page-title.ts';
import { regionPageData } from '../catalog/structured-data.ts';
import * as styles from './region.css.ts';
import { OtherDays } from './OtherDays.tsx';
import { RegionFilterForm, RelaxFilters } from './RegionFilterForm.tsx';
import { EAGER_IMAGES, RegionClubCards } from './RegionClubCards.tsx';
import { RegionMap } from '../map/RegionMap.tsx';
import { regionPageMessages } from './region-page.messages.ts';
import type { RegionPageData } from './region-page.server.ts';

export function RegionResults({
  data: loaderData,
  nearYou = false,
}: {
  data: RegionPageData;
  /** Around the golfer's position: "Golf near you", never indexed nor described as a place. */
  nearYou?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const canonicalUrl = useCanonicalUrl();
  const { locale, place, date, today, clubs, filters, filtered, keep, elsewhere, next, sort } =
    loaderData;
  const { pictures, offers, favourites, nearPlace, noClubsHere, around, nextDay } = loaderData;
  const title = nearYou
    ? intl.formatMessage(regionPageMessages.nearYouTitle)
    : intl.formatMessage(nearPlace ? regionPageMessages.nearTitle : regionPageMessages.title, {
        place,
      });

  // The page's own address with another day: the place, the filters and the order stay.
  function withDate(fecha: string): string {
    const params = new URLSearchParams(loaderData.search);
    params.set('fecha', fecha);
    return params.toString();
  }

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
      {nearYou ? (
        // A page of one golfer's position: nothing for a search engine to keep.
        <meta name="robots" content="noindex" />
      ) : (
        <>
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
        </>
      )}
      <h1 className={styles.title}>{title}</h1>
      {nearYou ? (
        <p className={styles.count}>
          {around?.noClubs
            ? intl.formatMessage(regionPageMessages.noClubsNearYou, { km: around.radiusKm })
            : intl.formatMessage(regionPageMessages.distancesFromYou)}
        </p>
      ) : null}
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
            ...(nearPlace || nearYou
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
      {nextDay ? (
        <Link className={styles.nextDate} to={`?${withDate(nextDay)}`}>
          {intl.formatMessage(regionPageMessages.nextDate, {
            date: formatDate(nextDay, locale, 'long'),
          })}
        </Link>
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
