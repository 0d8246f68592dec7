import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/private-area.my-profile';
import { SessionEventsContext } from '../platform/browser/fetch-json.ts';
import { pageCalls } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import {
  changePassword,
  deleteAccount,
  readProfile,
  saveProfile,
  setNewsletter,
} from '../features/private-area/user-profile.server.ts';
import type { ProfileActionData } from '../features/private-area/user-profile.server.ts';
import { logoutCookies, requireUser } from '../features/account/user-session.server.ts';
import * as styles from '../features/private-area/private-area-pages.css.ts';
import {
  DeleteAccountForm,
  DetailsForm,
  NewsletterForm,
  PasswordForm,
} from '../features/private-area/ProfileForms.tsx';
import { profilePageMessages } from '../features/private-area/my-profile-page.messages.ts';

/** The golfer's personal data: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const profile = await readProfile(calls, ctx.culture);
  return {
    locale: ctx.locale,
    page: profile.ok ? profile.data : null,
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const form = await request.formData();
  let answer: ProfileActionData;
  switch (form.get('intent')) {
    case 'profile':
      answer = await saveProfile(calls, form);
      break;
    case 'password':
      answer = await changePassword(calls, form);
      break;
    case 'newsletter':
      answer = await setNewsletter(calls, form);
      break;
    case 'delete': {
      const done = await deleteAccount(calls, form);
      if ('deleted' in done) {
        // The account is gone: so is the login. Its bookings stay with the clubs.
        const headers = new Headers();
        for (const cookie of logoutCookies(ctx.cookieSecure)) headers.append('Set-Cookie', cookie);
        throw redirect('/', { headers });
      }
      answer = done;
      break;
    }
    default:
      throw data(null, { status: 400 });
  }
  return { answer, relogin: calls.notice.relogin };
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { page } = loaderData;
  const { onRelogin } = useContext(SessionEventsContext);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const answer = actionData?.answer;

  useEffect(() => {
    if (actionData?.relogin) onRelogin();
  }, [actionData, onRelogin]);

  const title = intl.formatMessage(profilePageMessages.title);
  return (
    <section aria-labelledby="private-area-profile" className={styles.section}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <h2 id="private-area-profile" className={styles.title}>
        {title}
      </h2>
      {page ? (
        <>
          <DetailsForm page={page} answer={answer} busy={sending === 'profile'} />
          <PasswordForm answer={answer} busy={sending === 'password'} />
          <NewsletterForm state={page.newsletter} answer={answer} busy={sending === 'newsletter'} />
          <DeleteAccountForm answer={answer} busy={sending === 'delete'} />
        </>
      ) : (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(profilePageMessages.failedToLoad)}
        </p>
      )}
    </section>
  );
}
