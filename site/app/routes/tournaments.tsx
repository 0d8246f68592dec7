import { TournamentCard, tournamentStateMessages } from '@fairway/design-system';
import { TOURNAMENT_STATES } from '@fairway/rules';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Form, Link } from 'react-router';
import type { Route } from './+types/tournaments';
import { SocialMeta } from '../components/SeoHead.tsx';
import { localePath } from '../lib/locale.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { regionTiles } from '../lib/shared-answers.server.ts';
import { monthsAround, parseFilters, tournamentsPath } from '../lib/tournaments.ts';
import type { TournamentFilters } from '../lib/tournaments.ts';
import { listTournaments } from '../lib/tournaments.server.ts';
import * as styles from './tournaments.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  filters: NoMessageValues;
  state: NoMessageValues;
  region: NoMessageValues;
  month: NoMessageValues;
  any: NoMessageValues;
  show: NoMessageValues;
  found: { count: number };
  empty: NoMessageValues;
  unavailable: NoMessageValues;
  pages: NoMessageValues;
  page: { page: number };
  pageOf: { page: number; pageCount: number };
}>({
  title: { id: 'site.tournaments.title', defaultMessage: 'Tournaments' },
  intro: {
    id: 'site.tournaments.intro',
    defaultMessage:
      'Open competitions at clubs in Spain and Portugal: enter online where the club allows it, then follow the draw and the ratings here.',
  },
  filters: { id: 'site.tournaments.filters', defaultMessage: 'Filter the tournaments' },
  state: { id: 'site.tournaments.state', defaultMessage: 'State' },
  region: { id: 'site.tournaments.region', defaultMessage: 'Region' },
  month: { id: 'site.tournaments.month', defaultMessage: 'Month' },
  any: { id: 'site.tournaments.any', defaultMessage: 'Any' },
  show: { id: 'site.tournaments.show', defaultMessage: 'Show tournaments' },
  found: {
    id: 'site.tournaments.found',
    defaultMessage: '{count, plural, one {# tournament} other {# tournaments}}',
  },
  empty: {
    id: 'site.tournaments.empty',
    defaultMessage: 'No tournament matches these filters. Try another month or region.',
  },
  unavailable: {
    id: 'site.tournaments.unavailable',
    defaultMessage: 'The tournaments cannot be shown right now. Please try again in a moment.',
  },
  pages: { id: 'site.tournaments.pages', defaultMessage: 'Pages of tournaments' },
  page: { id: 'site.tournaments.page', defaultMessage: 'Page {page}' },
  pageOf: { id: 'site.tournaments.pageOf', defaultMessage: 'page {page} of {pageCount}' },
});

/** Months offered by the filter: the season just played and the year ahead. */
const MONTHS_BEFORE = 3;
const MONTHS_AFTER = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const filters = parseFilters(new URL(request.url).searchParams, TOURNAMENT_STATES);
  const [list, regions] = await Promise.all([
    listTournaments(calls, filters),
    regionTiles(calls, ctx.culture),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return {
    locale: ctx.locale,
    filters,
    months: monthsAround(today, MONTHS_BEFORE, MONTHS_AFTER),
    regions: regions.ok
      ? regions.data
          .map((r) => ({ id: r.idCajita, name: r.titulo }))
          .sort((a, b) => a.name.localeCompare(b.name, ctx.culture))
      : [],
    list: list.ok ? list.data : null,
    notice: calls.notice,
  };
}

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, filters, months, regions, list } = loaderData;
  const ids = { state: useId(), region: useId(), month: useId() };
  const heading = intl.formatMessage(messages.title);
  const description = intl.formatMessage(messages.intro);
  const pageHref = (page: number) =>
    localePath(locale, tournamentsPath({ ...filters, page } satisfies TournamentFilters));
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(intl.locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  const titleParts = [
    heading,
    ...(list && list.pageCount > 1
      ? [intl.formatMessage(messages.pageOf, { page: list.page, pageCount: list.pageCount })]
      : []),
  ];

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: titleParts.join(' · ') })}</title>
      <meta name="description" content={description} />
      <SocialMeta title={heading} description={description} />
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{description}</p>

      {/* A GET form: the filters are the address, so a filtered list can be shared and works without JavaScript. */}
      <Form
        method="get"
        className={styles.filters}
        aria-label={intl.formatMessage(messages.filters)}
      >
        <label className={styles.filter} htmlFor={ids.state}>
          {intl.formatMessage(messages.state)}
          <select
            id={ids.state}
            name="state"
            className={styles.select}
            defaultValue={filters.state ?? ''}
          >
            <option value="">{intl.formatMessage(messages.any)}</option>
            {TOURNAMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage(tournamentStateMessages[state])}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter} htmlFor={ids.region}>
          {intl.formatMessage(messages.region)}
          <select
            id={ids.region}
            name="region"
            className={styles.select}
            defaultValue={filters.regionId ? String(filters.regionId) : ''}
          >
            <option value="">{intl.formatMessage(messages.any)}</option>
            {regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter} htmlFor={ids.month}>
          {intl.formatMessage(messages.month)}
          <select
            id={ids.month}
            name="month"
            className={styles.select}
            defaultValue={filters.month ?? ''}
          >
            <option value="">{intl.formatMessage(messages.any)}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {monthName(month)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.submit}>
          {intl.formatMessage(messages.show)}
        </button>
      </Form>

      {list === null ? (
        <p className={styles.empty}>{intl.formatMessage(messages.unavailable)}</p>
      ) : list.tournaments.length === 0 ? (
        <p className={styles.empty} role="status">
          {intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <>
          <p className={styles.empty} role="status">
            {intl.formatMessage(messages.found, { count: list.total })}
          </p>
          <div className={styles.cards}>
            {list.tournaments.map((t) => (
              <TournamentCard
                key={t.id}
                name={t.name}
                href={localePath(locale, t.path)}
                state={t.state}
                club={t.club}
                region={t.region}
                startDate={t.startDate}
                endDate={t.endDate}
                rounds={t.rounds.length}
                fee={t.fee}
                placesLeft={t.placesLeft}
                maxPlayers={t.maxPlayers}
                headingLevel={2}
              />
            ))}
          </div>
        </>
      )}

      {list && list.pageCount > 1 ? (
        <nav aria-label={intl.formatMessage(messages.pages)}>
          <ul className={styles.pages}>
            {Array.from({ length: list.pageCount }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  className={styles.pageLink}
                  to={pageHref(n)}
                  aria-label={intl.formatMessage(messages.page, { page: n })}
                  aria-current={n === list.page ? 'page' : undefined}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
