import { SearchExamples } from '@fairway/design-system';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Await, Link, useOutletContext } from 'react-router';
import type { Route } from './+types/home';
import { SocialMeta } from '../platform/seo/SeoHead.tsx';
import { noticesView, offersView } from '../features/content/board.ts';
import { namesDeps } from '../features/catalog/catalog-deps.server.ts';
import { COOKIE, parseCookies } from '../platform/request/cookies.ts';
import { readDismissed } from '../features/content/dismissed-notices.ts';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { LEFT_OUT } from '../platform/rendering/left-out.tsx';
import { favouritesState } from '../features/private-area/favourites.server.ts';
import { localePath } from '../platform/locale.ts';
import { namesFor, NamesUnavailableError } from '../features/catalog/place-names.server.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import {
  boardMessages,
  discoverClub,
  regionTiles,
} from '../features/catalog/shared-answers.server.ts';
import { settleWithin, STREAMED_PART_MS } from '../platform/rendering/streamed-part.ts';
import * as styles from '../features/catalog/home.css.ts';
import {
  discoverView,
  NO_PLACES,
  regionTileView,
  examplesOf,
  streamedFeatured,
  homeTiles,
} from '../features/catalog/home.server.ts';
import { FeaturedSection } from '../features/catalog/FeaturedSection.tsx';
import { deferred } from '../platform/rendering/deferred.tsx';
import { homePageMessages } from '../features/catalog/home-page.messages.ts';

// Below the search, so their code comes after the page (deferred.tsx); their HTML is the server's.
const FeaturedClubs = deferred(() =>
  import('../features/catalog/FeaturedClubs.tsx').then((m) => m.FeaturedClubs),
);
const Notices = deferred(() => import('../features/content/Notices.tsx').then((m) => m.Notices));
const OffersStrip = deferred(() =>
  import('../features/catalog/home-boards.ts').then((m) => m.OffersStrip),
);
const ClubSpotlight = deferred(() =>
  import('../features/catalog/home-boards.ts').then((m) => m.ClubSpotlight),
);

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
  return {
    locale: ctx.locale,
    tiles: homeTiles(
      tiles.ok ? tiles.data.map(regionTileView) : [],
      new URL(request.url).searchParams.get('regions') === 'all',
    ),
    notice: calls.notice,
    clubCount: places.clubs.length,
    notices: board.ok ? noticesView(board.data, dismissed) : [],
    offers: offers.ok ? offersView(offers.data) : [],
    discover: discoverView(club, ctx.locale),
    examples: examplesOf(places, ctx.locale),
    featured: found
      ? settleWithin(streamedFeatured(ctx, request, places), STREAMED_PART_MS, [])
      : Promise.resolve([]),
    favourites: await favourites,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, tiles, clubCount, notices, offers, discover, examples, featured, favourites } =
    loaderData;
  const { search } = useOutletContext<LayoutOutlet>();
  return (
    <div className={styles.page}>
      <title>
        {intl.formatMessage(pageTitle, { title: intl.formatMessage(homePageMessages.title) })}
      </title>
      <meta
        name="description"
        content={intl.formatMessage(homePageMessages.intro, { clubs: clubCount })}
      />
      <SocialMeta
        title={intl.formatMessage(homePageMessages.title)}
        description={intl.formatMessage(homePageMessages.intro, { clubs: clubCount })}
      />
      <section className={styles.hero}>
        <h1 className={styles.title}>{intl.formatMessage(homePageMessages.title)}</h1>
        <p className={styles.intro}>
          {intl.formatMessage(homePageMessages.intro, { clubs: clubCount })}
        </p>
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
          {intl.formatMessage(homePageMessages.regions)}
        </h2>
        <ul className={styles.tiles}>
          {tiles.shown.map(({ tile, onPhone }, index) => (
            <li key={tile.id} className={onPhone ? undefined : styles.beyondPhone}>
              <a className={styles.tile} href={localePath(locale, tile.path)}>
                <img
                  src={tile.image}
                  alt=""
                  width={400}
                  height={225}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  className={styles.tileImage}
                />
                <span className={styles.tileTitle}>{tile.title}</span>
                <span className={styles.tileMeta}>
                  {intl.formatMessage(homePageMessages.courses, { count: tile.courses })}
                </span>
              </a>
            </li>
          ))}
        </ul>
        {tiles.more !== null && (
          <p className={styles.allRegions}>
            <a href={`${localePath(locale, '/')}?regions=all#regions`}>
              {intl.formatMessage(homePageMessages.allRegions, { count: tiles.more })}
            </a>
          </p>
        )}
        <p className={styles.mapLink}>
          <Link to={localePath(locale, '/map')}>
            {intl.formatMessage(homePageMessages.mapLink)}
          </Link>
        </p>
      </section>
      <Suspense
        fallback={
          <FeaturedSection>
            <p className={styles.pending}>{intl.formatMessage(homePageMessages.featuredPending)}</p>
          </FeaturedSection>
        }
      >
        <Await resolve={featured} errorElement={LEFT_OUT}>
          {(clubs) =>
            clubs.length > 0 ? (
              <FeaturedSection>
                <div className={styles.cards}>
                  <FeaturedClubs clubs={clubs} favourites={favourites} locale={locale} />
                </div>
              </FeaturedSection>
            ) : null
          }
        </Await>
      </Suspense>
    </div>
  );
}
