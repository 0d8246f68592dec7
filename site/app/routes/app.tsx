import { StoreBadges } from '@fairway/design-system';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/app';
import { appPageMessages as messages } from '../features/content/app-page.messages.ts';
import { frontConfigFor } from '../platform/engine/front-config.server.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { cacheDeps } from '../platform/request/request-context.server.ts';
import { SocialMeta } from '../platform/seo/SeoHead.tsx';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './info.css.ts';

/** The stores come from the engine's configuration: a shop with no app in a store has no page for it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const config = await frontConfigFor(pageCalls(ctx, request), {
    ...cacheDeps(),
    culture: ctx.culture,
  });
  const stores = {
    appStore: config?.appStoreUrl ?? null,
    googlePlay: config?.googlePlayUrl ?? null,
  };
  if (!stores.appStore && !stores.googlePlay) throw data(null, { status: 404 });
  return { stores };
}

export default function AppPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { stores } = loaderData;
  const title = intl.formatMessage(messages.title);
  const description = intl.formatMessage(messages.description);
  return (
    <article className={styles.article}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="description" content={description} />
      <SocialMeta title={title} description={description} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>
        <p>{intl.formatMessage(messages.intro)}</p>
        <h2>{intl.formatMessage(messages.featuresHeading)}</h2>
        <ul>
          <li>{intl.formatMessage(messages.featureSearch)}</li>
          <li>{intl.formatMessage(messages.featureBook)}</li>
          <li>{intl.formatMessage(messages.featureVoucher)}</li>
          <li>{intl.formatMessage(messages.featureAccount)}</li>
        </ul>
        <h2>{intl.formatMessage(messages.storesHeading)}</h2>
        <StoreBadges appStoreHref={stores.appStore} googlePlayHref={stores.googlePlay} />
      </div>
    </article>
  );
}
