import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Icon } from '../Icon';
import * as styles from './NoticeBoard.css';

const messages = defineMessages<{ label: NoMessageValues; dismiss: NoMessageValues }>({
  label: { id: 'ds.noticeBoard.label', defaultMessage: 'Notices' },
  dismiss: { id: 'ds.noticeBoard.dismiss', defaultMessage: 'Dismiss the notices' },
});

export interface Notice {
  id: string;
  title: string;
  text: string;
}

export interface NoticeBoardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The shop's notices, newest first as the seller lists them; nothing renders without one. */
  notices: ReadonlyArray<Notice>;
  /** The golfer closed the board: the site remembers it and renders it no more. */
  onDismiss: () => void;
  /** Level of each notice's title, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** The seller's notice board: a few short notices the golfer can dismiss together. */
export function NoticeBoard({
  notices,
  onDismiss,
  headingLevel = 2,
  className,
  ...rest
}: NoticeBoardProps) {
  const intl = useIntl();
  if (notices.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-label={intl.formatMessage(messages.label)}
      className={clsx(styles.board, className)}
      {...rest}
    >
      <Icon className={styles.icon} fill="currentColor">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
      </Icon>
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            <Heading className={styles.title}>{notice.title}</Heading>
            <p className={styles.text}>{notice.text}</p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={intl.formatMessage(messages.dismiss)}
        title={intl.formatMessage(messages.dismiss)}
        onClick={onDismiss}
      >
        <Icon className={styles.dismissIcon}>
          <path d="M6 6l12 12M18 6L6 18" />
        </Icon>
      </button>
    </section>
  );
}
