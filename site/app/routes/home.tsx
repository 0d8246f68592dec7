import {
  ClubCard,
  ClubSpotlight,
  NoticeBoard,
  OffersStrip,
  SearchExamples,
} from '@fairway/design-system';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Await, useOutletContext } from 'react-router';
import type { Route } from './+types/home';
import { FavouriteHeart } from '../components/FavouriteHeart.tsx';
import { SocialMeta } from '../components/SeoHead.tsx';
import { noticesView, offersView } from '../lib/board.ts';
import { cacheDeps, clubDetailsDeps, namesDeps } from '../lib/context.server.ts';
import { COOKIE, parseCookies } from '../lib/cookies.server.ts';
import { readDismissed, rememberDismissed } from '../lib/dismissed-notices.ts';
import { featuredClubs } from '../lib/featured-clubs.server.ts';
import type { FeaturedClub } from '../lib/featured-clubs.server.ts';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { LEFT_OUT } from '../lib/left-out.tsx';
import { favouritesState } from '../lib/favourites.server.ts';
import { localePath } from '../lib/locale.ts';
import { namesFor, NamesUnavailableError } from '../lib/names.server.ts';
import type { NamesSnapshot } from '../lib/names.server.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import type { PageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { clubPath, regionPath } from '../lib/places.ts';
import { searchExamples } from '../lib/search-examples.ts';
import type { SearchExampleView } from '../lib/search-examples.ts';
import { boardMessages, discoverClub, regionTiles } from '../lib/shared-answers.server.ts';
import { settleWithin, STREAMED_PART_MS } from '../lib/streamed-part.ts';
import * as styles from './home.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  intro: { clubs: number };
  regions: NoMessageValues;
  courses: { count: number };
  featured: NoMessageValues;
  featuredPending: NoMessageValues;
}>({
  title: { id: 'site.home.title', defaultMessage: 'Choose your golf course in Spain and Portugal' },
  intro: {
    id: 'site.home.intro',
    defaultMessage:
      'Real tee times at {clubs} clubs, in the club’s own time, with the price you will pay.',
  },
  regions: { id: 'site.home.regions', defaultMessage: 'Where to play' },
  courses: {
    id: 'site.home.courses',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
  },
  featured: { id: 'site.home.featured', defaultMessage: 'Featured clubs' },
  featuredPending: {
    id: 'site.home.featuredPending',
    defaultMessage: 'Looking for the clubs with the soonest free tee times…',
  },
});

type Places = Pick<NamesSnapshot, 'clubs' | 'regions' | 'municipalities'>;

const NO_PLACES: Places = { clubs: [], regions: [], municipalities: [] };

function placeNames(places: Places, idMunicipio: number, idRegion: number) {
  return {
    municipality: places.municipalities.find((m) => m.idMunicipio === idMunicipio)?.name ?? '',
    region: places.regions.find((r) => r.idL === idRegion)?.name ?? '',
  };
}

/**
 * The featured clubs are streamed, not awaited: finding each candidate's next free tee time is a
 * dozen availability calls, and the first paint (hero, search, notices, regions) must not wait
 * for them. The list is also cached for a minute (featured-clubs.server.ts), so most views find it
 * ready and the stream closes at once. The promise never rejects: any failure leaves the part out,
 * and so does a list not found before the stream's end (settleWithin, in the loader).
 */
async function streamedFeatured(ctx: PageContext, request: Request, places: Places) {
  // Its own call reader: the notice this loader returned has been sent before these calls end.
  const calls = pageCalls(ctx, request);
  try {
    const clubs = await featuredClubs(
      calls,
      {
        cache: cacheDeps('availability'),
        details: clubDetailsDeps(ctx.culture),
        culture: ctx.culture,
      },
      places,
    );
    return clubs.map((club: FeaturedClub) => ({
      key: club.idVP,
      name: club.name,
      courseName: club.courseName,
      place: placeNames(places, club.idMunicipio, club.idRegion),
      href: localePath(ctx.locale, clubPath(club.name, club.idVP, club.idRec)),
      imageSrc: club.imageSrc,
      next: club.next,
      courseId: club.idRec,
    }));
  } catch (error) {
    // An expired session's redirect cannot be followed any more; the next page renews it.
    if (!(error instanceof Response))
      console.warn(JSON.stringify({ level: 'warn', msg: 'featured clubs', err: String(error) }));
    return [];
  }
}

/**
 * The search's invitation changes once a day: made once per names snapshot (the cache hands every
 * request the same one), locale and day, not sorted anew on every view.
 */
const examplesMade = new WeakMap<object, Map<string, SearchExampleView[]>>();

