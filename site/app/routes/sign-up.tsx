import { Link, SignUpForm } from '@fairway/design-system';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/sign-up';
import { AccountFailureText } from '../features/account/AccountFailureText.tsx';
import { hasFieldErrors, readSignUp, signUpDefaults } from '../features/account/account-forms.ts';
import type { AccountFailure } from '../features/account/account-forms.ts';
import { accountPath, nextPathOf } from '../features/account/account-paths.ts';
import { countries, signUp } from '../features/account/account.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { currentUser } from '../features/account/user-session.server.ts';
import * as styles from './account.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  lead: NoMessageValues;
  haveAccount: { link: MessageTag };
  failed: NoMessageValues;
  newsletterHint: NoMessageValues;
}>({
  title: { id: 'site.signUp.title', defaultMessage: 'Create your account' },
  description: {
    id: 'site.signUp.description',
    defaultMessage:
      'Create a Fairway account to book faster, keep your cards and follow your favourite courses.',
  },
  lead: {
    id: 'site.signUp.lead',
    defaultMessage: 'Book faster, keep your bookings in one place and save your favourite courses.',
  },
  haveAccount: {
    id: 'site.signUp.haveAccount',
    defaultMessage: 'Already have an account? <link>Log in</link>',
  },
  failed: {
    id: 'site.signUp.failed',
    defaultMessage: 'Registration process failed: please try again in a moment.',
  },
  newsletterHint: {
    id: 'site.signUp.newsletterHint',
    defaultMessage: 'We will e-mail you a link: check your inbox to confirm your subscription.',
  },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const url = new URL(request.url);
  if (currentUser(ctx)) throw redirect(nextPathOf(url, ctx.locale));
  const calls = pageCalls(ctx, request);
  return {
    locale: ctx.locale,
    next: url.searchParams.has('next') ? nextPathOf(url, ctx.locale) : null,
    countries: (await countries(calls, ctx.culture)) ?? [],
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const known = await countries(calls, ctx.culture);
  const { values, errors } = readSignUp(
    await request.formData(),
    new Set((known ?? []).map((c) => c.value)),
  );
  const kept = signUpDefaults(values);
  if (hasFieldErrors(errors)) return { values: kept, errors, failure: null };
  const result = await signUp(calls, values, ctx.cookieSecure);
  if (!result.ok) return { values: kept, errors, failure: result.failure as AccountFailure | null };
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
  // A created account whose login failed still goes on: the login page says what to do.
  const next = nextPathOf(new URL(request.url), ctx.locale);
  throw redirect(result.cookies.length > 0 ? next : accountPath(ctx.locale, '/login', next), {
    headers,
  });
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, next } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const title = intl.formatMessage(messages.title);

  // A refused form takes the golfer to the first field to correct.
  useEffect(() => {
    if (!actionData) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [actionData]);

  return (
    <div className={styles.page} data-wide="true">
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="description" content={intl.formatMessage(messages.description)} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      <Form method="post" noValidate className={styles.form} data-form="sign-up" ref={formRef}>
        <SignUpForm
          countries={loaderData.countries}
          termsHref={localePath(locale, '/terms-and-conditions')}
          defaultValues={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          formError={
            actionData?.failure ? (
              <AccountFailureText failure={actionData.failure} fallback={messages.failed} />
            ) : undefined
          }
          busy={navigation.state === 'submitting'}
          newsletterHint={intl.formatMessage(messages.newsletterHint)}
        />
      </Form>
      <p className={styles.aside}>
        {intl.formatMessage(messages.haveAccount, {
          link: (chunks) => <Link href={accountPath(locale, '/login', next)}>{chunks}</Link>,
        })}
      </p>
    </div>
  );
}
