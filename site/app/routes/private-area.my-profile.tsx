import {
  FormError,
  PasswordField,
  NewPasswordFields,
  Select,
  SubmitButton,
  TextField,
  useConfirm,
} from '@fairway/design-system';
import { FIELD_MAX, RULE_MESSAGES } from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import { useContext, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor, NoMessageValues } from 'react-intl';
import { data, Form, redirect, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/private-area.my-profile';
import { SessionEventsContext } from '../data/fetch-json.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { pageCalls } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import {
  changePassword,
  deleteAccount,
  readProfile,
  saveProfile,
  setNewsletter,
} from '../lib/user-profile.server.ts';
import type { NewsletterState, ProfileActionData } from '../lib/user-profile.server.ts';
import { emailChanges } from '../lib/user-profile.ts';
import { logoutCookies, requireUser } from '../lib/user-session.server.ts';
import * as styles from './private-area.pages.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  failedToLoad: NoMessageValues;
  details: NoMessageValues;
  name: NoMessageValues;
  surname: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  country: NoMessageValues;
  countryPlaceholder: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  emailChanged: NoMessageValues;
  emailPassword: NoMessageValues;
  emailPasswordHint: NoMessageValues;
  emailPasswordRequired: NoMessageValues;
  failedToSave: NoMessageValues;
  password: NoMessageValues;
  currentPassword: NoMessageValues;
  newPassword: NoMessageValues;
  passwordConfirmation: NoMessageValues;
  changePassword: NoMessageValues;
  changingPassword: NoMessageValues;
  passwordChanged: NoMessageValues;
  failedToChangePassword: NoMessageValues;
  newsletter: NoMessageValues;
  subscribed: NoMessageValues;
  notSubscribed: NoMessageValues;
  pendingConfirmation: NoMessageValues;
  sendLinkAgain: NoMessageValues;
  newsletterUnknown: NoMessageValues;
  subscribe: NoMessageValues;
  unsubscribe: NoMessageValues;
  newsletterFailed: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteLead: NoMessageValues;
  deletePassword: NoMessageValues;
  deleteAccount: NoMessageValues;
  deleting: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmMessage: NoMessageValues;
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
  failedToDelete: NoMessageValues;
}>({
  title: { id: 'site.profile.title', defaultMessage: 'My profile' },
  failedToLoad: {
    id: 'site.profile.failedToLoad',
    defaultMessage: 'Your details could not be loaded. Please try again in a moment.',
  },
  details: { id: 'site.profile.details', defaultMessage: 'Personal data' },
  name: { id: 'site.profile.name', defaultMessage: 'Name' },
  surname: { id: 'site.profile.surname', defaultMessage: 'Surname' },
  email: { id: 'site.profile.email', defaultMessage: 'E-mail' },
  phone: { id: 'site.profile.phone', defaultMessage: 'Phone' },
  country: { id: 'site.profile.country', defaultMessage: 'Country' },
  countryPlaceholder: { id: 'site.profile.countryPlaceholder', defaultMessage: 'Choose a country' },
  save: { id: 'site.profile.save', defaultMessage: 'Save my details' },
  saving: { id: 'site.profile.saving', defaultMessage: 'Saving…' },
  saved: { id: 'site.profile.saved', defaultMessage: 'Your details have been saved.' },
  emailChanged: {
    id: 'site.profile.emailChanged',
    defaultMessage:
      'Your details have been saved. Your e-mail has changed: your other sessions have been logged out and your previous address has been told.',
  },
  emailPassword: {
    id: 'site.profile.emailPassword',
    defaultMessage: 'Password, to confirm the new e-mail',
  },
  emailPasswordHint: {
    id: 'site.profile.emailPasswordHint',
    defaultMessage: 'Needed only to change your e-mail',
  },
  emailPasswordRequired: {
    id: 'site.profile.emailPasswordRequired',
    defaultMessage: 'Enter your current password to change your e-mail',
  },
  failedToSave: {
    id: 'site.profile.failedToSave',
    defaultMessage: 'Error changing user data',
  },
  password: { id: 'site.profile.password', defaultMessage: 'Password' },
  currentPassword: { id: 'site.profile.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'site.profile.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: {
    id: 'site.profile.passwordConfirmation',
    defaultMessage: 'Repeat the new password',
  },
  changePassword: { id: 'site.profile.changePassword', defaultMessage: 'Change my password' },
  changingPassword: { id: 'site.profile.changingPassword', defaultMessage: 'Changing…' },
  passwordChanged: {
    id: 'site.profile.passwordChanged',
    defaultMessage: 'Your password has been changed. Your other sessions have been logged out.',
  },
  failedToChangePassword: {
    id: 'site.profile.failedToChangePassword',
    defaultMessage: 'The password could not be changed',
  },
  newsletter: { id: 'site.profile.newsletter', defaultMessage: 'Newsletter' },
  subscribed: {
    id: 'site.profile.subscribed',
    defaultMessage: 'You receive our newsletter at your e-mail address.',
  },
  notSubscribed: {
    id: 'site.profile.notSubscribed',
    defaultMessage: 'You do not receive our newsletter.',
  },
  pendingConfirmation: {
    id: 'site.profile.pendingConfirmation',
    defaultMessage:
      'We have sent a link to your e-mail address: check your inbox to confirm your subscription.',
  },
  sendLinkAgain: { id: 'site.profile.sendLinkAgain', defaultMessage: 'Send the link again' },
  newsletterUnknown: {
    id: 'site.profile.newsletterUnknown',
    defaultMessage: 'Your newsletter subscription could not be checked.',
  },
  subscribe: { id: 'site.profile.subscribe', defaultMessage: 'Subscribe to the newsletter' },
  unsubscribe: { id: 'site.profile.unsubscribe', defaultMessage: 'Unsubscribe' },
  newsletterFailed: {
    id: 'site.profile.newsletterFailed',
    defaultMessage: 'Your newsletter subscription could not be changed',
  },
  deleteTitle: { id: 'site.profile.deleteTitle', defaultMessage: 'Delete my account' },
  deleteLead: {
    id: 'site.profile.deleteLead',
    defaultMessage:
      'Your personal data, saved cards and favourites are deleted. Your bookings stay valid at the clubs, and you can still manage them with their reference and e-mail.',
  },
  deletePassword: { id: 'site.profile.deletePassword', defaultMessage: 'Your password' },
  deleteAccount: { id: 'site.profile.deleteAccount', defaultMessage: 'Delete my account' },
  deleting: { id: 'site.profile.deleting', defaultMessage: 'Deleting…' },
  confirmTitle: { id: 'site.profile.confirmTitle', defaultMessage: 'Delete your account?' },
  confirmMessage: {
    id: 'site.profile.confirmMessage',
    defaultMessage:
      'Your account is deleted for good and you are logged out. This cannot be undone.',
  },
  confirmAccept: { id: 'site.profile.confirmAccept', defaultMessage: 'Yes, delete it' },
  confirmKeep: { id: 'site.profile.confirmKeep', defaultMessage: 'Keep my account' },
  failedToDelete: {
    id: 'site.profile.failedToDelete',
    defaultMessage: 'The account could not be deleted',
  },
});

/** A rule's code is its message id (the design system's catalogs translate it). */
function ruleMessage(code: RuleCode): MessageDescriptor {
  return { id: code, defaultMessage: RULE_MESSAGES[code] };
}

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

type Answer = ProfileActionData | undefined;

function failureText(
  intl: ReturnType<typeof useIntl>,
  title: MessageDescriptor,
  failed: { detail: string | null } | undefined,
): string | null {
  if (!failed) return null;
  return [intl.formatMessage(title), failed.detail].filter(Boolean).join(': ');
}

function DetailsForm({
  page,
  answer,
  busy,
}: {
  page: NonNullable<Route.ComponentProps['loaderData']['page']>;
  answer: Answer;
  busy: boolean;
}) {
  const intl = useIntl();
  const mine = answer?.intent === 'profile' ? answer : undefined;
  const values = mine?.values ?? page.profile;
  const errors = mine && !mine.ok ? mine.errors : {};
  const [country, setCountry] = useState(values.country);
  const [email, setEmail] = useState(values.email);
  const [shown, setShown] = useState(mine);
  if (shown !== mine) {
    setShown(mine);
    setCountry(values.country);
    setEmail(values.email);
  }
  // The account's address as the engine holds it: a new one needs the current password.
  const savedEmail = mine?.ok ? mine.values.email : page.profile.email;
  const hydrated = useHydrated();
  // Without JavaScript the field is always there; with it, only once another address is typed.
  const asksPassword = !hydrated || emailChanges(savedEmail, email);
  const error = (field: keyof typeof errors) => {
    const code = errors[field];
    return code ? intl.formatMessage(ruleMessage(code)) : undefined;
  };
  return (
    <section aria-labelledby="profile-details" className={styles.panel}>
      <h3 id="profile-details" className={styles.subtitle}>
        {intl.formatMessage(messages.details)}
      </h3>
      {/* The key resets the fields to what the engine saved. */}
      <Form method="post" noValidate className={styles.form} key={mine?.ok ? 'saved' : 'editing'}>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="savedEmail" value={savedEmail} />
        <TextField
          name="name"
          label={intl.formatMessage(messages.name)}
          defaultValue={values.name}
          error={error('name')}
          required
          autoComplete="given-name"
          maxLength={FIELD_MAX.name}
        />
        <TextField
          name="surname"
          label={intl.formatMessage(messages.surname)}
          defaultValue={values.surname}
          error={error('surname')}
          required
          autoComplete="family-name"
          maxLength={FIELD_MAX.name}
        />
        <TextField
          type="email"
          name="email"
          label={intl.formatMessage(messages.email)}
          defaultValue={values.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error('email')}
          required
          autoComplete="email"
          maxLength={FIELD_MAX.email}
        />
        {asksPassword ? (
          <PasswordField
            name="currentPassword"
            label={intl.formatMessage(messages.emailPassword)}
            hint={intl.formatMessage(messages.emailPasswordHint)}
            error={
              mine && !mine.ok && mine.passwordMissing
                ? intl.formatMessage(messages.emailPasswordRequired)
                : undefined
            }
            autoComplete="current-password"
            maxLength={FIELD_MAX.password}
          />
        ) : null}
        <TextField
          type="tel"
          name="phone"
          label={intl.formatMessage(messages.phone)}
          defaultValue={values.phone}
          error={error('phone')}
          required
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
        />
        <Select
          name="country"
          label={intl.formatMessage(messages.country)}
          placeholder={intl.formatMessage(messages.countryPlaceholder)}
          options={page.countries}
          value={country}
          onChange={setCountry}
          error={error('country')}
          required
        />
        <FormError>
          {mine && !mine.ok ? failureText(intl, messages.failedToSave, mine.failed) : null}
        </FormError>
        <p role="status" className={styles.lead}>
          {mine?.ok
            ? intl.formatMessage(mine.emailChanged ? messages.emailChanged : messages.saved)
            : null}
        </p>
        <div className={styles.formActions}>
          <SubmitButton
            variant="primary"
            busy={busy}
            busyLabel={intl.formatMessage(messages.saving)}
          >
            {intl.formatMessage(messages.save)}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function PasswordForm({ answer, busy }: { answer: Answer; busy: boolean }) {
  const intl = useIntl();
  const mine = answer?.intent === 'password' ? answer : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const error = (field: keyof typeof errors) => {
    const code = errors[field];
    return code ? intl.formatMessage(ruleMessage(code)) : undefined;
  };
  return (
    <section aria-labelledby="profile-password" className={styles.panel}>
      <h3 id="profile-password" className={styles.subtitle}>
        {intl.formatMessage(messages.password)}
      </h3>
      {/* A changed password clears the form: no password stays on screen. */}
      <Form method="post" noValidate className={styles.form} key={mine?.ok ? 'changed' : 'typing'}>
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          name="currentPassword"
          label={intl.formatMessage(messages.currentPassword)}
          error={error('current')}
          required
          autoComplete="current-password"
          maxLength={FIELD_MAX.password}
        />
        <NewPasswordFields
          name="newPassword"
          label={intl.formatMessage(messages.newPassword)}
          confirmationLabel={intl.formatMessage(messages.passwordConfirmation)}
          error={error('next')}
          confirmationError={error('confirmation')}
        />
        <FormError>
          {mine && !mine.ok
            ? failureText(intl, messages.failedToChangePassword, mine.failed)
            : null}
        </FormError>
        <p role="status" className={styles.lead}>
          {mine?.ok ? intl.formatMessage(messages.passwordChanged) : null}
        </p>
        <div className={styles.formActions}>
          <SubmitButton
            variant="primary"
            busy={busy}
            busyLabel={intl.formatMessage(messages.changingPassword)}
          >
            {intl.formatMessage(messages.changePassword)}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** What the newsletter panel says, and what its button offers, in each state of the address. */
const NEWSLETTER_STATUS = {
  subscribed: messages.subscribed,
  pending: messages.pendingConfirmation,
  none: messages.notSubscribed,
} as const;
const NEWSLETTER_BUTTON = {
  subscribed: messages.unsubscribe,
  pending: messages.sendLinkAgain,
  none: messages.subscribe,
} as const;

function NewsletterForm({
  state,
  answer,
  busy,
}: {
  state: NewsletterState | null;
  answer: Answer;
  busy: boolean;
}) {
  const intl = useIntl();
  const mine = answer?.intent === 'newsletter' ? answer : undefined;
  return (
    <section aria-labelledby="profile-newsletter" className={styles.panel}>
      <h3 id="profile-newsletter" className={styles.subtitle}>
        {intl.formatMessage(messages.newsletter)}
      </h3>
      <p role="status" className={styles.lead}>
        {intl.formatMessage(state === null ? messages.newsletterUnknown : NEWSLETTER_STATUS[state])}
      </p>
      <FormError>
        {mine && !mine.ok ? intl.formatMessage(messages.newsletterFailed) : null}
      </FormError>
      <Form method="post" className={styles.formActions}>
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="subscribe" value={state === 'subscribed' ? 'false' : 'true'} />
        <SubmitButton
          variant="secondary"
          busy={busy}
          busyLabel={intl.formatMessage(messages.saving)}
        >
          {intl.formatMessage(NEWSLETTER_BUTTON[state ?? 'none'])}
        </SubmitButton>
      </Form>
    </section>
  );
}

function DeleteAccountForm({ answer, busy }: { answer: Answer; busy: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const submit = useSubmit();
  const mine = answer?.intent === 'delete' ? answer : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Without a password there is nothing to confirm yet: the server says the field is required.
    if (!new FormData(form).get('password')) {
      await submit(form, { method: 'post' });
      return;
    }
    const yes = await confirm({
      title: intl.formatMessage(messages.confirmTitle),
      message: intl.formatMessage(messages.confirmMessage),
      acceptLabel: intl.formatMessage(messages.confirmAccept),
      cancelLabel: intl.formatMessage(messages.confirmKeep),
    });
    if (!yes) return;
    await submit(form, { method: 'post' });
  }

  return (
    <section aria-labelledby="profile-delete" className={styles.danger}>
      <h3 id="profile-delete" className={styles.subtitle}>
        {intl.formatMessage(messages.deleteTitle)}
      </h3>
      <p className={styles.lead}>{intl.formatMessage(messages.deleteLead)}</p>
      <Form method="post" noValidate className={styles.form} onSubmit={(e) => void onSubmit(e)}>
        <input type="hidden" name="intent" value="delete" />
        <PasswordField
          name="password"
          label={intl.formatMessage(messages.deletePassword)}
          error={
            mine?.passwordMissing ? intl.formatMessage(ruleMessage('field.required')) : undefined
          }
          required
          autoComplete="current-password"
          maxLength={FIELD_MAX.password}
        />
        <FormError>
          {mine && !mine.passwordMissing
            ? failureText(intl, messages.failedToDelete, mine.failed)
            : null}
        </FormError>
        <div className={styles.formActions}>
          <SubmitButton
            variant="critical"
            busy={busy}
            busyLabel={intl.formatMessage(messages.deleting)}
          >
            {intl.formatMessage(messages.deleteAccount)}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
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

  const title = intl.formatMessage(messages.title);
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
          {intl.formatMessage(messages.failedToLoad)}
        </p>
      )}
    </section>
  );
}
