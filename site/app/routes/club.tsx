import { DateStrip, Select, TournamentLabel } from '@fairway/design-system';
import {
  addDays,
  DATE_STRIP_MAX_DAYS,
  formatDate,
  formatPrice,
  parseId,
  slugify,
} from '@fairway/rules';
import { useIntl } from 'react-intl';
import { data, redirect, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import type { Route } from './+types/club';
import { FavouriteHeart } from '../features/private-area/FavouriteHeart.tsx';
import { JsonLdScript, SocialMeta } from '../platform/seo/SeoHead.tsx';
import { teeTimesKey } from '../features/search/use-tee-times.ts';
import { todayIn, validDate, zoneName } from '../features/catalog/club-date.ts';
import { clubDetails } from '../features/catalog/club-details.server.ts';
import { cacheDeps } from '../platform/request/request-context.server.ts';
import { clubDetailsDeps, namesDeps } from '../features/catalog/catalog-deps.server.ts';
import { favouritesState } from '../features/private-area/favourites.server.ts';
import { firstViewPicture } from '../features/catalog/pictures.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { clubByName } from '../features/catalog/place-names.server.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { sharedTeeTimes } from '../features/search/tee-times.server.ts';
import { clubView, useClubPageData } from '../features/catalog/club-view.ts';
import { streamedClubLinks } from '../features/club/club-links.server.ts';
import * as styles from '../features/club/club.css.ts';
import { StreamedLinks, TeeTimesList } from '../features/club/ClubTeeTimes.tsx';
import { clubPageMessages } from '../features/club/club-page.messages.ts';
import { clubScorecards } from '../features/club/club-scorecards.server.ts';
import { ClubScorecard } from '../features/club/ClubScorecard.tsx';
import { ClubContact } from '../features/club/ClubContact.tsx';
import { ClubReviewsPart } from '../features/reviews/club-reviews-part.ts';
import { readClubReviews, reportFromPage } from '../features/reviews/reviews.server.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const q = url.searchParams;
  const nocache = q.has('nocache');
  const idVP =
    parseId(q.get('idVP')) ??
    (params.slug
      ? (await clubByName(namesDeps(ctx.creds), params.slug, { nocache }))?.idVP
      : undefined);
  if (idVP === undefined) throw data(null, { status: 404 });
  const club = await clubDetails(calls, clubDetailsDeps(ctx.culture), idVP, { nocache });
  if (!club.ok) criticalFailure(club, calls.notice);
  const info = clubView(club.data);
  // One address per club: a slug naming another club, or none, leads to this club's own.
  const slug = slugify(info.name);
  if (params.slug !== slug)
    throw redirect(`${localePath(ctx.locale, `/club/${slug}`)}${url.search}`, 301);
  const courses = info.courses;
  const rec = parseId(q.get('rec'));
  const course = courses.find((c) => c.id === rec) ?? courses[0];
  if (!course) throw data(null, { status: 404 });
  const today = todayIn(info.timeZone);
  const asked = validDate(q.get('fecha'));
  const date = asked && asked >= today ? asked : today;
  const query = { idVP, rec: course.id, fecha: date };
  const [teeTimes, favourites, picture, scorecards, reviews] = await Promise.all([
    // Shared by every visitor for a few seconds, never older than a minute; the page's SWR hook
    // then refreshes them from /api/tee-times, which always asks the engine.
    sharedTeeTimes(calls, cacheDeps('availability'), ctx.culture, query),
    favouritesState(ctx, calls),
    // The club's photo heads a phone's first view, so it comes inside the page when small.
    firstViewPicture(info.image),
    clubScorecards(calls, cacheDeps('catalog'), idVP, { nocache }),
    readClubReviews(calls, idVP, q),
  ]);
  return {
    locale: ctx.locale,
    culture: ctx.culture,
    club: info,
    course,
    date,
    today,
    zone: info.timeZone,
    teeTimesKey: teeTimesKey(ctx.locale, query),
    teeTimes: teeTimes.ok ? teeTimes.data : null,
    favourites,
    picture,
    scorecards,
    reviews,
    // Streamed: the tee times lead the page; the club's tournaments and packs follow.
    ...streamedClubLinks(calls, ctx, idVP),
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return reportFromPage(context, request);
}

export default function ClubPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, culture, club, course, date, today, zone } = loaderData;

  function go(next: { fecha?: string; rec?: number }) {
    const params = new URLSearchParams(window.location.search);
    params.set('idVP', String(club.id));
    if (next.fecha) params.set('fecha', next.fecha);
    if (next.rec) params.set('rec', String(next.rec));
    navigate(`${window.location.pathname}?${params.toString()}`);
  }

  const zoneLabel = zoneName(zone, date, culture);
  const prices = (loaderData.teeTimes?.slots ?? []).flatMap((s) => s.rates.map((r) => r.price));
  const structuredData = useClubPageData(club, course, locale, prices, loaderData.reviews);
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: club.name })}</title>
      <meta name="description" content={club.description} />
      <SocialMeta
        title={club.name}
        description={club.description}
        image={club.image}
        type="place"
      />
      {structuredData.map((item) => (
        <JsonLdScript key={String(item['@type'])} data={item} />
      ))}
      <header className={styles.header}>
        <img
          src={loaderData.picture}
          alt=""
          width={800}
          height={450}
          className={styles.image}
          fetchPriority="high"
        />
        <div className={styles.heading}>
          <h1 className={styles.title}>{club.name}</h1>
          <FavouriteHeart
            key={course.id}
            courseId={course.id}
            courseName={course.name}
            state={loaderData.favourites}
            locale={locale}
          />
          <p className={styles.place}>
            {intl.formatMessage(clubPageMessages.place, {
              municipality: club.municipality,
              region: club.region,
            })}
          </p>
          <p>{club.description}</p>
        </div>
      </header>
      {club.courses.length > 1 ? (
        <Select
          label={intl.formatMessage(clubPageMessages.course)}
          value={String(course.id)}
          onChange={(value: string) => go({ rec: Number(value) })}
          options={club.courses.map((c) => ({
            value: String(c.id),
            label: intl.formatMessage(clubPageMessages.courseLine, {
              course: c.name,
              details: intl.formatMessage(clubPageMessages.holes, { holes: c.holes, par: c.par }),
            }),
          }))}
        />
      ) : (
        <p className={styles.place}>
          {intl.formatMessage(clubPageMessages.courseLine, {
            course: course.name,
            details: intl.formatMessage(clubPageMessages.holes, {
              holes: course.holes,
              par: course.par,
            }),
          })}
        </p>
      )}
      <DateStrip
        startDate={date}
        selectedDate={date}
        minDate={today}
        maxDate={addDays(today, DATE_STRIP_MAX_DAYS)}
        onSelect={(fecha) => go({ fecha })}
        onPrevious={() => go({ fecha: addDays(date, -7) < today ? today : addDays(date, -7) })}
        onNext={() => go({ fecha: addDays(date, 7) })}
        label={intl.formatMessage(clubPageMessages.dates)}
      />
      <section aria-labelledby="tee-times" className={styles.section}>
        <h2 id="tee-times" className={styles.subtitle}>
          {intl.formatMessage(clubPageMessages.teeTimes, {
            date: formatDate(date, locale, 'long'),
          })}
        </h2>
        <p className={styles.zone}>
          {intl.formatMessage(clubPageMessages.localTime, { zone, name: zoneLabel })}
        </p>
        <SWRConfig
          value={{
            fallback: loaderData.teeTimes ? { [loaderData.teeTimesKey]: loaderData.teeTimes } : {},
          }}
        >
          <TeeTimesList
            swrKey={loaderData.teeTimesKey}
            seeded={loaderData.teeTimes !== null}
            idVP={club.id}
            locale={locale}
            zoneLabel={zoneLabel}
            course={{
              clubId: club.id,
              clubName: club.name,
              courseId: course.id,
              courseName: course.name,
              date,
            }}
          />
        </SWRConfig>
      </section>
      <ClubScorecard scorecards={loaderData.scorecards} courseId={course.id} />
      <ClubContact club={club} />
      <ClubReviewsPart data={loaderData.reviews} locale={locale} action={actionData} club={club} />
      <StreamedLinks
        id="club-tournaments"
        title={intl.formatMessage(clubPageMessages.tournaments)}
        items={loaderData.tournaments}
        detail={(t) => (
          <>
            <span>{formatDate(t.startDate, locale, 'long')}</span>
            <TournamentLabel state={t.state} />
          </>
        )}
      />
      <StreamedLinks
        id="club-multipacks"
        title={intl.formatMessage(clubPageMessages.multipacks)}
        items={loaderData.multipacks}
        detail={(p) => (
          <span>
            {intl.formatMessage(clubPageMessages.pack, {
              rounds: p.rounds,
              price: formatPrice(p.price, locale),
            })}
          </span>
        )}
      />
    </div>
  );
}
