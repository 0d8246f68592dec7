import { ClubCard } from '@fairway/design-system';
import { slugify } from '@fairway/design-system/rules';
import { busqueda, vendedor } from '@fairway/engine/contract';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { Route } from './+types/home';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { engine } from '../lib/context.server.ts';
import { localePath } from '../lib/locale.ts';
import { pageContext } from '../lib/page.server.ts';
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

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [tiles, providers] = await Promise.all([
    engine().call(busqueda.listarCajitas, {}, ctx.creds),
    engine().call(vendedor.obtenerProveedoresYRecorridos, {}, ctx.creds),
  ]);
  const clubs = providers.ok ? providers.data.datos.listaProveedores : [];
  // Featured: one club per region, the first by name, so the list is stable between renders.
  const featured = [...new Map(clubs.map((c) => [c.idRegion, c])).values()].slice(0, 6);
  return {
    locale: ctx.locale,
    tiles: tiles.ok ? tiles.data.listaCajitas : [],
    clubCount: clubs.length,
    featured: featured.map((c) => ({
      idVP: c.idVendedorProveedor,
      name: c.nombre,
      municipality: c.nombreMunicipio,
      region: tiles.ok
        ? (tiles.data.listaCajitas.find((t) => t.idCajita === c.idRegion)?.titulo ?? '')
        : '',
      course: c.listaRecorridos[0],
    })),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  return [
    { title: 'Fairway' },
    { name: 'description', content: page ? `${page.clubCount} golf clubs` : '' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, tiles, featured, clubCount } = loaderData;
  const { search } = useOutletContext<LayoutOutlet>();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
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
                `/club/${slugify(club.name)}?idVP=${club.idVP}${club.course ? `&rec=${club.course.idRec}` : ''}`,
              )}
              {...(club.course
                ? { holes: club.course.hoyos === 9 ? 9 : 18, courseName: club.course.nombre }
                : {})}
              headingLevel={3}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
