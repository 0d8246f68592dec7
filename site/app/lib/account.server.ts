/**
 * The account pages' engine calls: log in, sign up, ask for and use a recovery link, log out.
 * Each answers what its page shows; the pages set the cookies and choose where to go next.
 */
import { comun, usuarios } from '@fairway/contract';
import { refusalText } from './engine.server.ts';
import type { EngineFailure } from './engine.server.ts';
import type { PageCalls } from './page.server.ts';
import type { AccountFailure, SignUpValues } from './account-forms.ts';

export type { AccountFailure };
import { countryOptions } from './user-profile.ts';
import type { CountryOption } from './user-profile.ts';
import { loginCookies } from './user-session.server.ts';

export function failureOf(failure: EngineFailure): AccountFailure {
  const text = refusalText(failure);
  return text === null ? { kind: 'unavailable' } : { kind: 'refused', text };
}

export type AccountResult<T> = ({ ok: true } & T) | { ok: false; failure: AccountFailure };

/** Account calls tell their failure on the form, not in the layout's alert. */
const ON_FORM = { action: 'account', noShow: true } as const;

export async function logIn(
  calls: PageCalls,
  credentials: { email: string; password: string },
  secure: boolean,
): Promise<AccountResult<{ cookies: string[] }>> {
  const answer = await calls.call(usuarios.logarUsuario, credentials, ON_FORM);
  if (!answer.ok) return { ok: false, failure: failureOf(answer) };
  return { ok: true, cookies: loginCookies(answer.data.datos, secure) };
}

/** The sign-up form's countries, by name in the golfer's language and alphabet. */
export async function countries(
  calls: PageCalls,
  culture: string,
): Promise<CountryOption[] | null> {
  const answer = await calls.call(comun.obtenerPaises, {}, { action: 'account' });
  return answer.ok ? countryOptions(answer.data.datos.listaPaises, culture) : null;
}

/**
 * Creates the account, subscribes it to the newsletter when asked, and logs the golfer in. The
 * newsletter is a wish, not a condition: if it fails the account still stands.
 */
export async function signUp(
  calls: PageCalls,
  values: SignUpValues,
  secure: boolean,
): Promise<AccountResult<{ cookies: string[] }>> {
  const created = await calls.call(
    usuarios.crearUsuario,
    {
      nombre: values.name,
      apellidos: values.surname,
      email: values.email,
      password: values.password,
      telefono: values.phone,
      pais: values.country,
      aceptaCondiciones: values.terms,
    },
    ON_FORM,
  );
  if (!created.ok) return { ok: false, failure: failureOf(created) };
  if (values.newsletter) await calls.call(comun.suscribirse, { email: values.email }, ON_FORM);
  return logIn(calls, { email: values.email, password: values.password }, secure);
}

/**
 * Asks the engine to mail a recovery link to `page`. An unknown e-mail is answered like a known
 * one by the engine, so the page says the same either way.
 */
export async function requestRecovery(
  calls: PageCalls,
  email: string,
  page: string,
): Promise<AccountResult<object>> {
  const answer = await calls.call(
    usuarios.recuperarPasswordUsuario,
    { email, urlRecuperacion: page },
    ON_FORM,
  );
  return answer.ok ? { ok: true } : { ok: false, failure: failureOf(answer) };
}

/** Sets the new password with the link's token, then logs the link's owner in with it. */
export async function resetPassword(
  calls: PageCalls,
  token: string,
  password: string,
  secure: boolean,
): Promise<AccountResult<{ cookies: string[] }>> {
  const changed = await calls.call(
    usuarios.modificarPasswordUsuario,
    { tokenRecuperacion: token, passwordNueva: password },
    ON_FORM,
  );
  if (!changed.ok) return { ok: false, failure: failureOf(changed) };
  const email = changed.data.datos?.email;
  // The password is set either way; without the e-mail the golfer logs in on the login page.
  if (!email) return { ok: true, cookies: [] };
  return logIn(calls, { email, password }, secure);
}

/**
 * Whether the engine still takes the golfer's user token. Only a refusal as expired counts: an
 * engine that cannot be reached says nothing about the login.
 */
export async function loginRefused(calls: PageCalls): Promise<boolean> {
  const answer = await calls.call(usuarios.obtenerUsuario, {}, ON_FORM);
  return !answer.ok && answer.sessionExpired;
}

/**
 * Ends the login in the engine, so the token is refused from now on even if a copy of the cookie
 * survives. An engine that cannot be reached does not keep the golfer logged in: the cookies go
 * regardless, and the token expires on its own.
 */
export async function logOut(calls: PageCalls): Promise<void> {
  await calls.call(usuarios.cerrarSesionUsuario, {}, ON_FORM);
}
