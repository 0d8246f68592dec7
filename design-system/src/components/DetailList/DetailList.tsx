import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

export interface DetailListProps {
  children: ReactNode;
  className?: string;
}

/** A booking's facts as a description list (club, date, players…), one DetailRow each. */
export function DetailList({ children, className }: DetailListProps) {
  return <dl className={clsx(styles.list, className)}>{children}</dl>;
}

export interface DetailRowProps {
  term: string;
  /** The value in bold with even-width digits: the amount that matters most. */
  strong?: boolean;
  children: ReactNode;
}

export function DetailRow({ term, strong = false, children }: DetailRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={clsx(styles.value, strong && styles.strong)}>{children}</dd>
    </div>
  );
}
