import { ClubCard, DateStrip, OffersStrip, Select } from '@fairway/design-system';
import { addDays, DATE_STRIP_MAX_DAYS, formatDate, parseId, slugify } from '@fairway/rules';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Await, data, Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/region';
import { FavouriteHeart } from '../components/FavouriteHeart.tsx';
import {
  JsonLdScript,
  seoMessages,
  SocialMeta,
  useCanonicalUrl,
  useSiteOrigin,
} from '../components/SeoHead.tsx';
import { offersView } from '../lib/board.ts';
import { todayIn, validDate } from '../lib/club-date.ts';
import { namesDeps } from '../lib/context.server.ts';
import { favouritesState } from '../lib/favourites.server.ts';
import { firstViewPictures } from '../lib/pictures.server.ts';
import { localePath } from '../lib/locale.ts';
import { REGION_SORTS, regionClubView, sortRegionClubs } from '../lib/region-clubs.ts';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import {
  municipalityById,
  municipalityByName,
  namesFor,
  NamesUnavailableError,
  regionById,
  regionByName,
} from '../lib/names.server.ts';
import { nextTeeTimes } from '../lib/next-tee-times.server.ts';
import type { NextTeeTimes } from '../lib/tee-times.ts';
import { pageTitle } from '../lib/page-title.ts';
import { boardMessages, regionResults } from '../lib/shared-answers.server.ts';
import { settleWithin, STREAMED_PART_MS } from '../lib/streamed-part.ts';
import { regionPageData } from '../lib/structured-data.ts';
import * as styles from './region.css.ts';

