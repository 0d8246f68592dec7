import { PriceTag } from '@fairway/design-system';
import { parseId } from '@fairway/rules';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { NoMessageValues } from 'react-intl';
import type { Route } from './+types/multipacks';
import { SocialMeta } from '../components/SeoHead.tsx';
import { localePath } from '../lib/locale.ts';
import { multipackMessages } from '../lib/multipacks-messages.ts';
import { clubNamesOf, multipackPath, multipacksPath, regionsOf } from '../lib/multipacks.ts';
import { listMultipacks } from '../lib/multipacks.server.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './multipacks.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  filters: NoMessageValues;
  allRegions: NoMessageValues;
  inRegion: { region: string };
  withClub: { club: string };
  empty: NoMessageValues;
  emptyRegion: NoMessageValues;
  unavailable: NoMessageValues;
  see: NoMessageValues;
  seeLabel: { name: string };
}>({
  title: { id: 'site.multipacks.title', defaultMessage: 'Multipacks' },
  description: {
    id: 'site.multipacks.description',
    defaultMessage:
      'Several rounds of golf at a set of courses for one price per player, played within a few weeks.',
  },
  filters: { id: 'site.multipacks.filters', defaultMessage: 'Filter the multipacks by region' },
  allRegions: { id: 'site.multipacks.allRegions', defaultMessage: 'All regions' },
  inRegion: { id: 'site.multipacks.inRegion', defaultMessage: 'Multipacks in {region}' },
  withClub: { id: 'site.multipacks.withClub', defaultMessage: 'Multipacks including {club}' },
  empty: {
    id: 'site.multipacks.empty',
    defaultMessage: 'There are no multipacks on sale at the moment.',
  },
  emptyRegion: {
    id: 'site.multipacks.emptyRegion',
    defaultMessage: 'There are no multipacks on sale in this region at the moment.',
  },
  unavailable: {
    id: 'site.multipacks.unavailable',
    defaultMessage: 'The multipacks could not be loaded. Please try again later.',
  },
  see: { id: 'site.multipacks.see', defaultMessage: 'See the multipack' },
  seeLabel: { id: 'site.multipacks.seeLabel', defaultMessage: 'See the multipack {name}' },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const q = new URL(request.url).searchParams;
  const region = parseId(q.get('region'));
  const club = parseId(q.get('club'));
  // Every pack on sale (of the club, when one is asked): the region filter is read here, so its
  // links always name every region that has a pack.
  const listed = await listMultipacks(calls, { clubId: club });
  const all = listed.ok ? listed.data : [];
  const shown = region === null ? all : all.filter((p) => p.regionId === region);
  const clubName =
    club === null
      ? null
      : (all.flatMap((p) => p.courses).find((c) => c.clubId === club)?.clubName ?? null);
  return {
    locale: ctx.locale,
    region,
    club: club === null ? null : { id: club, name: clubName },
    regions: regionsOf(all, ctx.locale),
    packs: shown.map((pack) => ({
      id: pack.id,
      name: pack.name,
      href: localePath(ctx.locale, multipackPath(pack.slug)),
      regionName: pack.regionName,
      rounds: pack.rounds,
      clubs: clubNamesOf(pack),
      price: pack.price,
      usualPrice: pack.usualPrice ?? null,
      windowDays: pack.windowDays,
    })),
    failed: !listed.ok,
    notice: calls.notice,
  };
}

export default function Multipacks({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, region, club, regions, packs, failed } = loaderData;
  const heading = intl.formatMessage(messages.title);
  const regionName = regions.find((r) => r.id === region)?.name ?? null;
  const subtitle = club?.name
    ? intl.formatMessage(messages.withClub, { club: club.name })
    : regionName
      ? intl.formatMessage(messages.inRegion, { region: regionName })
      : null;
  const description = intl.formatMessage(messages.description);
  const listHref = (regionId: number | null) =>
    localePath(locale, multipacksPath({ region: regionId, club: club?.id ?? null }));
  return (
    <div className={styles.page}>
      <title>
        {intl.formatMessage(pageTitle, {
          title: subtitle ? `${heading} · ${subtitle}` : heading,
        })}
      </title>
      <meta name="description" content={description} />
      <SocialMeta title={heading} description={description} />
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{description}</p>
      {regions.length > 1 ? (
        <nav aria-label={intl.formatMessage(messages.filters)}>
          <ul className={styles.chips}>
            <li>
              <Link
                className={styles.chip}
                to={listHref(null)}
                aria-current={region === null ? 'page' : undefined}
              >
                {intl.formatMessage(messages.allRegions)}
              </Link>
            </li>
            {regions.map((each) => (
              <li key={each.id}>
                <Link
                  className={styles.chip}
                  to={listHref(each.id)}
                  aria-current={each.id === region ? 'page' : undefined}
                >
                  {each.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {subtitle ? <h2 className={styles.subtitle}>{subtitle}</h2> : null}
      {failed ? (
        <p className={styles.muted}>{intl.formatMessage(messages.unavailable)}</p>
      ) : packs.length === 0 ? (
        <p className={styles.muted}>
          {intl.formatMessage(region === null ? messages.empty : messages.emptyRegion)}
        </p>
      ) : (
        <ul className={styles.cards}>
          {packs.map((pack) => (
            <li key={pack.id}>
              <article className={styles.card} aria-labelledby={`multipack-${pack.id}`}>
                {subtitle ? (
                  <h3 id={`multipack-${pack.id}`} className={styles.cardTitle}>
                    {pack.name}
                  </h3>
                ) : (
                  <h2 id={`multipack-${pack.id}`} className={styles.cardTitle}>
                    {pack.name}
                  </h2>
                )}
                <ul className={styles.facts}>
                  <li className={styles.muted}>{pack.regionName}</li>
                  <li>{intl.formatMessage(multipackMessages.rounds, { rounds: pack.rounds })}</li>
                  <li>
                    {intl.formatMessage(multipackMessages.clubs, {
                      clubs: intl.formatList(pack.clubs, { type: 'conjunction' }),
                    })}
                  </li>
                  <li>{intl.formatMessage(multipackMessages.window, { days: pack.windowDays })}</li>
                </ul>
                <p className={styles.price}>
                  <PriceTag
                    amount={pack.price}
                    {...(pack.usualPrice !== null ? { previousAmount: pack.usualPrice } : {})}
                  />
                  <span className={styles.muted}>
                    {intl.formatMessage(multipackMessages.perPlayer)}
                  </span>
                </p>
                <Link
                  className={styles.cardLink}
                  to={pack.href}
                  aria-label={intl.formatMessage(messages.seeLabel, { name: pack.name })}
                >
                  {intl.formatMessage(messages.see)}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
