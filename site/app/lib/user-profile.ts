/**
 * The private area's profile, in English: the engine's usuario and country list stop here, with the
 * rules the profile's forms check before anything reaches the engine (docs/product.md#validation).
 */
import {
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import type { AnswerOf, comun, usuarios } from '@fairway/contract';

type User = AnswerOf<typeof usuarios.obtenerUsuario>['datos'];
type Country = AnswerOf<typeof comun.obtenerPaises>['datos']['listaPaises'][number];

export interface ProfileValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** Two-letter country code. */
  country: string;
}

export function profileView(user: User): ProfileValues {
  return {
    name: user.nombre,
    surname: user.apellidos,
    email: user.email,
    phone: user.telefono,
    country: user.pais,
  };
}

/** The engine's ModificarUsuario body. */
export function profileRequest(values: ProfileValues) {
  return {
    nombre: values.name.trim(),
    apellidos: values.surname.trim(),
    email: values.email.trim(),
    telefono: values.phone.trim(),
    pais: values.country,
  };
}

export interface CountryOption {
  value: string;
  label: string;
}

/** The searchable dropdown's options, in the culture's alphabetical order. */
export function countryOptions(
  countries: ReadonlyArray<Country>,
  culture: string,
): CountryOption[] {
  const collator = new Intl.Collator(culture);
  return countries
    .map((c) => ({ value: c.codigo, label: c.nombre }))
    .toSorted((a, b) => collator.compare(a.label, b.label));
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, RuleCode>>;

/**
 * Whether the typed e-mail is another address than the account's: then the engine asks for the
 * current password. A change of case is the same address (the engine compares them alike).
 */
export function emailChanges(saved: string, typed: string): boolean {
  return saved.trim().toLowerCase() !== typed.trim().toLowerCase();
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * Registration needs every field (docs/product.md#validation); so does keeping an account's data.
 */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['name', 'surname', 'phone'] as const) {
    const code = validateRequired(values[field]);
    if (code) errors[field] = code;
  }
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!COUNTRY.test(values.country)) errors.country = 'field.required';
  return errors;
}

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirmation: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, RuleCode>>;

/** The current password as any login takes it; the new one under the strict rule, typed twice. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const current = validateRequired(values.current) ?? validatePassword(values.current, 'basic');
  if (current) errors.current = current;
  const next = validatePassword(values.next, 'strict');
  if (next) errors.next = next;
  const confirmation = validatePasswordConfirmation(values.next, values.confirmation);
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/** A form field as the browser sent it, cut to a length no real value reaches. */
export function formText(form: FormData, name: string, max = 254): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export function profileFrom(form: FormData): ProfileValues {
  return {
    name: formText(form, 'name', 100),
    surname: formText(form, 'surname', 100),
    email: formText(form, 'email'),
    phone: formText(form, 'phone', 30),
    country: formText(form, 'country', 2).toUpperCase(),
  };
}
