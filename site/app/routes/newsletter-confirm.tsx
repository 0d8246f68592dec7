import { FormError, Link, SubmitButton } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/newsletter-confirm';
import { AccountFailureText } from '../features/account/AccountFailureText.tsx';
import { text } from '../features/account/account-forms.ts';
import { localePath } from '../platform/locale.ts';
import { confirmNewsletter, confirmTokenOf } from '../features/account/newsletter.server.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './account.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  confirm: NoMessageValues;
  confirming: NoMessageValues;
  confirmed: { email: string };
  noToken: NoMessageValues;
  failed: NoMessageValues;
  home: NoMessageValues;
}>({
  title: {
    id: 'site.newsletterConfirm.title',
    defaultMessage: 'Confirm your newsletter subscription',
  },
  lead: {
    id: 'site.newsletterConfirm.lead',
    defaultMessage: 'Confirm that you want to receive Fairway’s offers and news by e-mail.',
  },
  confirm: { id: 'site.newsletterConfirm.confirm', defaultMessage: 'Confirm my subscription' },
  confirming: { id: 'site.newsletterConfirm.confirming', defaultMessage: 'Confirming…' },
  confirmed: {
    id: 'site.newsletterConfirm.confirmed',
    defaultMessage: 'Thank you: {email} is now subscribed to the Fairway newsletter.',
  },
  noToken: {
    id: 'site.newsletterConfirm.noToken',
    defaultMessage: 'This link is not complete: open the link in the e-mail we sent you.',
  },
  failed: {
    id: 'site.newsletterConfirm.failed',
    defaultMessage: 'Your subscription could not be confirmed: please try again in a moment.',
  },
  home: { id: 'site.newsletterConfirm.home', defaultMessage: 'Back to the home page' },
});

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  return {
    locale: ctx.locale,
    token: confirmTokenOf(new URL(request.url).searchParams.get('token')),
  };
}

/**
 * Confirms on the golfer's click, not on opening the page: mail scanners open every link they
 * see, and a subscription must come from the address's owner.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const token = confirmTokenOf(text(await request.formData(), 'token'));
  if (!token) return { email: null, failure: null };
  const result = await confirmNewsletter(pageCalls(ctx, request), token);
  return result.ok
    ? { email: result.email, failure: null }
    : { email: null, failure: result.failure };
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale, token } = loaderData;
  const title = intl.formatMessage(messages.title);
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>{title}</h1>
      {actionData?.email ? (
        <p className={styles.lead} role="status">
          {intl.formatMessage(messages.confirmed, { email: actionData.email })}
        </p>
      ) : token ? (
        <>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
          <Form method="post" className={styles.form} data-form="newsletter-confirm">
            <input type="hidden" name="token" value={token} />
            <FormError>
              {actionData?.failure ? (
                <AccountFailureText failure={actionData.failure} fallback={messages.failed} />
              ) : null}
            </FormError>
            <SubmitButton
              busy={navigation.state === 'submitting'}
              busyLabel={intl.formatMessage(messages.confirming)}
              fullWidth
            >
              {intl.formatMessage(messages.confirm)}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p className={styles.lead} role="status">
          {intl.formatMessage(messages.noToken)}
        </p>
      )}
      <p className={styles.aside}>
        <Link href={localePath(locale, '/')}>{intl.formatMessage(messages.home)}</Link>
      </p>
    </div>
  );
}
