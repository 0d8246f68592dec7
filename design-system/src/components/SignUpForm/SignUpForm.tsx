import { clsx } from 'clsx';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageTag, type NoMessageValues } from 'react-intl';
import { ruleMessage } from '../../i18n';
import { FIELD_MAX, type RuleCode } from '@fairway/rules';
import { Checkbox } from '../Checkbox';
import { Field } from '../Field';
import { FormError } from '../FormError';
import { HolderFields } from '../HolderFields';
import { Icon } from '../Icon';
import { Link, OpensInNewTab } from '../Link';
import { NewPasswordFields } from '../NewPasswordFields';
import { Select, type SelectOption } from '../Select';
import * as selectStyles from '../Select/Select.css';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import * as styles from './SignUpForm.css';

const messages = defineMessages<{
  requiredNote: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  country: NoMessageValues;
  countryPlaceholder: NoMessageValues;
  password: NoMessageValues;
  passwordConfirmation: NoMessageValues;
  terms: { link: MessageTag };
  newsletter: NoMessageValues;
  submit: NoMessageValues;
  busy: NoMessageValues;
}>({
  requiredNote: {
    id: 'ds.signUpForm.requiredNote',
    defaultMessage: 'Fields marked with * are required',
  },
  email: { id: 'ds.signUpForm.email', defaultMessage: 'Email' },
  phone: { id: 'ds.signUpForm.phone', defaultMessage: 'Phone' },
  country: { id: 'ds.signUpForm.country', defaultMessage: 'Country' },
  countryPlaceholder: {
    id: 'ds.signUpForm.countryPlaceholder',
    defaultMessage: 'Choose your country',
  },
  password: { id: 'ds.signUpForm.password', defaultMessage: 'Password' },
  passwordConfirmation: {
    id: 'ds.signUpForm.passwordConfirmation',
    defaultMessage: 'Repeat password',
  },
  terms: {
    id: 'ds.signUpForm.terms',
    defaultMessage: 'I accept the <link>terms and conditions</link>',
  },
  newsletter: {
    id: 'ds.signUpForm.newsletter',
    defaultMessage: 'Send me offers and news by email',
  },
  submit: { id: 'ds.signUpForm.submit', defaultMessage: 'Create account' },
  busy: { id: 'ds.signUpForm.busy', defaultMessage: 'Creating your account…' },
});

/** The `name` of each field, as a plain form POST sends them. */
export const SIGN_UP_FIELD_NAMES = [
  'name',
  'surname',
  'email',
  'password',
  'passwordConfirmation',
  'phone',
  'country',
  'terms',
  'newsletter',
] as const;

export type SignUpFieldName = (typeof SIGN_UP_FIELD_NAMES)[number];

/** What the golfer sent last time, after a refused sign-up. Passwords are never given back. */
export interface SignUpFormValues {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  /** A country's code, one of `countries`' values. */
  country?: string;
  terms?: boolean;
  newsletter?: boolean;
}

export interface SignUpFormProps {
  /** The countries to choose from (the engine's `listaPaises`: code as value, name as label). */
  countries: ReadonlyArray<SelectOption>;
  /** The terms and conditions page; opens in a new tab, so the form keeps what was typed. */
  termsHref: string;
  defaultValues?: SignUpFormValues;
  /** The rule each field broke, as the rules module's codes; translated here. */
  errors?: Partial<Record<SignUpFieldName, RuleCode>>;
  /** Why the registration failed as a whole (the engine's answer). */
  formError?: ReactNode;
  /** The form has been sent and its answer is awaited. */
  busy?: boolean;
  /** Said under the newsletter box: what happens after asking for it (a link to confirm). */
  newsletterHint?: ReactNode;
  className?: string;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the browser runs the page's JavaScript. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The fields and the submit button of the sign-up form (every field required but the
 * newsletter). The site wraps them in its own `<form>`: every field has its `name`, so the form
 * works without JavaScript, the country included.
 */
export function SignUpForm({
  countries,
  termsHref,
  defaultValues = {},
  errors = {},
  formError,
  busy = false,
  newsletterHint,
  className,
}: SignUpFormProps) {
  const intl = useIntl();
  const newTabHintId = useId();
  const error = (field: SignUpFieldName) => {
    const code = errors[field];
    return code ? intl.formatMessage(ruleMessage(code)) : undefined;
  };

  return (
    <div className={clsx(styles.form, className)}>
      <p className={styles.note}>{intl.formatMessage(messages.requiredNote)}</p>
      <HolderFields
        pairNames
        // Sign-up's own word for the e-mail (English 'Email'), as its form has always said.
        labels={{ email: intl.formatMessage(messages.email) }}
        defaultValues={defaultValues}
        errors={{ name: errors.name, surname: errors.surname, email: errors.email }}
      />
      <NewPasswordFields
        label={intl.formatMessage(messages.password)}
        confirmationLabel={intl.formatMessage(messages.passwordConfirmation)}
        error={error('password')}
        confirmationError={error('passwordConfirmation')}
      />
      <div className={styles.pair}>
        <TextField
          name="phone"
          type="tel"
          label={intl.formatMessage(messages.phone)}
          required
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
          defaultValue={defaultValues.phone}
          error={error('phone')}
        />
        <CountryField
          countries={countries}
          defaultValue={defaultValues.country ?? ''}
          error={error('country')}
        />
      </div>
      <div className={styles.choices}>
        <Checkbox
          name="terms"
          required
          defaultChecked={defaultValues.terms}
          error={error('terms')}
          label={intl.formatMessage(messages.terms, {
            link: (chunks) => (
              <Link href={termsHref} target="_blank" rel="noopener" aria-describedby={newTabHintId}>
                {chunks}
              </Link>
            ),
          })}
        />
        <OpensInNewTab id={newTabHintId} />
        <Checkbox
          name="newsletter"
          defaultChecked={defaultValues.newsletter}
          label={intl.formatMessage(messages.newsletter)}
          hint={newsletterHint}
        />
      </div>
      <FormError>{formError}</FormError>
      <SubmitButton
        busy={busy}
        busyLabel={intl.formatMessage(messages.busy)}
        className={styles.submit}
      >
        {intl.formatMessage(messages.submit)}
      </SubmitButton>
    </div>
  );
}

interface CountryFieldProps {
  countries: ReadonlyArray<SelectOption>;
  defaultValue: string;
  error: string | undefined;
}

/**
 * The searchable dropdown once the page runs JavaScript; until then (and for ever without it) a
 * native select of the same look, so a plain form POST can still choose a country.
 */
function CountryField({ countries, defaultValue, error }: CountryFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hydrated = useHydrated();
  const [country, setCountry] = useState(defaultValue);
  const label = intl.formatMessage(messages.country);
  const placeholder = intl.formatMessage(messages.countryPlaceholder);

  if (hydrated) {
    return (
      <Select
        id={id}
        name="country"
        label={label}
        required
        options={countries}
        value={country}
        onChange={setCountry}
        placeholder={placeholder}
        error={error}
      />
    );
  }
  return (
    <Field id={id} label={label} required error={error}>
      {(controlProps) => (
        <div className={selectStyles.wrapper}>
          <select
            name="country"
            autoComplete="country"
            defaultValue={country}
            className={clsx(selectStyles.input, styles.nativeSelect)}
            {...controlProps}
          >
            <option value="">{placeholder}</option>
            {countries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon className={selectStyles.chevron} viewBox="0 0 20 20">
            <path d="m5 7.5 5 5 5-5" />
          </Icon>
        </div>
      )}
    </Field>
  );
}
