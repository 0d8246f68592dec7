import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import { formatDate } from '@fairway/rules';
import { Link } from '../Link';
import { cardLink, cardMeta, cardTitle } from '../../styles/card.css';
import * as styles from './BlogCard.css';

const messages = defineMessages<{
  byline: { date: MessageValue; author: string };
  labels: NoMessageValues;
}>({
  byline: {
    id: 'ds.blogCard.byline',
    defaultMessage: '{date} · by {author}',
  },
  labels: {
    id: 'ds.blogCard.labels',
    defaultMessage: 'Labels',
  },
});

export interface BlogCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  title: string;
  /** The post's page; rendered through the injected Link. */
  href: string;
  /** When the post was published, an ISO date or date-time; shown as the calendar date written. */
  published: string;
  /** Left out of the byline when empty. */
  author?: string;
  /** The opening words, as plain text. */
  excerpt: string;
  /** The post's topic labels, shown as chips (the page offers the filters). */
  labels?: readonly string[];
  /** Level of the title heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The language of the post's own words (title, excerpt, labels) when it is not the page's, so
   * a screen reader reads them in their language while the byline stays in the page's.
   */
  contentLang?: string;
}

/** A blog post in a list: its date and author, title, opening words and labels. */
export const BlogCard = forwardRef<HTMLElement, BlogCardProps>(function BlogCard(
  {
    title,
    href,
    published,
    author,
    excerpt,
    labels = [],
    headingLevel = 3,
    contentLang,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const date = (
    <time dateTime={published.slice(0, 10)}>{formatDate(published, intl.locale, 'long')}</time>
  );

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(styles.card, className)}
      {...rest}
    >
      <Heading id={headingId} className={cardTitle} lang={contentLang}>
        <Link className={cardLink} href={href}>
          {title}
        </Link>
      </Heading>
      <p className={cardMeta}>
        {author ? <FormattedMessage {...messages.byline} values={{ date, author }} /> : date}
      </p>
      <p className={styles.excerpt} lang={contentLang}>
        {excerpt}
      </p>
      {labels.length > 0 && (
        <ul className={styles.labels} aria-label={intl.formatMessage(messages.labels)}>
          {labels.map((label) => (
            <li key={label} className={styles.label} lang={contentLang}>
              {label}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
