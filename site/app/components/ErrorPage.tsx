import { Button, Logo } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import * as styles from './ErrorPage.css.ts';

const messages = defineMessages({
  notFoundTitle: { id: 'site.error.notFoundTitle', defaultMessage: 'Page not found (Error 404)' },
  notFoundText: { id: 'site.error.notFoundText', defaultMessage: 'This page could not be found' },
  errorTitle: { id: 'site.error.title', defaultMessage: 'An error occurred' },
  errorText: {
    id: 'site.error.text',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
  },
  home: { id: 'site.error.home', defaultMessage: 'Back to the home page' },
});

export function ErrorPage({ status }: { status: number }) {
  const intl = useIntl();
  const root = useRouteLoaderData<{ locale: string }>('root');
  const notFound = status === 404;
  return (
    <main className={styles.page}>
      <title>{intl.formatMessage(notFound ? messages.notFoundTitle : messages.errorTitle)}</title>
      <Logo homeHref={`/${root?.locale ?? 'en'}`} className={styles.logo} />
      <h1 className={styles.title}>
        {intl.formatMessage(notFound ? messages.notFoundTitle : messages.errorTitle)}
      </h1>
      <p className={styles.text}>
        {intl.formatMessage(notFound ? messages.notFoundText : messages.errorText)}
      </p>
      <Button onClick={() => window.location.assign(`/${root?.locale ?? 'en'}`)}>
        {intl.formatMessage(messages.home)}
      </Button>
    </main>
  );
}
