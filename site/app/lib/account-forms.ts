/**
 * What the login, sign-up and password pages read from their forms, checked by the shared rules
 * (docs/product.md#validation) before anything reaches the engine. Passwords are never echoed back.
 */
import {
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateTermsAccepted,
} from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';

/** Long enough for any field of these forms (an e-mail is at most 254); no more is kept. */
const MAX_TYPED = 254;

/**
 * Why an account call failed, for the form. The engine's refusals (cod 2 and 3: a wrong password,
 * a failed registration, too many attempts, the 503 of a busy engine) come written in the golfer's
 * language; anything else means the engine could not answer, and the page says its own message.
 */
export type AccountFailure = { kind: 'refused'; text: string } | { kind: 'unavailable' };

export type FieldErrors<F extends string> = Partial<Record<F, RuleCode>>;

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, MAX_TYPED) : '';
}

function checked(form: FormData, name: string): boolean {
  const value = form.get(name);
  return value === 'on' || value === 'true';
}

/** Only the rules that failed, so an empty object means the form may be sent. */
function failed<F extends string>(checks: Record<F, RuleCode | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, code] of Object.entries(checks) as [F, RuleCode | null][])
    if (code) errors[field] = code;
  return errors;
}

export function hasFieldErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function readLogin(form: FormData): {
  values: LoginValues;
  errors: FieldErrors<keyof LoginValues>;
} {
  const values = { email: text(form, 'email').trim(), password: text(form, 'password') };
  return {
    values,
    errors: failed({
      email: validateEmail(values.email),
      password: validatePassword(values.password, 'basic'),
    }),
  };
}

export interface SignUpValues {
  name: string;
  surname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  phone: string;
  country: string;
  terms: boolean;
  newsletter: boolean;
}

export type SignUpField = keyof SignUpValues;

/** Two capital letters, as the engine's countries are coded. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function readSignUp(
  form: FormData,
  countries: ReadonlySet<string>,
): { values: SignUpValues; errors: FieldErrors<SignUpField> } {
  const values: SignUpValues = {
    name: text(form, 'name').trim(),
    surname: text(form, 'surname').trim(),
    email: text(form, 'email').trim(),
    password: text(form, 'password'),
    passwordConfirmation: text(form, 'passwordConfirmation'),
    phone: text(form, 'phone').trim().slice(0, 30),
    country: text(form, 'country').trim(),
    terms: checked(form, 'terms'),
    newsletter: checked(form, 'newsletter'),
  };
  const knownCountry =
    COUNTRY_CODE.test(values.country) && (countries.size === 0 || countries.has(values.country));
  return {
    values,
    errors: failed<SignUpField>({
      name: validateRequired(values.name),
      surname: validateRequired(values.surname),
      email: validateEmail(values.email),
      password: validatePassword(values.password, 'strict'),
      passwordConfirmation: validatePasswordConfirmation(
        values.password,
        values.passwordConfirmation,
      ),
      phone: validateRequired(values.phone),
      country: knownCountry ? null : 'field.required',
      terms: validateTermsAccepted(values.terms),
      newsletter: null,
    }),
  };
}

/** What a refused sign-up gives back to the form: everything but the passwords. */
export function signUpDefaults(
  values: SignUpValues,
): Omit<SignUpValues, 'password' | 'passwordConfirmation'> {
  return {
    name: values.name,
    surname: values.surname,
    email: values.email,
    phone: values.phone,
    country: values.country,
    terms: values.terms,
    newsletter: values.newsletter,
  };
}

export function readRecovery(form: FormData): {
  values: { email: string };
  errors: FieldErrors<'email'>;
} {
  const email = text(form, 'email').trim();
  return { values: { email }, errors: failed({ email: validateEmail(email) }) };
}

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

export function readNewPassword(form: FormData): {
  values: NewPasswordValues;
  errors: FieldErrors<keyof NewPasswordValues>;
} {
  const values = {
    password: text(form, 'password'),
    passwordConfirmation: text(form, 'passwordConfirmation'),
  };
  return {
    values,
    errors: failed({
      password: validatePassword(values.password, 'strict'),
      passwordConfirmation: validatePasswordConfirmation(
        values.password,
        values.passwordConfirmation,
      ),
    }),
  };
}
