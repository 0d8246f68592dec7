import { Button, DateStrip, Select, TeeTimeCard, TournamentLabel } from '@fairway/design-system';
import {
  addDays,
  DATE_STRIP_MAX_DAYS,
  formatDate,
  formatPrice,
  parseId,
  slugify,
} from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Await, data, Link, redirect, useNavigate, useOutletContext } from 'react-router';
import { SWRConfig } from 'swr';
import type { Route } from './+types/club';
import { FavouriteHeart } from '../components/FavouriteHeart.tsx';
import {
  JsonLdScript,
  seoMessages,
  SocialMeta,
  useCanonicalUrl,
  useSiteOrigin,
} from '../components/SeoHead.tsx';
import type { ChosenTeeTime } from '../components/TeeTimeChooserPanel.tsx';
import { teeTimesKey, useTeeTimes } from '../data/use-tee-times.ts';
import { todayIn, validDate, zoneName } from '../lib/club-date.ts';
import { clubDetails } from '../lib/club-details.server.ts';
import { cacheDeps, clubDetailsDeps, namesDeps } from '../lib/context.server.ts';
import { failureMessages } from '../lib/failure-messages.ts';
import { favouritesState } from '../lib/favourites.server.ts';
import { firstViewPicture } from '../lib/pictures.server.ts';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { LEFT_OUT } from '../lib/left-out.tsx';
import { localePath } from '../lib/locale.ts';
import { pageTitle } from '../lib/page-title.ts';
import { clubByName } from '../lib/names.server.ts';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import { sharedTeeTimes } from '../lib/tee-times.server.ts';
import { clubMultipacks } from '../lib/multipacks.server.ts';
import { multipackPath } from '../lib/multipacks.ts';
import { clubTournaments } from '../lib/tournaments.server.ts';
import { settleWithin, STREAMED_PART_MS } from '../lib/streamed-part.ts';
import { nextDayFor } from '../lib/tee-times.ts';
import { clubPageData } from '../lib/structured-data.ts';
import type { TeeTimeSlotView } from '../lib/tee-times.ts';
import * as styles from './club.css.ts';

const messages = defineMessages<{
  course: NoMessageValues;
  teeTimes: { date: string };
  localTime: { zone: string; name: string };
  none: NoMessageValues;
  unavailable: NoMessageValues;
  loading: NoMessageValues;
  retry: NoMessageValues;
  nearest: NoMessageValues;
  tournaments: NoMessageValues;
  multipacks: NoMessageValues;
  pack: { rounds: number; price: string };
  dates: NoMessageValues;
  holes: { holes: number; par: number };
  place: { municipality: string; region: string };
  courseLine: { course: string; details: string };
  nearestDay: { course: string; date: string; time: string };
  nextDay: { date: string; time: string };
  nextDayAction: { date: string };
  choose: NoMessageValues;
  chooseLabel: { time: string };
  added: { time: string };
  viewCart: NoMessageValues;
  checkout: NoMessageValues;
}>({
  course: { id: 'site.club.course', defaultMessage: 'Course' },
  teeTimes: { id: 'site.club.teeTimes', defaultMessage: 'Tee times on {date}' },
  localTime: {
    id: 'site.club.localTime',
    defaultMessage: 'Times are the club’s local time: {name} ({zone})',
  },
  none: { id: 'site.club.none', defaultMessage: 'No times found for the selected date' },
  unavailable: {
    id: 'site.club.unavailable',
    defaultMessage: 'The tee times could not be loaded',
  },
  loading: { id: 'site.club.loading', defaultMessage: 'Loading the tee times…' },
  retry: { id: 'site.club.retry', defaultMessage: 'Try again' },
  nearest: { id: 'site.club.nearest', defaultMessage: 'Nearest days with tee times' },
  tournaments: { id: 'site.club.tournaments', defaultMessage: 'Tournaments at this club' },
  multipacks: { id: 'site.club.multipacks', defaultMessage: 'Multipacks with this club' },
  pack: {
    id: 'site.club.pack',
    defaultMessage: '{rounds, plural, one {# round} other {# rounds}} for {price} per player',
  },
  dates: { id: 'site.club.dates', defaultMessage: 'Choose a date' },
  holes: { id: 'site.club.holes', defaultMessage: '{holes} holes, par {par}' },
  place: { id: 'site.club.place', defaultMessage: '{municipality}, {region}' },
  courseLine: { id: 'site.club.courseLine', defaultMessage: '{course} · {details}' },
  nearestDay: { id: 'site.club.nearestDay', defaultMessage: '{course}: {date} at {time}' },
  nextDay: {
    id: 'site.club.nextDay',
    defaultMessage: 'The next free tee time is on {date} at {time}.',
  },
  nextDayAction: { id: 'site.club.nextDayAction', defaultMessage: 'See the tee times on {date}' },
  choose: { id: 'site.club.choose', defaultMessage: 'Book' },
  chooseLabel: { id: 'site.club.chooseLabel', defaultMessage: 'Book the tee time at {time}' },
  added: { id: 'site.club.added', defaultMessage: 'The tee time at {time} is in your cart.' },
  viewCart: { id: 'site.club.viewCart', defaultMessage: 'View the cart' },
  checkout: { id: 'site.club.checkout', defaultMessage: 'Check out' },
});

