import { PaginatedTable, TournamentLabel } from '@fairway/design-system';
import type { TableHeader } from '@fairway/design-system';
import { cultureFor, formatDate, formatHandicap, formatPrice } from '@fairway/rules';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/tournament';
import { SocialMeta } from '../components/SeoHead.tsx';
import { localePath } from '../lib/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { clubPath } from '../lib/places.ts';
import {
  registrationBlock,
  registrationPath,
  tournamentIdOfSlug,
  tournamentSlug,
  tournamentsPath,
} from '../lib/tournaments.ts';
import type { RatingRow, TeeTimeRow } from '../lib/tournaments.ts';
import { readDraw, readRatings, readTournament } from '../lib/tournaments.server.ts';
import { roundFormatMessages, tournamentMessages } from '../lib/tournament-messages.ts';
import { useViewportWidth } from '../lib/use-viewport-width.ts';
import * as styles from './tournaments.css.ts';

const messages = defineMessages<{
  all: NoMessageValues;
  roundWhen: { date: string; time: string };
  roundWhere: { course: string; format: string };
  dates: NoMessageValues;
  club: NoMessageValues;
  fee: NoMessageValues;
  perPlayer: { price: string };
  places: NoMessageValues;
  placesLeft: { left: number; max: number };
  handicap: NoMessageValues;
  handicapRange: { min: string; max: string };
  window: NoMessageValues;
  windowRange: { from: string; to: string };
  rounds: NoMessageValues;
  round: NoMessageValues;
  date: NoMessageValues;
  time: NoMessageValues;
  register: NoMessageValues;
  about: NoMessageValues;
  draw: NoMessageValues;
  tee: NoMessageValues;
  players: NoMessageValues;
  ratings: NoMessageValues;
  position: NoMessageValues;
  player: NoMessageValues;
  scores: NoMessageValues;
  total: NoMessageValues;
  tableUnavailable: NoMessageValues;
}>({
  all: { id: 'site.tournament.all', defaultMessage: 'All tournaments' },
  roundWhen: { id: 'site.tournament.roundWhen', defaultMessage: '{date} · {time}' },
  roundWhere: { id: 'site.tournament.roundWhere', defaultMessage: '{course} · {format}' },
  dates: { id: 'site.tournament.dates', defaultMessage: 'Dates' },
  club: { id: 'site.tournament.club', defaultMessage: 'Club' },
  fee: { id: 'site.tournament.fee', defaultMessage: 'Entry fee' },
  perPlayer: { id: 'site.tournament.perPlayer', defaultMessage: '{price} per player' },
  places: { id: 'site.tournament.places', defaultMessage: 'Places' },
  placesLeft: {
    id: 'site.tournament.placesLeft',
    defaultMessage: '{left, plural, =0 {Full} one {# place left} other {# places left}} of {max}',
  },
  handicap: { id: 'site.tournament.handicap', defaultMessage: 'Handicap' },
  handicapRange: { id: 'site.tournament.handicapRange', defaultMessage: 'From {min} to {max}' },
  window: { id: 'site.tournament.window', defaultMessage: 'Online registration' },
  windowRange: { id: 'site.tournament.windowRange', defaultMessage: 'From {from} to {to}' },
  rounds: { id: 'site.tournament.rounds', defaultMessage: 'Rounds' },
  round: { id: 'site.tournament.round', defaultMessage: 'Round' },
  date: { id: 'site.tournament.date', defaultMessage: 'Date' },
  time: { id: 'site.tournament.time', defaultMessage: 'First tee' },
  register: { id: 'site.tournament.register', defaultMessage: 'Register players' },
  about: { id: 'site.tournament.about', defaultMessage: 'About the tournament' },
  draw: { id: 'site.tournament.draw', defaultMessage: 'Tee times' },
  tee: { id: 'site.tournament.tee', defaultMessage: 'Tee' },
  players: { id: 'site.tournament.players', defaultMessage: 'Players' },
  ratings: { id: 'site.tournament.ratings', defaultMessage: 'Ratings' },
  position: { id: 'site.tournament.position', defaultMessage: 'Position' },
  player: { id: 'site.tournament.player', defaultMessage: 'Player' },
  scores: { id: 'site.tournament.scores', defaultMessage: 'Scores' },
  total: { id: 'site.tournament.total', defaultMessage: 'Total' },
  tableUnavailable: {
    id: 'site.tournament.tableUnavailable',
    defaultMessage: 'This table cannot be shown right now.',
  },
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = tournamentIdOfSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const found = await readTournament(calls, id);
  if (!found.ok) criticalFailure(found, calls.notice);
  const tournament = found.data;
  const slug = tournamentSlug(tournament.name, tournament.id);
  if (slug !== params.slug) {
    // One address per tournament: a renamed one, or a mistyped name before the id.
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/[^/]*$/, slug)}${url.search}`, 301);
  }
  const [draw, ratings] = await Promise.all([
    tournament.schedulePublished ? readDraw(calls, id) : null,
    tournament.ratingsPublished ? readRatings(calls, id) : null,
  ]);
  return {
    locale: ctx.locale,
    tournament,
    block: registrationBlock(tournament, Date.now()),
    draw: tournament.schedulePublished ? { rows: draw } : null,
    ratings: tournament.ratingsPublished ? { rows: ratings } : null,
    notice: calls.notice,
  };
}

export default function Tournament({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const viewportWidth = useViewportWidth();
  const { locale, tournament: t, block, draw, ratings } = loaderData;
  const handicap = (value: number) => formatHandicap(value, locale);
  const instant = (iso: string) =>
    new Intl.DateTimeFormat(cultureFor(locale).culture, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: t.timeZone,
    }).format(new Date(iso));
  const dates =
    t.startDate === t.endDate
      ? formatDate(t.startDate, locale, 'long')
      : `${formatDate(t.startDate, locale, 'long')} – ${formatDate(t.endDate, locale, 'long')}`;
  const description = t.description.split('\n')[0] ?? '';

  const drawHeaders: TableHeader<TeeTimeRow>[] = [
    { text: intl.formatMessage(messages.round), value: 'round', type: 'number', sortable: true },
    { text: intl.formatMessage(messages.date), value: 'date', type: 'date', sortable: true },
    { text: intl.formatMessage(messages.time), value: 'time', sortable: true },
    { text: intl.formatMessage(messages.tee), value: 'tee', type: 'number' },
    { text: intl.formatMessage(messages.players), value: 'players' },
  ];
  const ratingHeaders: TableHeader<RatingRow>[] = [
    {
      text: intl.formatMessage(messages.position),
      value: 'position',
      type: 'number',
      sortable: true,
    },
    { text: intl.formatMessage(messages.player), value: 'player', sortable: true },
    { text: intl.formatMessage(messages.handicap), value: 'handicap', type: 'number' },
    { text: intl.formatMessage(messages.scores), value: 'scores' },
    { text: intl.formatMessage(messages.total), value: 'total', type: 'number', sortable: true },
  ];

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: t.name })}</title>
      <meta name="description" content={description} />
      <SocialMeta title={t.name} description={description} />
      <Link className={styles.link} to={localePath(locale, tournamentsPath({}))}>
        {intl.formatMessage(messages.all)}
      </Link>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t.name}</h1>
        <TournamentLabel state={t.state} />
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.dates)}</dt>
          <dd className={styles.factValue}>{dates}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.club)}</dt>
          <dd className={styles.factValue}>
            {t.courseId ? (
              <Link
                className={styles.link}
                to={localePath(locale, clubPath(t.club, t.clubId, t.courseId))}
              >
                {t.club}
              </Link>
            ) : (
              t.club
            )}
            <span className={styles.factDetail}>{t.region}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.fee)}</dt>
          <dd className={styles.factValue}>
            {intl.formatMessage(messages.perPlayer, { price: formatPrice(t.fee, locale) })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.places)}</dt>
          <dd className={styles.factValue}>
            {intl.formatMessage(messages.placesLeft, { left: t.placesLeft, max: t.maxPlayers })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.handicap)}</dt>
          <dd className={styles.factValue}>
            {intl.formatMessage(messages.handicapRange, {
              min: handicap(t.handicapMin),
              max: handicap(t.handicapMax),
            })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.window)}</dt>
          <dd className={styles.factValue}>
            {t.onlineRegistration
              ? intl.formatMessage(messages.windowRange, {
                  from: instant(t.registrationOpensAt),
                  to: instant(t.registrationClosesAt),
                })
              : intl.formatMessage(tournamentMessages.notOnline)}
          </dd>
        </div>
      </dl>

      {block === null ? (
        <div>
          <Link
            className={styles.primaryLink}
            to={localePath(locale, registrationPath(t.name, t.id))}
          >
            {intl.formatMessage(messages.register)}
          </Link>
        </div>
      ) : (
        <p className={styles.note}>
          {block === 'notYet'
            ? intl.formatMessage(tournamentMessages.notYet, {
                date: instant(t.registrationOpensAt),
              })
            : intl.formatMessage(tournamentMessages[block])}
        </p>
      )}

      <section className={styles.section} aria-labelledby="tournament-rounds">
        <h2 id="tournament-rounds" className={styles.heading}>
          {intl.formatMessage(messages.rounds)}
        </h2>
        <ol className={styles.rounds}>
          {t.rounds.map((round) => (
            <li key={round.number} className={styles.fact}>
              <span className={styles.factLabel}>
                {intl.formatMessage(tournamentMessages.roundNumber, { number: round.number })}
              </span>
              <span className={styles.factValue}>
                {intl.formatMessage(messages.roundWhen, {
                  date: formatDate(round.date, locale, 'long'),
                  time: round.time,
                })}
              </span>
              <span>
                {intl.formatMessage(messages.roundWhere, {
                  course: round.course,
                  format: intl.formatMessage(roundFormatMessages[round.format]),
                })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {t.description ? (
        <section className={styles.section} aria-labelledby="tournament-about">
          <h2 id="tournament-about" className={styles.heading}>
            {intl.formatMessage(messages.about)}
          </h2>
          {t.description.split(/\n+/).map((paragraph, i) => (
            <p key={i} className={styles.text}>
              {paragraph}
            </p>
          ))}
          {t.address ? <p className={styles.text}>{t.address}</p> : null}
        </section>
      ) : null}

      {draw ? (
        <section className={styles.section}>
          {draw.rows ? (
            <PaginatedTable
              caption={intl.formatMessage(messages.draw)}
              headers={drawHeaders}
              items={draw.rows}
              getRowKey={(row) => row.key}
              renderCell={(row, header) =>
                header.value === 'date' ? formatDate(row.date, locale, 'medium') : undefined
              }
              initialSort={{ value: 'round', direction: 'ascend' }}
              {...(viewportWidth ? { viewportWidth } : {})}
            />
          ) : (
            <>
              <h2 className={styles.heading}>{intl.formatMessage(messages.draw)}</h2>
              <p className={styles.empty}>{intl.formatMessage(messages.tableUnavailable)}</p>
            </>
          )}
        </section>
      ) : null}

      {ratings ? (
        <section className={styles.section}>
          {ratings.rows ? (
            <PaginatedTable
              caption={intl.formatMessage(messages.ratings)}
              headers={ratingHeaders}
              items={ratings.rows}
              getRowKey={(row) => row.key}
              rowHeader="player"
              renderCell={(row, header) =>
                header.value === 'handicap' ? handicap(row.handicap) : undefined
              }
              initialSort={{ value: 'position', direction: 'ascend' }}
              {...(viewportWidth ? { viewportWidth } : {})}
            />
          ) : (
            <>
              <h2 className={styles.heading}>{intl.formatMessage(messages.ratings)}</h2>
              <p className={styles.empty}>{intl.formatMessage(messages.tableUnavailable)}</p>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
