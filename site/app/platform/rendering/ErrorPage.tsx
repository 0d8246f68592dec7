import { Button, Logo } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
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
  unreadableText: {
    id: 'site.error.unreadableText',
    defaultMessage: 'This shop could not read what was sent. Please go back and try again.',
  },
  home: { id: 'site.error.home', defaultMessage: 'Back to the home page' },
});

/** A refused body's title names its status: 400 (not parseable) or 415 (not a form). */
const unreadable = defineMessages<{ title: { status: number } }>({
  title: {
    id: 'site.error.unreadableTitle',
    defaultMessage: 'What was sent could not be read (Error {status})',
  },
});

/** The title and text of each status the page explains; any other is an error on our side. */
function pageTexts(intl: IntlShape, status: number): [string, string] {
  switch (status) {
    case 400:
    case 415:
      return [
        intl.formatMessage(unreadable.title, { status }),
        intl.formatMessage(messages.unreadableText),
      ];
    case 404:
      return [
        intl.formatMessage(messages.notFoundTitle),
        intl.formatMessage(messages.notFoundText),
      ];
    case 413:
      return [
        intl.formatMessage(messages.tooLargeTitle),
        intl.formatMessage(messages.tooLargeText),
      ];
    default:
      return [intl.formatMessage(messages.errorTitle), intl.formatMessage(messages.errorText)];
  }
}

export function ErrorPage({ status }: { status: number }) {
  const intl = useIntl();
  const root = useRouteLoaderData<{ locale: string }>('root');
  const path = useLocation().pathname;
  const home = `/${root?.locale ?? localeOfPath(path)}`;
  const [title, text] = pageTexts(intl, status);
  return (
    <main className={styles.page}>
      <title>{title}</title>
      <Logo homeHref={home} className={styles.logo} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Button onClick={() => window.location.assign(home)}>
        {intl.formatMessage(messages.home)}
      </Button>
    </main>
  );
}
