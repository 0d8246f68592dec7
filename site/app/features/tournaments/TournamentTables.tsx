import { PaginatedTable } from '@fairway/design-system';
import type { TableHeader } from '@fairway/design-system';
import { formatDate, formatHandicap } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { useViewportWidth } from '../../platform/browser/use-viewport-width.ts';
import type { RatingRow, TeeTimeRow } from './tournaments.ts';
import { tournamentPageMessages } from './tournament-page.messages.ts';
import * as styles from './tournaments.css.ts';

/** The draw: every round's tee times, when the club has published them; null rows when they failed. */
export function DrawTable({ rows, locale }: { rows: TeeTimeRow[] | null; locale: Locale }) {
  const intl = useIntl();
  const viewportWidth = useViewportWidth();
  const drawHeaders: TableHeader<TeeTimeRow>[] = [
    {
      text: intl.formatMessage(tournamentPageMessages.round),
      value: 'round',
      type: 'number',
      sortable: true,
    },
    {
      text: intl.formatMessage(tournamentPageMessages.date),
      value: 'date',
      type: 'date',
      sortable: true,
    },
    { text: intl.formatMessage(tournamentPageMessages.time), value: 'time', sortable: true },
    { text: intl.formatMessage(tournamentPageMessages.tee), value: 'tee', type: 'number' },
    { text: intl.formatMessage(tournamentPageMessages.players), value: 'players' },
  ];
  return (
    <section className={styles.section}>
      {rows ? (
        <PaginatedTable
          caption={intl.formatMessage(tournamentPageMessages.draw)}
          headers={drawHeaders}
          items={rows}
          getRowKey={(row) => row.key}
          renderCell={(row, header) =>
            header.value === 'date' ? formatDate(row.date, locale, 'medium') : undefined
          }
          initialSort={{ value: 'round', direction: 'ascend' }}
          {...(viewportWidth ? { viewportWidth } : {})}
        />
      ) : (
        <>
          <h2 className={styles.heading}>{intl.formatMessage(tournamentPageMessages.draw)}</h2>
          <p className={styles.empty}>
            {intl.formatMessage(tournamentPageMessages.tableUnavailable)}
          </p>
        </>
      )}
    </section>
  );
}

/** The ratings: each player's position and scores, when published; null rows when they failed. */
export function RatingsTable({ rows, locale }: { rows: RatingRow[] | null; locale: Locale }) {
  const intl = useIntl();
  const viewportWidth = useViewportWidth();
  const handicap = (value: number) => formatHandicap(value, locale);
  const ratingHeaders: TableHeader<RatingRow>[] = [
    {
      text: intl.formatMessage(tournamentPageMessages.position),
      value: 'position',
      type: 'number',
      sortable: true,
    },
    { text: intl.formatMessage(tournamentPageMessages.player), value: 'player', sortable: true },
    {
      text: intl.formatMessage(tournamentPageMessages.handicap),
      value: 'handicap',
      type: 'number',
    },
    { text: intl.formatMessage(tournamentPageMessages.scores), value: 'scores' },
    {
      text: intl.formatMessage(tournamentPageMessages.total),
      value: 'total',
      type: 'number',
      sortable: true,
    },
  ];
  return (
    <section className={styles.section}>
      {rows ? (
        <PaginatedTable
          caption={intl.formatMessage(tournamentPageMessages.ratings)}
          headers={ratingHeaders}
          items={rows}
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
          <h2 className={styles.heading}>{intl.formatMessage(tournamentPageMessages.ratings)}</h2>
          <p className={styles.empty}>
            {intl.formatMessage(tournamentPageMessages.tableUnavailable)}
          </p>
        </>
      )}
    </section>
  );
}
