import { Button, PlayersTable, PlayersTableRow, VisuallyHidden } from '@fairway/design-system';
import { formatHandicap, formatPrice } from '@fairway/rules';
import type { Locale, PlayerProblems } from '@fairway/rules';
import type { Dispatch, SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { playerProblemMessages } from './messages.ts';
import { registrationPageMessages as messages } from './registration-page.messages.ts';
import { EMPTY_PLAYER, rowsOf } from './registration-rows.ts';
import type { Row } from './registration-rows.ts';
import type { TournamentDetailView } from './tournaments.ts';
import * as styles from './tournaments.css.ts';

/**
 * The players to enter, one editable row each, as many as the tournament still has places for;
 * a row keeps what the server found wrong with it when the rows before it are removed.
 */
export function RegistrationPlayers({
  tournament: t,
  locale,
  rows,
  setRows,
  maxRows,
  busy,
}: {
  tournament: TournamentDetailView;
  locale: Locale;
  rows: Row[];
  setRows: Dispatch<SetStateAction<Row[]>>;
  maxRows: number;
  busy: boolean;
}) {
  const intl = useIntl();
  const handicap = (value: number) => formatHandicap(value, locale);
  const playerErrors = (p: PlayerProblems | undefined) =>
    Object.fromEntries(
      Object.entries(p ?? {}).map(([field, problem]) => [
        field,
        intl.formatMessage(playerProblemMessages[problem], {
          min: handicap(t.handicapMin),
          max: handicap(t.handicapMax),
        }),
      ]),
    );
  return (
    <section className={styles.section} aria-labelledby="registration-players">
      <h2 id="registration-players" className={styles.heading}>
        {intl.formatMessage(messages.players)}
      </h2>
      <p className={styles.text}>
        {intl.formatMessage(messages.playersIntro, {
          fee: formatPrice(t.fee, locale),
          left: t.placesLeft,
        })}
      </p>
      {/* The section's heading names the table for sighted readers already. */}
      <PlayersTable
        caption={<VisuallyHidden>{intl.formatMessage(messages.players)}</VisuallyHidden>}
      >
        {rows.map((row, index) => (
          <PlayersTableRow
            key={row.key}
            index={index}
            defaultValues={row.values}
            errors={playerErrors(row.problems)}
            handicapMin={t.handicapMin}
            handicapMax={t.handicapMax}
            disabled={busy}
            {...(rows.length > 1
              ? { onRemove: () => setRows((all) => all.filter((r) => r.key !== row.key)) }
              : {})}
          />
        ))}
      </PlayersTable>
      {rows.length < maxRows ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => setRows((all) => [...all, ...rowsOf([EMPTY_PLAYER])])}
          >
            {intl.formatMessage(messages.addPlayer)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
