/**
 * The private area's profile against the engine: the account (ObtenerUsuario), the countries,
 * the newsletter, and the four changes the page makes. Every call but the country list and the
 * newsletter check acts on the user token's account, whatever the browser sends.
 */
import { comun, usuarios } from '@fairway/contract';
import { refusalText } from './engine.server.ts';
import type { EngineResult } from './engine.server.ts';
import type { PageCalls } from './page.server.ts';
import {
  countryOptions,
  emailChanges,
  formText,
  hasErrors,
  profileFrom,
  profileRequest,
  profileView,
  validatePasswordChange,
  validateProfile,
} from './user-profile.ts';
import type {
  CountryOption,
  PasswordChangeErrors,
  ProfileErrors,
  ProfileValues,
} from './user-profile.ts';

const QUIET = { action: 'page', noShow: true } as const;

export interface ProfilePageData {
  profile: ProfileValues;
  countries: CountryOption[];
  /** The account's own address on the newsletter; null when the engine could not say. */
  newsletter: NewsletterState | null;
}

/** Double opt-in: 'pending' waits for the link mailed to the address to be opened. */
export type NewsletterState = 'subscribed' | 'pending' | 'none';

export async function readProfile(
  calls: PageCalls,
  culture: string,
): Promise<EngineResult<ProfilePageData>> {
  const [user, countries] = await Promise.all([
    calls.call(usuarios.obtenerUsuario, {}, QUIET),
    calls.call(comun.obtenerPaises, {}, QUIET),
  ]);
  if (!user.ok) return user;
  const profile = profileView(user.data.datos);
  // The engine answers only about the account's own address, named by the user token.
  const newsletter = await calls.call(comun.comprobarSuscripcion, {}, QUIET);
  return {
    ok: true,
    data: {
      profile,
      // Without the list the dropdown still offers the account's own country.
      countries: countries.ok
        ? countryOptions(countries.data.datos.listaPaises, culture)
        : [{ value: profile.country, label: profile.country }],
      newsletter: newsletter.ok ? newsletterState(newsletter.data.datos) : null,
    },
  };
}

function newsletterState(datos: { suscrito: boolean; pendiente: boolean }): NewsletterState {
  return datos.suscrito ? 'subscribed' : datos.pendiente ? 'pending' : 'none';
}

export type ProfileActionData =
  | {
      intent: 'profile';
      ok: true;
      values: ProfileValues;
      /** The e-mail changed: the engine ended the other sessions and told the old address. */
      emailChanged: boolean;
    }
  | {
      intent: 'profile';
      ok: false;
      values: ProfileValues;
      errors: ProfileErrors;
      /** A new e-mail was typed without the current password. */
      passwordMissing?: boolean;
      /** The engine failed (with its words when it refused); absent for the form's own errors. */
      failed?: { detail: string | null };
    }
  | { intent: 'password'; ok: true }
  | {
      intent: 'password';
      ok: false;
      errors: PasswordChangeErrors;
      failed?: { detail: string | null };
    }
  | { intent: 'newsletter'; ok: boolean }
  | { intent: 'delete'; ok: false; passwordMissing: boolean; failed?: { detail: string | null } };

/**
 * Saves the details. A new e-mail goes with the current password (the form's `savedEmail` says
 * which address the page showed; the engine checks for itself, whatever the browser sends).
 */
export async function saveProfile(calls: PageCalls, form: FormData): Promise<ProfileActionData> {
  const values = profileFrom(form);
  const savedEmail = formText(form, 'savedEmail');
  const currentPassword = formText(form, 'currentPassword', 200);
  const errors = validateProfile(values);
  const passwordMissing = emailChanges(savedEmail, values.email) && currentPassword === '';
  if (hasErrors(errors) || passwordMissing)
    return { intent: 'profile', ok: false, values, errors, passwordMissing };
  const saved = await calls.call(
    usuarios.modificarUsuario,
    { ...profileRequest(values), ...(currentPassword ? { passwordActual: currentPassword } : {}) },
    QUIET,
  );
  if (!saved.ok)
    return {
      intent: 'profile',
      ok: false,
      values,
      errors: {},
      failed: { detail: refusalText(saved) },
    };
  const profile = profileView(saved.data.datos);
  return {
    intent: 'profile',
    ok: true,
    values: profile,
    emailChanged: emailChanges(savedEmail, profile.email),
  };
}

export async function changePassword(calls: PageCalls, form: FormData): Promise<ProfileActionData> {
  const values = {
    current: formText(form, 'currentPassword', 200),
    next: formText(form, 'newPassword', 200),
    confirmation: formText(form, 'passwordConfirmation', 200),
  };
  const errors = validatePasswordChange(values);
  if (hasErrors(errors)) return { intent: 'password', ok: false, errors };
  const changed = await calls.call(
    usuarios.modificarPasswordUsuario,
    { passwordActual: values.current, passwordNueva: values.next },
    QUIET,
  );
  if (!changed.ok)
    return { intent: 'password', ok: false, errors: {}, failed: { detail: refusalText(changed) } };
  return { intent: 'password', ok: true };
}

/**
 * On: the engine mails the account's own e-mail (read from the engine, not the form) a link to
 * confirm; the page, read again, then says it waits for it. Off: the engine's
 * CancelarSuscripcion, which takes the address from the user token.
 */
export async function setNewsletter(calls: PageCalls, form: FormData): Promise<ProfileActionData> {
  const subscribe = form.get('subscribe') === 'true';
  if (!subscribe) {
    const done = await calls.call(comun.cancelarSuscripcion, {}, QUIET);
    return { intent: 'newsletter', ok: done.ok };
  }
  const user = await calls.call(usuarios.obtenerUsuario, {}, QUIET);
  if (!user.ok) return { intent: 'newsletter', ok: false };
  const done = await calls.call(comun.suscribirse, { email: user.data.datos.email }, QUIET);
  return { intent: 'newsletter', ok: done.ok };
}

/** True when the account is gone; the page then logs the golfer out. */
export async function deleteAccount(
  calls: PageCalls,
  form: FormData,
): Promise<{ deleted: true } | ProfileActionData> {
  const password = formText(form, 'password', 200);
  if (!password) return { intent: 'delete', ok: false, passwordMissing: true };
  const done = await calls.call(usuarios.eliminarUsuario, { password }, QUIET);
  if (!done.ok)
    return {
      intent: 'delete',
      ok: false,
      passwordMissing: false,
      failed: { detail: refusalText(done) },
    };
  return { deleted: true };
}
