import type { Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { localePath } from '../../platform/locale.ts';
import { pageTitle } from '../../platform/seo/page-title.ts';
import type { SuggestionView } from '../catalog/places.ts';
import * as regionStyles from '../region/region.css.ts';
import { nearMeMessages as messages } from './near-me.messages.ts';
import { NearMeButton } from './NearMeButton.tsx';
import * as styles from './near-me.css.ts';

/**
 * The near-me page without a position (a link followed without JavaScript, a bookmark): what the
 * button does with the position, the button, and the regions instead.
 */
export function NearMeAsk({ locale, regions }: { locale: Locale; regions: SuggestionView[] }) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <div className={regionStyles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="robots" content="noindex" />
      <h1 className={regionStyles.title}>{title}</h1>
      <p className={styles.explain}>{intl.formatMessage(messages.explain)}</p>
      <NearMeButton locale={locale} />
      <section aria-labelledby="near-me-regions">
        <h2 id="near-me-regions" className={regionStyles.subtitle}>
          {intl.formatMessage(messages.regionsHeading)}
        </h2>
        <ul className={styles.regions}>
          {regions.map((region) => (
            <li key={region.key} className={styles.region}>
              <a href={localePath(locale, region.path)}>{region.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
