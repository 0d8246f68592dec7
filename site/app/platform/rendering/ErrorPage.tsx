import { Button, Logo } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useRouteLoaderData } from 'react-router';
import { localeOfPath } from '../locale.ts';
import * as styles from './ErrorPage.css.ts';

const messages = defineMessages({
  notFoundTitle: { id: 'site.error.notFoundTitle', defaultMessage: 'Page not found (Error 404)' },
  notFoundText: { id: 'site.error.notFoundText', defaultMessage: 'This page could not be found' },
  errorTitle: { id: 'site.error.title', defaultMessage: 'An error occurred' },
  errorText: {
    id: 'site.error.text',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
  },
  tooLargeTitle: {
    id: 'site.error.tooLargeTitle',
    defaultMessage: 'Too much was sent (Error 413)',
  },
  tooLargeText: {
    id: 'site.error.tooLargeText',
    defaultMessage: 'What you sent is larger than this shop accepts. Please go back and try again.',
  },
  home: { id: 'site.error.home', defaultMessage: 'Back to the home page' },
});

/** The title and text of each status the page explains; any other is an error on our side. */
const texts = {
  404: [messages.notFoundTitle, messages.notFoundText],
  413: [messages.tooLargeTitle, messages.tooLargeText],
} as const;

export function ErrorPage({ status }: { status: number }) {
  const intl = useIntl();
  const root = useRouteLoaderData<{ locale: string }>('root');
  const path = useLocation().pathname;
  const home = `/${root?.locale ?? localeOfPath(path)}`;
  const [title, text] =
    status === 404 || status === 413 ? texts[status] : [messages.errorTitle, messages.errorText];
  return (
    <main className={styles.page}>
      <title>{intl.formatMessage(title)}</title>
      <Logo homeHref={home} className={styles.logo} />
      <h1 className={styles.title}>{intl.formatMessage(title)}</h1>
      <p className={styles.text}>{intl.formatMessage(text)}</p>
      <Button onClick={() => window.location.assign(home)}>
        {intl.formatMessage(messages.home)}
      </Button>
    </main>
  );
}
