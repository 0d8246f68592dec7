import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './home.css.ts';
import { homePageMessages } from './home-page.messages.ts';

/** The featured clubs' section and its heading, around the list in whichever state it is. */
export function FeaturedSection({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="featured">
      <h2 id="featured" className={styles.heading}>
        {intl.formatMessage(homePageMessages.featured)}
      </h2>
      {children}
    </section>
  );
}
