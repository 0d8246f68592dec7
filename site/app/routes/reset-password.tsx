import {
  FormError,
  Link,
  NewPasswordFields,
  ruleMessage,
  SubmitButton,
} from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { AccountFailureText } from '../features/account/AccountFailureText.tsx';
import { hasFieldErrors, readNewPassword, text } from '../features/account/account-forms.ts';
import type { AccountFailure } from '../features/account/account-forms.ts';
import { accountPath } from '../features/account/account-paths.ts';
import { resetPassword } from '../features/account/account.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { PRIVATE_AREA_PATHS } from '../features/private-area/private-area.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './account.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  password: NoMessageValues;
  confirmation: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  noLink: NoMessageValues;
  askAgain: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'site.reset.title', defaultMessage: 'Choose a new password' },
  lead: {
    id: 'site.reset.lead',
    defaultMessage: 'Choose the password you will log in with from now on.',
  },
  password: { id: 'site.reset.password', defaultMessage: 'New password' },
  confirmation: { id: 'site.reset.confirmation', defaultMessage: 'Repeat new password' },
  save: { id: 'site.reset.save', defaultMessage: 'Save and log in' },
  saving: { id: 'site.reset.saving', defaultMessage: 'Saving…' },
  noLink: {
    id: 'site.reset.noLink',
    defaultMessage: 'This page opens from the link in the e-mail we sent you.',
  },
  askAgain: { id: 'site.reset.askAgain', defaultMessage: 'Ask for a new link' },
  failed: {
    id: 'site.reset.failed',
    defaultMessage: 'Recovering password failed: please try again in a moment.',
  },
});

/** The link's token; only its shape is checked here, the engine decides whether it is good. */
function tokenOf(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : null;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  return { locale: ctx.locale, token: tokenOf(new URL(request.url).searchParams.get('token')) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const form = await request.formData();
  const token = tokenOf(text(form, 'token'));
  const { errors } = readNewPassword(form);
  if (!token || hasFieldErrors(errors)) return { errors, failure: null as AccountFailure | null };
  const result = await resetPassword(
    pageCalls(ctx, request),
    token,
    readNewPassword(form).values.password,
    ctx.cookieSecure,
  );
  if (!result.ok) return { errors, failure: result.failure };
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
  throw redirect(
    result.cookies.length > 0
      ? `${localePath(ctx.locale, PRIVATE_AREA_PATHS.bookings)}?done=password-reset`
      : accountPath(ctx.locale, '/login', null),
    { headers },
  );
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, token } = loaderData;
  const title = intl.formatMessage(messages.title);
  const error = (field: 'password' | 'passwordConfirmation') => {
    const code = actionData?.errors[field];
    return code ? intl.formatMessage(ruleMessage(code)) : undefined;
  };
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>{title}</h1>
      {token ? (
        <>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
          <Form method="post" noValidate className={styles.form} data-form="reset-password">
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields
              label={intl.formatMessage(messages.password)}
              confirmationLabel={intl.formatMessage(messages.confirmation)}
              error={error('password')}
              confirmationError={error('passwordConfirmation')}
            />
            <FormError>
              {actionData?.failure ? (
                <AccountFailureText failure={actionData.failure} fallback={messages.failed} />
              ) : null}
            </FormError>
            <SubmitButton
              busy={navigation.state === 'submitting'}
              busyLabel={intl.formatMessage(messages.saving)}
              fullWidth
            >
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p className={styles.lead} role="status">
          {intl.formatMessage(messages.noLink)}
        </p>
      )}
      <p className={styles.aside}>
        <Link href={accountPath(locale, '/forgot-password', null)}>
          {intl.formatMessage(messages.askAgain)}
        </Link>
      </p>
    </div>
  );
}
