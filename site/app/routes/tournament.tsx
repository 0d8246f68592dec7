import { TournamentLabel } from '@fairway/design-system';
import { cultureFor, formatDate, formatHandicap, formatPrice } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/tournament';
import { SocialMeta } from '../platform/seo/SeoHead.tsx';
import { localePath } from '../platform/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { clubPath } from '../features/catalog/places.ts';
import {
  registrationBlock,
  registrationPath,
  tournamentIdOfSlug,
  tournamentSlug,
  tournamentsPath,
} from '../features/tournaments/tournaments.ts';
import {
  readDraw,
  readRatings,
  readTournament,
} from '../features/tournaments/tournaments.server.ts';
import { roundFormatMessages, tournamentMessages } from '../features/tournaments/messages.ts';
import * as styles from '../features/tournaments/tournaments.css.ts';
import { DrawTable, RatingsTable } from '../features/tournaments/TournamentTables.tsx';
import { tournamentPageMessages } from '../features/tournaments/tournament-page.messages.ts';

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

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: t.name })}</title>
      <meta name="description" content={description} />
      <SocialMeta title={t.name} description={description} />
      <Link className={styles.link} to={localePath(locale, tournamentsPath({}))}>
        {intl.formatMessage(tournamentPageMessages.all)}
      </Link>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t.name}</h1>
        <TournamentLabel state={t.state} />
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(tournamentPageMessages.dates)}</dt>
          <dd className={styles.factValue}>{dates}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(tournamentPageMessages.club)}</dt>
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
          <dt className={styles.factLabel}>{intl.formatMessage(tournamentPageMessages.fee)}</dt>
          <dd className={styles.factValue}>
            {intl.formatMessage(tournamentPageMessages.perPlayer, {
              price: formatPrice(t.fee, locale),
            })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(tournamentPageMessages.places)}</dt>
          <dd className={styles.factValue}>
            {intl.formatMessage(tournamentPageMessages.placesLeft, {
              left: t.placesLeft,
              max: t.maxPlayers,
            })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {intl.formatMessage(tournamentPageMessages.handicap)}
          </dt>
          <dd className={styles.factValue}>
            {intl.formatMessage(tournamentPageMessages.handicapRange, {
              min: handicap(t.handicapMin),
              max: handicap(t.handicapMax),
            })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(tournamentPageMessages.window)}</dt>
          <dd className={styles.factValue}>
            {t.onlineRegistration
              ? intl.formatMessage(tournamentPageMessages.windowRange, {
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
            {intl.formatMessage(tournamentPageMessages.register)}
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
          {intl.formatMessage(tournamentPageMessages.rounds)}
        </h2>
        <ol className={styles.rounds}>
          {t.rounds.map((round) => (
            <li key={round.number} className={styles.fact}>
              <span className={styles.factLabel}>
                {intl.formatMessage(tournamentMessages.roundNumber, { number: round.number })}
              </span>
              <span className={styles.factValue}>
                {intl.formatMessage(tournamentPageMessages.roundWhen, {
                  date: formatDate(round.date, locale, 'long'),
                  time: round.time,
                })}
              </span>
              <span>
                {intl.formatMessage(tournamentPageMessages.roundWhere, {
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
            {intl.formatMessage(tournamentPageMessages.about)}
          </h2>
          {t.description.split(/\n+/).map((paragraph, i) => (
            <p key={i} className={styles.text}>
              {paragraph}
            </p>
          ))}
          {t.address ? <p className={styles.text}>{t.address}</p> : null}
        </section>
      ) : null}

      {draw ? <DrawTable rows={draw.rows} locale={locale} /> : null}

      {ratings ? <RatingsTable rows={ratings.rows} locale={locale} /> : null}
    </div>
  );
}
