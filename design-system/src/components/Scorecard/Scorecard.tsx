import { clsx } from 'clsx';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './Scorecard.css';

/** The tees a scorecard gives lengths from, back to front. */
export const SCORECARD_TEES = ['white', 'yellow', 'red'] as const;
export type ScorecardTee = (typeof SCORECARD_TEES)[number];

export interface ScorecardHole {
  /** 1 to 18, in playing order. */
  number: number;
  par: number;
  /** Metres from each tee. */
  metres: Record<ScorecardTee, number>;
}

const messages = defineMessages<{
  hole: NoMessageValues;
  par: NoMessageValues;
  white: NoMessageValues;
  yellow: NoMessageValues;
  red: NoMessageValues;
  out: NoMessageValues;
  in: NoMessageValues;
  total: NoMessageValues;
  unit: NoMessageValues;
}>({
  hole: { id: 'ds.scorecard.hole', defaultMessage: 'Hole' },
  par: { id: 'ds.scorecard.par', defaultMessage: 'Par' },
  white: { id: 'ds.scorecard.white', defaultMessage: 'White' },
  yellow: { id: 'ds.scorecard.yellow', defaultMessage: 'Yellow' },
  red: { id: 'ds.scorecard.red', defaultMessage: 'Red' },
  out: { id: 'ds.scorecard.out', defaultMessage: 'Out' },
  in: { id: 'ds.scorecard.in', defaultMessage: 'In' },
  total: { id: 'ds.scorecard.total', defaultMessage: 'Total' },
  unit: {
    id: 'ds.scorecard.unit',
    defaultMessage: 'Lengths in metres from the white, yellow and red tees.',
  },
});

export interface ScorecardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The table's visible title and accessible name, e.g. "Scorecard: Old Course". */
  caption: ReactNode;
  holes: readonly ScorecardHole[];
}

interface Totals {
  par: number;
  metres: Record<ScorecardTee, number>;
}

function totalsOf(holes: readonly ScorecardHole[]): Totals {
  return {
    par: holes.reduce((sum, h) => sum + h.par, 0),
    metres: {
      white: holes.reduce((sum, h) => sum + h.metres.white, 0),
      yellow: holes.reduce((sum, h) => sum + h.metres.yellow, 0),
      red: holes.reduce((sum, h) => sum + h.metres.red, 0),
    },
  };
}

/**
 * A course's scorecard: one row per hole with its par and its length from each tee, and the
 * totals (out, in and total on an eighteen). A row per hole keeps five narrow columns, so it fits
 * a phone without scrolling sideways.
 */
export function Scorecard({ caption, holes, className, ...rest }: ScorecardProps) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const eighteen = holes.length > 9;
  const front = holes.slice(0, 9);
  const back = holes.slice(9);

  function totalsRow(label: string, totals: Totals) {
    return (
      <tr className={styles.totalsRow}>
        <th scope="row" className={styles.rowHeader}>
          {label}
        </th>
        <td className={styles.cell}>{number(totals.par)}</td>
        {SCORECARD_TEES.map((tee) => (
          <td key={tee} className={styles.cell}>
            {number(totals.metres[tee])}
          </td>
        ))}
      </tr>
    );
  }

  function holeRows(list: readonly ScorecardHole[]) {
    return list.map((hole) => (
      <tr key={hole.number} className={styles.row}>
        <th scope="row" className={styles.rowHeader}>
          {number(hole.number)}
        </th>
        <td className={styles.cell}>{number(hole.par)}</td>
        {SCORECARD_TEES.map((tee) => (
          <td key={tee} className={styles.cell}>
            {number(hole.metres[tee])}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <span className={styles.captionTitle}>{caption}</span>
          <span className={styles.unit}>{intl.formatMessage(messages.unit)}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {intl.formatMessage(messages.hole)}
            </th>
            <th scope="col" className={styles.headerCell}>
              {intl.formatMessage(messages.par)}
            </th>
            {SCORECARD_TEES.map((tee) => (
              <th key={tee} scope="col" className={styles.headerCell}>
                <span aria-hidden="true" className={styles.teeMark[tee]} />
                {intl.formatMessage(messages[tee])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {eighteen ? (
            <Fragment>
              {holeRows(front)}
              {totalsRow(intl.formatMessage(messages.out), totalsOf(front))}
              {holeRows(back)}
              {totalsRow(intl.formatMessage(messages.in), totalsOf(back))}
            </Fragment>
          ) : (
            holeRows(holes)
          )}
        </tbody>
        <tfoot>{totalsRow(intl.formatMessage(messages.total), totalsOf(holes))}</tfoot>
      </table>
    </div>
  );
}