// The chooser's code comes with the first choice, never with the club page's first paint.
const TeeTimeChooserPanel = lazy(() => import('../components/TeeTimeChooserPanel.tsx'));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const q = new URL(request.url).searchParams;
  const idVP =
    parseId(q.get('idVP')) ??
    (params.slug
      ? (await clubByName(namesDeps(ctx.creds), params.slug, { nocache: q.has('nocache') }))?.idVP
      : undefined);
  if (idVP === undefined) throw data(null, { status: 404 });
  const club = await clubDetails(calls, clubDetailsDeps(ctx.culture), idVP, {
    nocache: q.has('nocache'),
  });
  if (!club.ok) criticalFailure(club, calls.notice);
  const info = club.data;
  // One address per club: a slug naming another club, or none, leads to this club's own.
  const slug = slugify(info.nombreClub);
  if (params.slug !== slug) {
    const url = new URL(request.url);
    throw redirect(`${localePath(ctx.locale, `/club/${slug}`)}${url.search}`, 301);
  }
  const courses = info.listaRecorridos;
  const rec = parseId(q.get('rec'));
  const course = courses.find((c) => c.idRec === rec) ?? courses[0];
  if (!course) throw data(null, { status: 404 });
  const today = todayIn(info.zonaHoraria);
  const asked = validDate(q.get('fecha'));
  const date = asked && asked >= today ? asked : today;
  const query = { idVP, rec: course.idRec, fecha: date };
  const [teeTimes, favourites, picture] = await Promise.all([
    // Shared by every visitor for a few seconds, never older than a minute; the page's SWR hook
    // then refreshes them from /api/tee-times, which always asks the engine.
    sharedTeeTimes(calls, cacheDeps('availability'), ctx.culture, query),
    favouritesState(ctx, calls),
    // The club's photo heads a phone's first view, so it comes inside the page when small.
    firstViewPicture(info.imagen),
  ]);
  return {
    locale: ctx.locale,
    culture: ctx.culture,
    club: info,
    course,
    date,
    today,
    zone: info.zonaHoraria,
    teeTimesKey: teeTimesKey(ctx.locale, query),
    teeTimes: teeTimes.ok ? teeTimes.data : null,
    favourites,
    picture,
    // Streamed: the tee times lead the page; a club's tournaments and packs follow when they come,
    // or are left out, as when the engine fails, before the stream would cut them (streamed-part.ts).
    tournaments: settleWithin(clubTournaments(calls, ctx.culture, idVP), STREAMED_PART_MS, []).then(
      (list) =>
        list.map((t) => ({
          id: t.id,
          name: t.name,
          state: t.state,
          href: localePath(ctx.locale, t.path),
          startDate: t.startDate,
        })),
    ),
    multipacks: settleWithin(clubMultipacks(calls, ctx.culture, idVP), STREAMED_PART_MS, []).then(
      (packs) =>
        packs.map((p) => ({
          id: p.id,
          name: p.name,
          rounds: p.rounds,
          price: p.price,
          href: localePath(ctx.locale, multipackPath(p.slug)),
        })),
    ),
    notice: calls.notice,
  };
}

