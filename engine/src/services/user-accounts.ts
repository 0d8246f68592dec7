/** Accounts: sign-up, the profile, deleting an account, logging in and out. */
import {
  cerrarSesionUsuario,
  crearUsuario,
  eliminarUsuario,
  logarUsuario,
  modificarUsuario,
  obtenerUsuario,
} from '@fairway/contract/usuarios';
import { deleteAllAtProviders } from '../payments/kept-cards.ts';
import { failure, invalid } from '../calls/fail.ts';
import { handle, type CallContext, type Registered } from '../calls/registry.ts';
import { accountWelcomeMail, emailChangedMail, signUpAttemptMail } from '../render/mail.ts';
import {
  accountLocale,
  accountWelcomeDedupeKey,
  shopPage,
  signUpAttemptDedupeKey,
} from './account-notice-rules.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { endUserSession, endUserSessions, startUserSession } from './sessions.ts';
import { accountKeys, loginAttemptKey, signUpAttemptKey } from './throttle-rules.ts';
import {
  deleteUser,
  dropUnusedRecoveryLinks,
  emailInUse,
  insertUser,
  updateProfile,
  userByEmail,
  userById,
} from './user-queries.ts';
import type { ThrottleKey } from './throttle-rules.ts';
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

/**
 * Counts one attempt from the caller's address, whatever comes of it: a login or a sign-up costs
 * a password hash even when it succeeds. Waits once the address has made too many.
 */
async function countAttempt(ctx: CallContext, key: ThrottleKey, others: ThrottleKey[] = []) {
  await ctx.throttle.check([...others, key], ctx.locale);
  await ctx.throttle.count([key]);
}

/**
 * A sign-up on an address that has an account: the caller reads only that the sign-up failed,
 * and the address's owner is told (at most once a day), with a way to log in or recover the
 * password, in the account's own language.
 */
async function signUpOnTakenAddress(ctx: CallContext, owner: UserRow) {
  const locale = accountLocale(owner.locale);
  const origins = ctx.config.ENGINE_SITE_ORIGINS;
  await ctx.mailer.enqueue(ctx.db, {
    kind: 'signUpAttempt',
    to: owner.email,
    dedupeKey: signUpAttemptDedupeKey(owner.id, ctx.clock.now()),
    content: signUpAttemptMail({
      locale,
      name: owner.name,
      email: owner.email,
      loginUrl: shopPage(origins, locale, 'login'),
      recoveryUrl: shopPage(origins, locale, 'forgot-password'),
    }),
  });
  return failure('signUpFailed');
}

const crearUsuarioCall = handle(crearUsuario, async (input, ctx) => {
  await countAttempt(ctx, signUpAttemptKey(ctx.ip));
  if (!input.aceptaCondiciones) throw invalid('termsRequired');
  const fields = profileFields(input);
  checkStrictPassword(input.password);
  const owner = await userByEmail(ctx.db, fields.email);
  if (owner) throw await signUpOnTakenAddress(ctx, owner);
  const passwordHash = await ctx.hashing.run(() =>
    hashPassword(input.password, ctx.config.SCRYPT_LOG_N),
  );
  try {
    // The account and its welcome in one transaction: no welcome for an account never made.
    const idUsuario = await ctx.db.transaction(async (tx) => {
      const id = await insertUser(tx, { ...fields, locale: ctx.locale, passwordHash });
      await ctx.mailer.enqueue(tx, {
        kind: 'accountWelcome',
        to: fields.email,
        dedupeKey: accountWelcomeDedupeKey(id),
        content: accountWelcomeMail({
          locale: ctx.locale,
          name: fields.name,
          email: fields.email,
          accountUrl: shopPage(ctx.config.ENGINE_SITE_ORIGINS, ctx.locale, 'private-area'),
        }),
      });
      return id;
    });
    return { datos: { idUsuario } };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A sign-up on the same address won the race since the look-up above.
    const winner = await userByEmail(ctx.db, fields.email);
    throw winner ? await signUpOnTakenAddress(ctx, winner) : failure('signUpFailed');
  }
});

/**
 * Failures are counted for the account from this client address (growing waits after a few),
 * for the account alone (far more failures: guessing spread over many addresses) and for the
 * address; so one address cannot keep a golfer at another waiting. A success forgets the
 * account's counts, not the address's (accountKeys). Parallel attempts may each pass the check
 * before any failure is counted, so a burst can go a few over; serialising them would hold a
 * connection through every scrypt. Every attempt, successes too, also counts for the address
 * (loginAttemptKey), and the password check waits for a slot of the hash gate.
 */
const logarUsuarioCall = handle(logarUsuario, async (input, ctx) => {
  const keys = accountKeys('login', accountKey(input.email), ctx.ip);
  await countAttempt(ctx, loginAttemptKey(ctx.ip), keys.all);
  const refuse = async () => {
    await ctx.throttle.count(keys.all);
    return failure('loginFailed');
  };
  if (!plausibleLogin(input.email, input.password)) throw await refuse();

  const user = await userByEmail(ctx.db, input.email.trim());
  // An unknown e-mail costs a password check too, so the time taken does not tell who has an account.
  const stored = user?.passwordHash ?? (await dummyPasswordHash(ctx.config.SCRYPT_LOG_N));
  const matches = await ctx.hashing.run(() => verifyPassword(input.password, stored));
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
 * The current password of a logged-in user (changing the e-mail or the password, deleting the
 * account), counted as a login: the same keys and waits, so a stolen session cannot guess it freely.
 */
export async function checkCurrentPassword(
  ctx: CallContext,
  user: UserRow,
  password: string,
): Promise<void> {
  const keys = accountKeys('login', accountKey(user.email), ctx.ip);
  await countAttempt(ctx, loginAttemptKey(ctx.ip), keys.all);
  if (!(await ctx.hashing.run(() => verifyPassword(password, user.passwordHash)))) {
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

/**
 * The profile. A new e-mail (not merely a change of case) would send every later recovery link
 * elsewhere, so it needs the current password; then the old address is told, unsent recovery
 * links die and the account's other sessions end, the caller's own kept.
 */
const modificarUsuarioCall = handle(modificarUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx.caller);
  const fields = profileFields(input);
  const user = await loadUser(ctx, userId);
  const emailChanges = accountKey(fields.email) !== accountKey(user.email);
  if (emailChanges) {
    if (input.passwordActual === undefined) throw invalid('currentPasswordRequired');
    await checkCurrentPassword(ctx, user, input.passwordActual);
  }
  if (await emailInUse(ctx.db, fields.email, userId)) throw failure('emailInOtherAccount');
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const row = await updateProfile(tx, userId, fields);
      if (!row) throw failure('userNotFound');
      if (emailChanges) {
        await endUserSessions(tx, userId, ctx.caller.userToken);
        await dropUnusedRecoveryLinks(tx, userId);
        const locale = accountLocale(user.locale);
        await ctx.mailer.enqueue(tx, {
          kind: 'emailChanged',
          to: user.email,
          content: emailChangedMail({
            locale,
            name: user.name,
            oldEmail: user.email,
            newEmail: row.email,
            contactUrl: shopPage(ctx.config.ENGINE_SITE_ORIGINS, locale, 'contact-info'),
          }),
        });
      }
      return row;
    });
    return { datos: userView(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('emailInOtherAccount');
    throw error;
  }
});

const eliminarUsuarioCall = handle(eliminarUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx.caller);
  await checkCurrentPassword(ctx, await loadUser(ctx, userId), input.password);
  // The cards a provider keeps for the golfer go with the account (outside the transaction: no
  // provider is called inside one).
  await deleteAllAtProviders(ctx, userId);
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
