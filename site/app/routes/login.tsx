import { LoginForm, Link } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { AccountFailureText } from '../features/account/AccountFailureText.tsx';
import { hasFieldErrors, readLogin } from '../features/account/account-forms.ts';
import { accountPath, nextPathOf } from '../features/account/account-paths.ts';
import { logIn, loginRefused } from '../features/account/account.server.ts';
import type { AccountFailure } from '../features/account/account-forms.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { currentUser, logoutCookies } from '../features/account/user-session.server.ts';
import * as styles from './account.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  expired: NoMessageValues;
  noAccount: { link: MessageTag };
  failed: NoMessageValues;
}>({
  title: { id: 'site.login.title', defaultMessage: 'Log in' },
  description: {
    id: 'site.login.description',
    defaultMessage: 'Log in to Fairway to see your bookings, saved cards and favourite courses.',
  },
  expired: {
    id: 'site.login.expired',
    defaultMessage:
      'For security, your session has expired. Log in again to carry on where you were.',
  },
  noAccount: {
    id: 'site.login.noAccount',
    defaultMessage: 'New to Fairway? <link>Create an account</link>',
  },
  failed: {
    id: 'site.login.failed',
    defaultMessage: 'Login failed: we could not log you in right now. Please try again.',
  },
});

/**
 * Logged-in golfers have nothing to do here and go on to `next`; after an expired session
 * (keepPage) the form shows even if stale login cookies are still there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const url = new URL(request.url);
  const keepPage = url.searchParams.get('keepPage') === 'true';
  const next = nextPathOf(url, ctx.locale);
  const user = currentUser(ctx);
  if (user && !keepPage) throw redirect(next);
  const page = { locale: ctx.locale, keepPage, next: url.searchParams.has('next') ? next : null };
  // The re-login modal sent the golfer here: a login the engine has refused (logged out elsewhere,
  // password changed) leaves its cookies now. A live one is left alone, so a link from another
  // site cannot log anyone out.
  if (user && (await loginRefused(pageCalls(ctx, request)))) {
    const headers = new Headers();
    for (const cookie of logoutCookies(ctx.cookieSecure)) headers.append('Set-Cookie', cookie);
    return data(page, { headers });
  }
  return page;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const { values, errors } = readLogin(await request.formData());
  if (hasFieldErrors(errors)) return { email: values.email, errors, failure: null };
  const result = await logIn(pageCalls(ctx, request), values, ctx.cookieSecure);
  if (!result.ok)
    return { email: values.email, errors, failure: result.failure as AccountFailure | null };
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
  // The golfer returns where they came from: the page whose session expired, or checkout.
  throw redirect(nextPathOf(new URL(request.url), ctx.locale), { headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, keepPage, next } = loaderData;
  const title = intl.formatMessage(messages.title);
  const busy = navigation.state === 'submitting';
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="description" content={intl.formatMessage(messages.description)} />
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>{title}</h1>
      {keepPage ? (
        <p className={styles.lead} role="status">
          {intl.formatMessage(messages.expired)}
        </p>
      ) : null}
      <Form method="post" noValidate className={styles.form} data-form="login">
        <LoginForm
          forgotPasswordHref={accountPath(locale, '/forgot-password', next)}
          defaultValues={{ email: actionData?.email ?? '' }}
          errors={actionData?.errors ?? {}}
          formError={
            actionData?.failure ? (
              <AccountFailureText failure={actionData.failure} fallback={messages.failed} />
            ) : undefined
          }
          busy={busy}
        />
      </Form>
      <p className={styles.aside}>
        {intl.formatMessage(messages.noAccount, {
          link: (chunks) => <Link href={accountPath(locale, '/sign-up', next)}>{chunks}</Link>,
        })}
      </p>
    </div>
  );
}
