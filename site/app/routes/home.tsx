import { ClubCard } from '@fairway/design-system';
import { slugify } from '@fairway/design-system/rules';
import { busqueda } from '@fairway/engine/contract';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { Route } from './+types/home';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { namesDeps } from '../lib/context.server.ts';
import { namesFor, NamesUnavailableError } from '../lib/names.server.ts';
import type { NamesSnapshot } from '../lib/names.server.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './home.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  intro: { clubs: number };
  regions: NoMessageValues;
  courses: { count: number };
  featured: NoMessageValues;
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
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  // Club and region names come from the shared name cache, not a catalog call per page view.
  const [tiles, names] = await Promise.all([
    calls.call(busqueda.listarCajitas, {}, { action: 'regions' }),
    namesFor(namesDeps(ctx.creds)).catch((error: unknown) => {
      if (!(error instanceof NamesUnavailableError)) throw error;
      calls.notice.failed.push('featuredClubs');
      return null;
    }),
  ]);
  const empty: Pick<NamesSnapshot, 'clubs' | 'regions' | 'municipalities'> = {
    clubs: [],
    regions: [],
    municipalities: [],
  };
  const { clubs, regions, municipalities } = names?.snapshot ?? empty;
  // Featured: the first club by name of each region, so the list is stable between renders.
  const featured: typeof clubs = [];
  const regionsSeen = new Set<number>();
  for (const club of [...clubs].sort((a, b) => a.name.localeCompare(b.name))) {
    if (featured.length === 6 || regionsSeen.has(club.idRegion)) continue;
    regionsSeen.add(club.idRegion);
    featured.push(club);
  }
  return {
    locale: ctx.locale,
    tiles: tiles.ok ? tiles.data.listaCajitas : [],
    notice: calls.notice,
    clubCount: clubs.length,
    featured: featured.map((c) => ({
      idVP: c.idVP,
      idRec: c.idRec,
      courseName: c.courseName,
      name: c.name,
      municipality: municipalities.find((m) => m.idMunicipio === c.idMunicipio)?.name ?? '',
      region: regions.find((r) => r.idL === c.idRegion)?.name ?? '',
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, tiles, featured, clubCount } = loaderData;
  const { search } = useOutletContext<LayoutOutlet>();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      <meta name="description" content={intl.formatMessage(messages.intro, { clubs: clubCount })} />
      <section className={styles.hero}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro, { clubs: clubCount })}</p>
        {/* From the tablet width up the header leaves the search to the home page (SPEC.md section 2). */}
        <div className={styles.heroSearch}>{search}</div>
      </section>
      <section aria-labelledby="regions">
        <h2 id="regions" className={styles.heading}>
          {intl.formatMessage(messages.regions)}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map((tile, index) => (
            <li key={tile.idCajita}>
              <a
                className={styles.tile}
                href={localePath(locale, `/region/${slugify(tile.titulo)}?idReg=${tile.idCajita}`)}
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
      <section aria-labelledby="featured">
        <h2 id="featured" className={styles.heading}>
          {intl.formatMessage(messages.featured)}
        </h2>
        <div className={styles.cards}>
          {featured.map((club) => (
            <ClubCard
              key={club.idVP}
              name={club.name}
              place={{ municipality: club.municipality, region: club.region }}
              href={localePath(
                locale,
                `/club/${slugify(club.name)}?idVP=${club.idVP}&rec=${club.idRec}`,
              )}
              courseName={club.courseName}
              headingLevel={3}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
