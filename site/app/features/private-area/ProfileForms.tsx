import {
  FormError,
  PasswordField,
  NewPasswordFields,
  ruleMessage,
  Select,
  SubmitButton,
  TextField,
  useConfirm,
} from '@fairway/design-system';
import { FIELD_MAX } from '@fairway/rules';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Form, useSubmit } from 'react-router';
import type { ProfilePageData } from './user-profile.server.ts';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import type { NewsletterState, ProfileActionData } from './user-profile.server.ts';
import { emailChanges } from './user-profile.ts';
import * as styles from './private-area-pages.css.ts';
import { profilePageMessages } from './my-profile-page.messages.ts';

type Answer = ProfileActionData | undefined;

function failureText(
  intl: ReturnType<typeof useIntl>,
  title: MessageDescriptor,
  failed: { detail: string | null } | undefined,
): string | null {
  if (!failed) return null;
  return [intl.formatMessage(title), failed.detail].filter(Boolean).join(': ');
}

export function DetailsForm({
  page,
  answer,
  busy,
}: {
  page: ProfilePageData;
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
        {intl.formatMessage(profilePageMessages.details)}
      </h3>
      {/* The key resets the fields to what the engine saved. */}
      <Form method="post" noValidate className={styles.form} key={mine?.ok ? 'saved' : 'editing'}>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="savedEmail" value={savedEmail} />
        <TextField
          name="name"
          label={intl.formatMessage(profilePageMessages.name)}
          defaultValue={values.name}
          error={error('name')}
          required
          autoComplete="given-name"
          maxLength={FIELD_MAX.name}
        />
        <TextField
          name="surname"
          label={intl.formatMessage(profilePageMessages.surname)}
          defaultValue={values.surname}
          error={error('surname')}
          required
          autoComplete="family-name"
          maxLength={FIELD_MAX.name}
        />
        <TextField
          type="email"
          name="email"
          label={intl.formatMessage(profilePageMessages.email)}
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
            label={intl.formatMessage(profilePageMessages.emailPassword)}
            hint={intl.formatMessage(profilePageMessages.emailPasswordHint)}
            error={
              mine && !mine.ok && mine.passwordMissing
                ? intl.formatMessage(profilePageMessages.emailPasswordRequired)
                : undefined
            }
            autoComplete="current-password"
            maxLength={FIELD_MAX.password}
          />
        ) : null}
        <TextField
          type="tel"
          name="phone"
          label={intl.formatMessage(profilePageMessages.phone)}
          defaultValue={values.phone}
          error={error('phone')}
          required
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
        />
        <Select
          name="country"
          label={intl.formatMessage(profilePageMessages.country)}
          placeholder={intl.formatMessage(profilePageMessages.countryPlaceholder)}
          options={page.countries}
          value={country}
          onChange={setCountry}
          error={error('country')}
          required
        />
        <FormError>
          {mine && !mine.ok
            ? failureText(intl, profilePageMessages.failedToSave, mine.failed)
            : null}
        </FormError>
        <p role="status" className={styles.lead}>
          {mine?.ok
            ? intl.formatMessage(
                mine.emailChanged ? profilePageMessages.emailChanged : profilePageMessages.saved,
              )
            : null}
        </p>
        <div className={styles.formActions}>
          <SubmitButton
            variant="primary"
            busy={busy}
            busyLabel={intl.formatMessage(profilePageMessages.saving)}
          >
            {intl.formatMessage(profilePageMessages.save)}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export function PasswordForm({ answer, busy }: { answer: Answer; busy: boolean }) {
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
        {intl.formatMessage(profilePageMessages.password)}
      </h3>
      {/* A changed password clears the form: no password stays on screen. */}
      <Form method="post" noValidate className={styles.form} key={mine?.ok ? 'changed' : 'typing'}>
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          name="currentPassword"
          label={intl.formatMessage(profilePageMessages.currentPassword)}
          error={error('current')}
          required
          autoComplete="current-password"
          maxLength={FIELD_MAX.password}
        />
        <NewPasswordFields
          name="newPassword"
          label={intl.formatMessage(profilePageMessages.newPassword)}
          confirmationLabel={intl.formatMessage(profilePageMessages.passwordConfirmation)}
          error={error('next')}
          confirmationError={error('confirmation')}
        />
        <FormError>
          {mine && !mine.ok
            ? failureText(intl, profilePageMessages.failedToChangePassword, mine.failed)
            : null}
        </FormError>
        <p role="status" className={styles.lead}>
          {mine?.ok ? intl.formatMessage(profilePageMessages.passwordChanged) : null}
        </p>
        <div className={styles.formActions}>
          <SubmitButton
            variant="primary"
            busy={busy}
            busyLabel={intl.formatMessage(profilePageMessages.changingPassword)}
          >
            {intl.formatMessage(profilePageMessages.changePassword)}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** What the newsletter panel says, and what its button offers, in each state of the address. */
const NEWSLETTER_STATUS = {
  subscribed: profilePageMessages.subscribed,
  pending: profilePageMessages.pendingConfirmation,
  none: profilePageMessages.notSubscribed,
} as const;

const NEWSLETTER_BUTTON = {
  subscribed: profilePageMessages.unsubscribe,
  pending: profilePageMessages.sendLinkAgain,
  none: profilePageMessages.subscribe,
} as const;

export function NewsletterForm({
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
        {intl.formatMessage(profilePageMessages.newsletter)}
      </h3>
      <p role="status" className={styles.lead}>
        {intl.formatMessage(
          state === null ? profilePageMessages.newsletterUnknown : NEWSLETTER_STATUS[state],
        )}
      </p>
      <FormError>
        {mine && !mine.ok ? intl.formatMessage(profilePageMessages.newsletterFailed) : null}
      </FormError>
      <Form method="post" className={styles.formActions}>
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="subscribe" value={state === 'subscribed' ? 'false' : 'true'} />
        <SubmitButton
          variant="secondary"
          busy={busy}
          busyLabel={intl.formatMessage(profilePageMessages.saving)}
        >
          {intl.formatMessage(NEWSLETTER_BUTTON[state ?? 'none'])}
        </SubmitButton>
      </Form>
    </section>
  );
}

export function DeleteAccountForm({ answer, busy }: { answer: Answer; busy: boolean }) {
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
      title: intl.formatMessage(profilePageMessages.confirmTitle),
      message: intl.formatMessage(profilePageMessages.confirmMessage),
      acceptLabel: intl.formatMessage(profilePageMessages.confirmAccept),
      cancelLabel: intl.formatMessage(profilePageMessages.confirmKeep),
    });
    if (!yes) return;
    await submit(form, { method: 'post' });
  }

  return (
    <section aria-labelledby="profile-delete" className={styles.danger}>
      <h3 id="profile-delete" className={styles.subtitle}>
        {intl.formatMessage(profilePageMessages.deleteTitle)}
      </h3>
      <p className={styles.lead}>{intl.formatMessage(profilePageMessages.deleteLead)}</p>
      <Form method="post" noValidate className={styles.form} onSubmit={(e) => void onSubmit(e)}>
        <input type="hidden" name="intent" value="delete" />
        <PasswordField
          name="password"
          label={intl.formatMessage(profilePageMessages.deletePassword)}
          error={
            mine?.passwordMissing ? intl.formatMessage(ruleMessage('field.required')) : undefined
          }
          required
          autoComplete="current-password"
          maxLength={FIELD_MAX.password}
        />
        <FormError>
          {mine && !mine.passwordMissing
            ? failureText(intl, profilePageMessages.failedToDelete, mine.failed)
            : null}
        </FormError>
        <div className={styles.formActions}>
          <SubmitButton
            variant="critical"
            busy={busy}
            busyLabel={intl.formatMessage(profilePageMessages.deleting)}
          >
            {intl.formatMessage(profilePageMessages.deleteAccount)}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