const messages = defineMessages<{
  title: { place: string };
  count: { count: number };
  none: NoMessageValues;
  sort: NoMessageValues;
  byPrice: NoMessageValues;
  byName: NoMessageValues;
  byTime: NoMessageValues;
  dates: NoMessageValues;
  allClubs: NoMessageValues;
  nextDate: { date: string };
  description: { place: string };
  nothingAhead: NoMessageValues;
}>({
  title: { id: 'site.region.title', defaultMessage: 'Golf in {place}' },
  count: {
    id: 'site.region.count',
    defaultMessage:
      '{count, plural, one {# course with tee times} other {# courses with tee times}}',
  },
  none: { id: 'site.region.none', defaultMessage: 'No times found for the selected date' },
  sort: { id: 'site.region.sort', defaultMessage: 'Sort by' },
  byPrice: { id: 'site.region.byPrice', defaultMessage: 'Price' },
  byName: { id: 'site.region.byName', defaultMessage: 'Name' },
  byTime: { id: 'site.region.byTime', defaultMessage: 'First tee time' },
  dates: { id: 'site.region.dates', defaultMessage: 'Choose a date' },
  allClubs: {
    id: 'site.region.allClubs',
    defaultMessage: 'The clubs here, with their next free tee time',
  },
  nextDate: { id: 'site.region.nextDate', defaultMessage: 'See the tee times on {date}' },
  description: {
    id: 'site.region.description',
    defaultMessage: 'Tee times at the golf clubs of {place}, with the price you will pay.',
  },
  nothingAhead: {
    id: 'site.region.nothingAhead',
    defaultMessage: 'None of these clubs has a free tee time in the coming days',
  },
});

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
  const [result, offers, favourites] = await Promise.all([
    // First tee times and prices: shared by every visitor for a few seconds, never older than a
    // minute (shared-answers.server.ts).
    regionResults(calls, ctx.culture, where, date),
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
  const elsewhere = clubs.length === 0 ? await clubsOf(names, where) : [];
  return {
    locale: ctx.locale,
    place,
    date,
    today,
    clubs,
    elsewhere,
    next:
      elsewhere.length > 0
        ? settleWithin(
            nextTeeTimes(
              calls,
              elsewhere.map((c) => c.idVP),
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

/** The clubs of a region or municipality, by name, from the name cache. */
async function clubsOf(
  names: ReturnType<typeof namesDeps>,
  where: { idMunicipio: number } | { idRegion: number },
) {
  const found = await namesFor(names).catch((error: unknown) => {
    if (error instanceof NamesUnavailableError) return null;
    throw error;
  });
  if (!found) return [];
  const { clubs, municipalities, regions } = found.snapshot;
  return clubs
    .filter((c) =>
      'idMunicipio' in where ? c.idMunicipio === where.idMunicipio : c.idRegion === where.idRegion,
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({
      idVP: c.idVP,
      idRec: c.idRec,
      name: c.name,
      courseName: c.courseName,
      municipality: municipalities.find((m) => m.idMunicipio === c.idMunicipio)?.name ?? '',
      region: regions.find((r) => r.idL === c.idRegion)?.name ?? '',
    }));
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const canonicalUrl = useCanonicalUrl();
  const { locale, place, date, today, clubs, elsewhere, next, sort, pictures, offers, favourites } =
    loaderData;

  function go(next: { fecha?: string; sort?: string }) {
    const params = new URLSearchParams(window.location.search);
    if (next.fecha) params.set('fecha', next.fecha);
    if (next.sort) params.set('sort', next.sort);
    navigate(`${window.location.pathname}?${params.toString()}`);
  }

  const description = intl.formatMessage(messages.description, { place });
  return (
    <div className={styles.page}>
      <title>
        {intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title, { place }) })}
      </title>
      <meta name="description" content={description} />
      <SocialMeta title={intl.formatMessage(messages.title, { place })} description={description} />
      <JsonLdScript
        data={regionPageData({
          origin,
          locale,
          url: canonicalUrl,
          homeName: intl.formatMessage(seoMessages.home),
          place,
        })}
      />
      <h1 className={styles.title}>{intl.formatMessage(messages.title, { place })}</h1>
      <DateStrip
        startDate={date}
        selectedDate={date}
        minDate={today}
        maxDate={addDays(today, DATE_STRIP_MAX_DAYS)}
        onSelect={(fecha) => go({ fecha })}
        label={intl.formatMessage(messages.dates)}
      />
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {intl.formatMessage(messages.count, { count: clubs.length })}
        </p>
        <Select
          label={intl.formatMessage(messages.sort)}
          value={sort}
          onChange={(value: string) => go({ sort: value })}
          options={[
            { value: 'price', label: intl.formatMessage(messages.byPrice) },
            { value: 'name', label: intl.formatMessage(messages.byName) },
            { value: 'time', label: intl.formatMessage(messages.byTime) },
          ]}
        />
      </div>
      {clubs.length === 0 ? (
        <p role="status" className={styles.none}>
          {intl.formatMessage(messages.none)}
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
      <div className={styles.cards}>
        {clubs.map((club, index) => (
          <ClubCard
            key={`${club.clubId}-${club.courseId}`}
            name={club.name}
            courseName={club.courseName}
            place={{ municipality: club.municipality, region: place }}
            href={localePath(locale, club.path)}
            priceFrom={club.priceFrom}
            priceTo={club.priceTo}
            firstTime={club.firstTime}
            lastTime={club.lastTime}
            holes={club.holes}
            imageSrc={pictures[club.image] ?? club.image}
            imageAlt=""
            // The first photos are on screen at load, the largest paint of a phone's first view:
            // a lazy image would wait for layout before it is even asked for.
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            imageFetchPriority={index === 0 ? 'high' : 'auto'}
            headingLevel={2}
            favourite={
              <FavouriteHeart
                courseId={club.courseId}
                courseName={club.courseName}
                state={favourites}
                locale={locale}
                appearance="overlay"
              />
            }
          />
        ))}
      </div>
      <OffersStrip offers={offers} />
    </div>
  );
}

type OtherClub = Route.ComponentProps['loaderData']['elsewhere'][number];

/**
 * A day without times: one link to the first day that has some, then every club with its next
 * free time ('loading' while the engine is asked, null when it could not say).
 */
function OtherDays({
  clubs,
  next,
  locale,
  today,
}: {
  clubs: OtherClub[];
  next: NextTeeTimes | 'loading' | null;
  locale: Route.ComponentProps['loaderData']['locale'];
  today: string;
}) {
  const intl = useIntl();
  const { search } = useLocation();
  const firstDate = next && next !== 'loading' ? next.firstDate : null;
  // The page's own query with the other date: the place and the sort stay.
  const dateQuery = (fecha: string) => {
    const params = new URLSearchParams(search);
    params.set('fecha', fecha);
    return params.toString();
  };
  return (
    <section aria-labelledby="region-other-days" className={styles.otherDays}>
      {firstDate ? (
        <Link className={styles.nextDate} to={`?${dateQuery(firstDate)}`}>
          {intl.formatMessage(messages.nextDate, { date: formatDate(firstDate, locale, 'long') })}
        </Link>
      ) : null}
      {next && next !== 'loading' && !firstDate ? (
        <p className={styles.count}>{intl.formatMessage(messages.nothingAhead)}</p>
      ) : null}
      <h2 id="region-other-days" className={styles.subtitle}>
        {intl.formatMessage(messages.allClubs)}
      </h2>
      <div className={styles.cards}>
        {clubs.map((club) => {
          const nextTime = next === 'loading' ? 'loading' : (next?.byClub[club.idVP] ?? null);
          return (
            <ClubCard
              key={club.idVP}
              name={club.name}
              courseName={club.courseName}
              place={{ municipality: club.municipality, region: club.region }}
              href={localePath(
                locale,
                `/club/${slugify(club.name)}?idVP=${club.idVP}` +
                  (nextTime && nextTime !== 'loading'
                    ? `&rec=${nextTime.courseId}&fecha=${nextTime.date}`
                    : ''),
              )}
              nextTeeTime={
                nextTime && nextTime !== 'loading'
                  ? { date: nextTime.date, time: nextTime.time, today }
                  : nextTime
              }
              headingLevel={3}
            />
          );
        })}
      </div>
    </section>
  );
}
