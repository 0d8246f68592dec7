/** Accounts: sign-up, the profile, deleting an account, logging in and out. */
import {
  cerrarSesionUsuario,
  crearUsuario,
  eliminarUsuario,
  logarUsuario,
  modificarUsuario,
  obtenerUsuario,
} from '../contract/usuarios.ts';
import { failure, invalid } from '../calls/fail.ts';
import { handle, type CallContext, type Registered } from '../calls/registry.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { endUserSession, startUserSession } from './sessions.ts';
import { accountKeys } from './throttle-rules.ts';
import {
  deleteUser,
  emailInUse,
  insertUser,
  updateProfile,
  userByEmail,
  userById,
} from './user-queries.ts';
import {
  accountKey,
  checkEmail,
  checkStrictPassword,
  isUniqueViolation,
  plausibleLogin,
  requireUserId,
  requiredText,
  userView,
  type UserRow,
} from './user-rules.ts';

async function loadUser(ctx: CallContext, userId: number): Promise<UserRow> {
  const user = await userById(ctx.db, userId);
  if (!user) throw failure('userNotFound');
  return user;
}

function profileFields(input: {
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  pais: string;
}) {
  const fields = requiredText({
    nombre: input.nombre,
    apellidos: input.apellidos,
    telefono: input.telefono,
    pais: input.pais,
  });
  return {
    email: checkEmail(input.email),
    name: fields.nombre,
    surname: fields.apellidos,
    phone: fields.telefono,
    country: fields.pais,
  };
}

const crearUsuarioCall = handle(crearUsuario, async (input, ctx) => {
  if (!input.aceptaCondiciones) throw invalid('termsRequired');
  const fields = profileFields(input);
  checkStrictPassword(input.password);
  if (await emailInUse(ctx.db, fields.email)) throw failure('emailTaken');
  const passwordHash = await hashPassword(input.password, ctx.config.SCRYPT_LOG_N);
  try {
    const idUsuario = await insertUser(ctx.db, { ...fields, locale: ctx.locale, passwordHash });
    return { datos: { idUsuario } };
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('emailTaken');
    throw error;
  }
});

/**
 * Failures are counted for the account from this client address (growing waits after a few),
 * for the account alone (far more failures: guessing spread over many addresses) and for the
 * address; so one address cannot keep a golfer at another waiting. A success forgets the
 * account's counts, not the address's (accountKeys). Parallel attempts may each pass the check
 * before any failure is counted, so a burst can go a few over; serialising them would hold a
 * connection through every scrypt.
 */
const logarUsuarioCall = handle(logarUsuario, async (input, ctx) => {
  const keys = accountKeys('login', accountKey(input.email), ctx.ip);
  await ctx.throttle.check(keys.all, ctx.locale);
  const refuse = async () => {
    await ctx.throttle.count(keys.all);
    return failure('loginFailed');
  };
  if (!plausibleLogin(input.email, input.password)) throw await refuse();

  const user = await userByEmail(ctx.db, input.email.trim());
  // An unknown e-mail costs a password check too, so the time taken does not tell who has an account.
  const stored = user?.passwordHash ?? (await dummyPasswordHash(ctx.config.SCRYPT_LOG_N));
  const matches = await verifyPassword(input.password, stored);
  if (!user || !matches) throw await refuse();

  await ctx.throttle.reset(keys.success);
  return {
    datos: await startUserSession(
      ctx.db,
      user.id,
      ctx.clock.now(),
      ctx.config.ENGINE_USER_SESSION_SECONDS,
    ),
  };
});

/**
 * The current password of a logged-in user (changing the password, deleting the account),
 * counted as a login: the same keys and waits, so a stolen session cannot guess it freely.
 */
export async function checkCurrentPassword(
  ctx: CallContext,
  user: UserRow,
  password: string,
): Promise<void> {
  const keys = accountKeys('login', accountKey(user.email), ctx.ip);
  await ctx.throttle.check(keys.all, ctx.locale);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await ctx.throttle.count(keys.all);
    throw failure('wrongPassword');
  }
  await ctx.throttle.reset(keys.success);
}

/** Ends the session of the user token sent: from then on every call refuses it as expired. */
const cerrarSesionUsuarioCall = handle(cerrarSesionUsuario, async (_input, ctx) => {
  requireUserId(ctx.caller);
  const { userToken } = ctx.caller;
  if (userToken === undefined)
    throw invalid('invalidField', { detail: 'userToken: user credentials required' });
  await endUserSession(ctx.db, userToken);
  return {};
});

const obtenerUsuarioCall = handle(obtenerUsuario, async (_input, ctx) => {
  const user = await loadUser(ctx, requireUserId(ctx.caller));
  return { datos: userView(user) };
});

const modificarUsuarioCall = handle(modificarUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx.caller);
  const fields = profileFields(input);
  if (await emailInUse(ctx.db, fields.email, userId)) throw failure('emailTaken');
  try {
    const updated = await updateProfile(ctx.db, userId, fields);
    if (!updated) throw failure('userNotFound');
    return { datos: userView(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('emailTaken');
    throw error;
  }
});

const eliminarUsuarioCall = handle(eliminarUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx.caller);
  await checkCurrentPassword(ctx, await loadUser(ctx, userId), input.password);
  await ctx.db.transaction((tx) => deleteUser(tx, userId));
  return {};
});

export const accountCalls: Registered[] = [
  crearUsuarioCall,
  logarUsuarioCall,
  cerrarSesionUsuarioCall,
  obtenerUsuarioCall,
  modificarUsuarioCall,
  eliminarUsuarioCall,
];
