import { FormError, Link, ruleMessage, SubmitButton, TextField } from '@fairway/design-system';
import { FIELD_MAX } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { AccountFailureText } from '../components/AccountFailureText.tsx';
import { hasFieldErrors, readRecovery } from '../lib/account-forms.ts';
import type { AccountFailure } from '../lib/account-forms.ts';
import { accountPath, nextPathOf } from '../lib/account-paths.ts';
import { requestRecovery } from '../lib/account.server.ts';
import { siteEnv } from '../lib/env.server.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './account.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  email: NoMessageValues;
  send: NoMessageValues;
  sending: NoMessageValues;
  sent: NoMessageValues;
  back: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'site.forgot.title', defaultMessage: 'Forgot your password?' },
  lead: {
    id: 'site.forgot.lead',
    defaultMessage:
      'Enter the e-mail of your account and we will send you a link to choose a new password.',
  },
  email: { id: 'site.forgot.email', defaultMessage: 'Email' },
  send: { id: 'site.forgot.send', defaultMessage: 'Send me the link' },
  sending: { id: 'site.forgot.sending', defaultMessage: 'Sending…' },
  sent: {
    id: 'site.forgot.sent',
    defaultMessage:
      'If there is an account with that e-mail, a link to choose a new password is on its way. It works once, for 60 minutes.',
  },
  back: { id: 'site.forgot.back', defaultMessage: 'Back to log in' },
  failed: {
    id: 'site.forgot.failed',
    defaultMessage: 'Recovering password failed: please try again in a moment.',
  },
});

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const url = new URL(request.url);
  return {
    locale: ctx.locale,
    next: url.searchParams.has('next') ? nextPathOf(url, ctx.locale) : null,
  };
}

/**
 * The link goes to this shop's own reset page: SITE_PUBLIC_URL when set, else the address this
 * request came to. The engine mails it only if that origin is on its own list.
 */
function resetPage(request: Request, locale: Locale): string {
  const origin = siteEnv().SITE_PUBLIC_URL ?? new URL(request.url).origin;
  return new URL(localePath(locale, '/reset-password'), origin).href;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const { values, errors } = readRecovery(await request.formData());
  if (hasFieldErrors(errors)) return { email: values.email, errors, failure: null, sent: false };
  const result = await requestRecovery(
    pageCalls(ctx, request),
    values.email,
    resetPage(request, ctx.locale),
  );
  if (!result.ok)
    return {
      email: values.email,
      errors,
      failure: result.failure as AccountFailure | null,
      sent: false,
    };
  return { email: values.email, errors, failure: null, sent: true };
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, next } = loaderData;
  const sentRef = useRef<HTMLParagraphElement>(null);
  const title = intl.formatMessage(messages.title);
  const emailError = actionData?.errors.email;

  useEffect(() => {
    if (actionData?.sent) sentRef.current?.focus();
  }, [actionData]);

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>{title}</h1>
      {actionData?.sent ? (
        <p className={styles.lead} role="status" tabIndex={-1} ref={sentRef}>
          {intl.formatMessage(messages.sent)}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
          <Form method="post" noValidate className={styles.form} data-form="forgot-password">
            <TextField
              name="email"
              type="email"
              label={intl.formatMessage(messages.email)}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={FIELD_MAX.email}
              defaultValue={actionData?.email ?? ''}
              error={emailError ? intl.formatMessage(ruleMessage(emailError)) : undefined}
            />
            <FormError>
              {actionData?.failure ? (
                <AccountFailureText failure={actionData.failure} fallback={messages.failed} />
              ) : null}
            </FormError>
            <SubmitButton
              busy={navigation.state === 'submitting'}
              busyLabel={intl.formatMessage(messages.sending)}
              fullWidth
            >
              {intl.formatMessage(messages.send)}
            </SubmitButton>
          </Form>
        </>
      )}
      <p className={styles.aside}>
        <Link href={accountPath(locale, '/login', next)}>{intl.formatMessage(messages.back)}</Link>
      </p>
    </div>
  );
}