function examplesOf(places: Places, locale: PageContext['locale'], now = new Date()) {
  const key = `${locale}:${Math.floor(now.getTime() / 86_400_000)}`;
  let byKey = examplesMade.get(places);
  if (!byKey) {
    byKey = new Map();
    examplesMade.set(places, byKey);
  }
  let examples = byKey.get(key);
  if (!examples) {
    examples = searchExamples(places, locale, now);
    byKey.set(key, examples);
  }
  return examples;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  // The notices, offers and the club to discover dress the page: when they fail it goes on
  // without them (the engine client logs the failure), with no alert.
  const favourites = favouritesState(ctx, calls);
  // Everything here is the same for every visitor in the culture, so it comes from the shared
  // cache (shared-answers.server.ts): the names, the tiles, both boards and the club to discover
  // cost no engine call on most views.
  const names = namesFor(namesDeps(ctx.creds)).catch((error: unknown) => {
    if (!(error instanceof NamesUnavailableError)) throw error;
    calls.notice.failed.push('featuredClubs');
    return null;
  });
  const [tiles, found, board, offers, club] = await Promise.all([
    regionTiles(calls, ctx.culture),
    names,
    boardMessages(calls, ctx.culture, 'notices'),
    boardMessages(calls, ctx.culture, 'offers'),
    names.then((n) => discoverClub(calls, ctx.culture, n?.snapshot.clubs ?? [])),
  ]);
  const places = found?.snapshot ?? NO_PLACES;
  const dismissed = readDismissed(
    parseCookies(request.headers.get('cookie'))[COOKIE.dismissedNotices],
    ctx.creds.idInicioSesion,
  );
  const clubCourse = club?.listaRecorridos[0];
  return {
    locale: ctx.locale,
    tiles: tiles.ok ? tiles.data : [],
    notice: calls.notice,
    clubCount: places.clubs.length,
    notices: board.ok ? noticesView(board.data, dismissed) : [],
    offers: offers.ok ? offersView(offers.data) : [],
    discover:
      club && clubCourse
        ? {
            name: club.nombreClub,
            place: { municipality: club.nombreMunicipio, region: club.nombreRegion },
            description: club.descripcion,
            href: localePath(
              ctx.locale,
              clubPath(club.nombreClub, club.idVendedorProveedor, clubCourse.idRec),
            ),
            imageSrc: club.imagen,
          }
        : null,
    examples: examplesOf(places, ctx.locale),
    featured: found
      ? settleWithin(streamedFeatured(ctx, request, places), STREAMED_PART_MS, [])
      : Promise.resolve([]),
    favourites: await favourites,
  };
}

function Notices({ notices }: { notices: Route.ComponentProps['loaderData']['notices'] }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <NoticeBoard
      notices={notices}
      onDismiss={() => {
        rememberDismissed(notices.map((n) => n.id));
        setDismissed(true);
      }}
    />
  );
}

function FeaturedSection({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="featured">
      <h2 id="featured" className={styles.heading}>
        {intl.formatMessage(messages.featured)}
      </h2>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, tiles, clubCount, notices, offers, discover, examples, featured, favourites } =
    loaderData;
  const { search } = useOutletContext<LayoutOutlet>();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      <meta name="description" content={intl.formatMessage(messages.intro, { clubs: clubCount })} />
      <SocialMeta
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.intro, { clubs: clubCount })}
      />
      <section className={styles.hero}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro, { clubs: clubCount })}</p>
        {/* From the tablet width up the header leaves the search to the home page (docs/product.md#search). */}
        <div className={styles.heroSearch}>{search}</div>
        <SearchExamples examples={examples} />
      </section>
      {/* Keyed by the notices, so a board the loader fills anew is shown again. */}
      <Notices key={notices.map((n) => n.id).join('.')} notices={notices} />
      <OffersStrip offers={offers} />
      {discover ? <ClubSpotlight {...discover} /> : null}
      <section aria-labelledby="regions">
        <h2 id="regions" className={styles.heading}>
          {intl.formatMessage(messages.regions)}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map((tile, index) => (
            <li key={tile.idCajita}>
              <a
                className={styles.tile}
                href={localePath(locale, regionPath(tile.titulo, tile.idCajita))}
              >
                <img
                  src={tile.imagen}
                  alt=""
                  width={400}
                  height={225}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  className={styles.tileImage}
                />
                <span className={styles.tileTitle}>{tile.titulo}</span>
                <span className={styles.tileMeta}>
                  {intl.formatMessage(messages.courses, { count: tile.numRecorridos })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <Suspense
        fallback={
          <FeaturedSection>
            <p className={styles.pending}>{intl.formatMessage(messages.featuredPending)}</p>
          </FeaturedSection>
        }
      >
        <Await resolve={featured} errorElement={LEFT_OUT}>
          {(clubs) =>
            clubs.length > 0 ? (
              <FeaturedSection>
                <div className={styles.cards}>
                  {clubs.map((club) => (
                    <ClubCard
                      key={club.key}
                      name={club.name}
                      courseName={club.courseName}
                      place={club.place}
                      href={club.href}
                      imageSrc={club.imageSrc}
                      nextTeeTime={club.next}
                      headingLevel={3}
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
              </FeaturedSection>
            ) : null
          }
        </Await>
      </Suspense>
    </div>
  );
}
