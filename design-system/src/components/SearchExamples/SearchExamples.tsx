import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageValue } from 'react-intl';
import { cultureFor } from '@fairway/rules';
import { Link } from '../Link';
import * as styles from './SearchExamples.css';

const messages = defineMessages<{ try: { examples: MessageValue } }>({
  try: { id: 'ds.searchExamples.try', defaultMessage: 'Try {examples}' },
});

export interface SearchExample {
  label: string;
  /** Where the example leads (the place's or the club's page); through the injected Link. */
  href: string;
}

export interface SearchExamplesProps extends Omit<
  HTMLAttributes<HTMLParagraphElement>,
  'children'
> {
  /** A few names from the catalog, in the page's language; nothing renders without one. */
  examples: ReadonlyArray<SearchExample>;
}

/** An invitation under the search box: 'Try Valderrama, Algarve or Marbella', each a link. */
export function SearchExamples({ examples, className, ...rest }: SearchExamplesProps) {
  const intl = useIntl();
  if (examples.length === 0) return null;
  // Joined in the culture's own way ('A, B or C' in en-GB, with no serial comma): the site's
  // intl locale is the bare language, whose English list is the American one.
  const list = new Intl.ListFormat(cultureFor(intl.locale).culture, { type: 'disjunction' });
  let next = 0;
  const joined: ReactNode[] = list
    .formatToParts(examples.map((example) => example.label))
    .map((part, index) => {
      if (part.type === 'literal') return part.value;
      const example = examples[next++];
      return example ? (
        <Link key={index} className={styles.example} href={example.href}>
          {example.label}
        </Link>
      ) : null;
    });
  return (
    <p className={clsx(styles.examples, className)} {...rest}>
      <FormattedMessage {...messages.try} values={{ examples: joined }} />
    </p>
  );
}