export default function ClubPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, culture, club, course, date, today, zone } = loaderData;
  const origin = useSiteOrigin();
  const canonicalUrl = useCanonicalUrl();

  function go(next: { fecha?: string; rec?: number }) {
    const params = new URLSearchParams(window.location.search);
    params.set('idVP', String(club.idVendedorProveedor));
    if (next.fecha) params.set('fecha', next.fecha);
    if (next.rec) params.set('rec', String(next.rec));
    navigate(`${window.location.pathname}?${params.toString()}`);
  }

  const zoneLabel = zoneName(zone, date, culture);
  const structuredData = clubPageData({
    club,
    course,
    origin,
    locale,
    url: canonicalUrl,
    homeName: intl.formatMessage(seoMessages.home),
    prices: (loaderData.teeTimes?.slots ?? []).flatMap((s) => s.rates.map((r) => r.price)),
  });
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: club.nombreClub })}</title>
      <meta name="description" content={club.descripcion} />
      <SocialMeta
        title={club.nombreClub}
        description={club.descripcion}
        image={club.imagen}
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
          <h1 className={styles.title}>{club.nombreClub}</h1>
          <FavouriteHeart
            key={course.idRec}
            courseId={course.idRec}
            courseName={course.nombre}
            state={loaderData.favourites}
            locale={locale}
          />
          <p className={styles.place}>
            {intl.formatMessage(messages.place, {
              municipality: club.nombreMunicipio,
              region: club.nombreRegion,
            })}
          </p>
          <p>{club.descripcion}</p>
        </div>
      </header>
      {club.listaRecorridos.length > 1 ? (
        <Select
          label={intl.formatMessage(messages.course)}
          value={String(course.idRec)}
          onChange={(value: string) => go({ rec: Number(value) })}
          options={club.listaRecorridos.map((c) => ({
            value: String(c.idRec),
            label: intl.formatMessage(messages.courseLine, {
              course: c.nombre,
              details: intl.formatMessage(messages.holes, { holes: c.hoyos, par: c.par }),
            }),
          }))}
        />
      ) : (
        <p className={styles.place}>
          {intl.formatMessage(messages.courseLine, {
            course: course.nombre,
            details: intl.formatMessage(messages.holes, { holes: course.hoyos, par: course.par }),
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
        label={intl.formatMessage(messages.dates)}
      />
      <section aria-labelledby="tee-times" className={styles.section}>
        <h2 id="tee-times" className={styles.subtitle}>
          {intl.formatMessage(messages.teeTimes, { date: formatDate(date, locale, 'long') })}
        </h2>
        <p className={styles.zone}>
          {intl.formatMessage(messages.localTime, { zone, name: zoneLabel })}
        </p>
        <SWRConfig
          value={{
            fallback: loaderData.teeTimes ? { [loaderData.teeTimesKey]: loaderData.teeTimes } : {},
          }}
        >
          <TeeTimesList
            swrKey={loaderData.teeTimesKey}
            seeded={loaderData.teeTimes !== null}
            idVP={club.idVendedorProveedor}
            locale={locale}
            zoneLabel={zoneLabel}
            course={{
              clubId: club.idVendedorProveedor,
              clubName: club.nombreClub,
              courseId: course.idRec,
              courseName: course.nombre,
              date,
            }}
          />
        </SWRConfig>
      </section>
      <StreamedLinks
        id="club-tournaments"
        title={intl.formatMessage(messages.tournaments)}
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
        title={intl.formatMessage(messages.multipacks)}
        items={loaderData.multipacks}
        detail={(p) => (
          <span>
            {intl.formatMessage(messages.pack, {
              rounds: p.rounds,
              price: formatPrice(p.price, locale),
            })}
          </span>
        )}
      />
    </div>
  );
}

/**
 * A part of the club page that streams in after the tee times (the club's tournaments, its
 * multipacks): a titled list of links, or nothing when there are none or the engine failed.
 */
function StreamedLinks<T extends { id: number; href: string; name: string }>({
  id,
  title,
  items,
  detail,
}: {
  id: string;
  title: string;
  items: Promise<T[]>;
  detail: (item: T) => ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={items} errorElement={LEFT_OUT}>
        {(list) =>
          list.length > 0 ? (
            <section aria-labelledby={id} className={styles.section}>
              <h2 id={id} className={styles.subtitle}>
                {title}
              </h2>
              <ul className={styles.links}>
                {list.map((item) => (
                  <li key={item.id} className={styles.linkItem}>
                    <Link to={item.href}>{item.name}</Link>
                    {detail(item)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

type CourseDay = Pick<ChosenTeeTime, 'clubId' | 'clubName' | 'courseId' | 'courseName' | 'date'>;

function TeeTimesList({
  swrKey,
  seeded,
  idVP,
  locale,
  zoneLabel,
  course,
}: {
  swrKey: string;
  seeded: boolean;
  idVP: number;
  locale: Locale;
  zoneLabel: string;
  course: CourseDay;
}) {
  const intl = useIntl();
  const { setAlert } = useOutletContext<LayoutOutlet>();
  // Null until the first choice: only then is the chooser's module asked for.
  const [chosen, setChosen] = useState<ChosenTeeTime | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const onAdded = useCallback(() => {
    const time = chosen?.time ?? '';
    const closeAlert = () => setAlert({ visible: false, type: 'success', message: null });
    setChooserOpen(false);
    setAlert({
      visible: true,
      type: 'success',
      message: (
        <>
          {intl.formatMessage(messages.added, { time })}{' '}
          {/* The message has done its job once the golfer follows it: the next page stays clear. */}
          <Link to={localePath(locale, '/cart')} onClick={closeAlert}>
            {intl.formatMessage(messages.viewCart)}
          </Link>
          {' · '}
          {/* A golfer booking one tee time goes straight on; checkout shows the same total. */}
          <Link to={localePath(locale, '/checkout')} onClick={closeAlert}>
            {intl.formatMessage(messages.checkout)}
          </Link>
        </>
      ),
    });
  }, [chosen, intl, locale, setAlert]);
  const {
    data: times,
    error,
    mutate,
  } = useTeeTimes(swrKey, {
    seeded,
    onFailure: () =>
      setAlert({
        visible: true,
        type: 'error',
        message: intl.formatMessage(failureMessages.teeTimes),
      }),
  });
  if (!times) {
    // Never "no times" when the times are unknown: say so, and offer to ask again.
    return (
      <div className={styles.unavailable}>
        <p role="status">
          {intl.formatMessage(error || seeded ? messages.unavailable : messages.loading)}
        </p>
        {error ? (
          <Button variant="secondary" onClick={() => void mutate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        ) : null}
      </div>
    );
  }
  if (times.slots.length === 0) {
    // The golfer is one click from a day with times: the first of them leads, the others follow.
    const next = nextDayFor(times.nearest, course.courseId);
    const dayHref = (courseId: number, date: string) =>
      `?idVP=${idVP}&rec=${courseId}&fecha=${date}`;
    const others = times.nearest.filter((n) => n !== next);
    return (
      <div className={styles.noTimes}>
        <p role="status" className={styles.noTimesText}>
          {[
            intl.formatMessage(messages.none),
            next
              ? intl.formatMessage(messages.nextDay, {
                  date: formatDate(next.date, locale, 'long'),
                  time: next.time,
                })
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        {next ? (
          <Link className={styles.nextDay} to={dayHref(next.courseId, next.date)}>
            {intl.formatMessage(messages.nextDayAction, {
              date: formatDate(next.date, locale, 'long'),
            })}
          </Link>
        ) : null}
        {others.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{intl.formatMessage(messages.nearest)}</h3>
            <ul>
              {others.map((n) => (
                <li key={n.courseId}>
                  <Link to={dayHref(n.courseId, n.date)}>
                    {intl.formatMessage(messages.nearestDay, {
                      course: n.courseName,
                      date: formatDate(n.date, locale, 'long'),
                      time: n.time,
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className={styles.slots}>
        {times.slots.map((slot) => (
          <li key={slot.time} className={styles.slot}>
            <TeeTimeCard
              className={styles.slotCard}
              time={slot.time}
              timeZoneName={zoneLabel}
              playersAvailable={slot.playersAvailable}
              rates={slot.rates}
              earlyBird={slot.earlyBird}
              twilight={slot.twilight}
              headingLevel={3}
            />
            {/* Beside the card, not in it: the design system's card stays a plain article. */}
            {slot.bookable ? (
              <Button
                variant="primary"
                fullWidth
                aria-label={intl.formatMessage(messages.chooseLabel, { time: slot.time })}
                onClick={() => {
                  setChosen({ ...course, ...chooserSlot(slot) });
                  setChooserOpen(true);
                }}
              >
                {intl.formatMessage(messages.choose)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {chosen ? (
        <Suspense fallback={null}>
          <TeeTimeChooserPanel
            teeTime={chosen}
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            zoneLabel={zoneLabel}
            locale={locale}
            onAdded={onAdded}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A tee time as the chooser takes it. */
function chooserSlot(
  slot: TeeTimeSlotView,
): Pick<ChosenTeeTime, 'time' | 'playersAvailable' | 'rates'> {
  return { time: slot.time, playersAvailable: slot.playersAvailable, rates: slot.rates };
}
