/** Passwords: recovery by e-mail, and changing a password (logged in, or with a recovery link). */
import { randomBytes } from 'node:crypto';
import {
  modificarPasswordUsuario,
  obtenerPasswordUsuarioPorIdJugadorRepwin,
  recuperarPasswordUsuario,
} from '@fairway/contract/usuarios';
import { failure } from '../calls/fail.ts';
import { handle, type CallContext, type Registered } from '../calls/registry.ts';
import { passwordRecoveryMail } from '../render/mail.ts';
import { hashPassword } from './passwords.ts';
import { endUserSessions } from './sessions.ts';
import { accountKeys } from './throttle-rules.ts';
import { checkCurrentPassword } from './user-accounts.ts';
import {
  dropUnusedRecoveryLinks,
  insertRecoveryLink,
  liveRecoveryLinks,
  recoveryTokenIsLive,
  setPasswordHash,
  spendRecoveryToken,
  userByEmail,
  userById,
  userByPlayerId,
} from './user-queries.ts';
import type { UserRow } from './user-rules.ts';
import {
  MAX_LIVE_RECOVERY_LINKS,
  RECOVERY_MINUTES,
  accountKey,
  checkEmail,
  checkStrictPassword,
  recoveryLink,
  recoveryPage,
  requireUserId,
} from './user-rules.ts';

const MINUTE_MS = 60_000;

/** Mails a one-time link to the page; only the token's digest is stored. */
async function sendRecovery(
  ctx: CallContext,
  user: { id: number; email: string; name: string },
  page: string,
): Promise<void> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    if ((await liveRecoveryLinks(tx, user.id, now)) >= MAX_LIVE_RECOVERY_LINKS) {
      ctx.log.warn({ userId: user.id }, 'recovery link not sent: too many live links');
      return;
    }
    await insertRecoveryLink(
      tx,
      user.id,
      token,
      new Date(now.getTime() + RECOVERY_MINUTES * MINUTE_MS),
    );
    await ctx.mailer.enqueue(tx, {
      kind: 'passwordRecovery',
      to: user.email,
      content: passwordRecoveryMail({
        locale: ctx.locale,
        name: user.name,
        resetUrl: recoveryLink(page, token),
        expiresMinutes: RECOVERY_MINUTES,
      }),
    });
  });
}

/**
 * Every request counts, whether the account exists or not: for the e-mail (or player id) from
 * this client address, for it alone (far more requests) and for the address, so nobody can keep
 * a golfer elsewhere from recovering their password.
 */
async function throttleRecovery(ctx: CallContext, subject: string): Promise<void> {
  const keys = accountKeys('recovery', subject, ctx.ip).all;
  await ctx.throttle.check(keys, ctx.locale);
  await ctx.throttle.count(keys);
}

/**
 * Looks the account up and mails it a link after the answer has gone: finding an account and
 * writing its link takes time an unknown one does not, and the answer must not show which.
 */
function recoverLater(
  ctx: CallContext,
  account: () => Promise<UserRow | null>,
  page: string,
): void {
  ctx.background.run('password recovery', async () => {
    const user = await account();
    if (user) await sendRecovery(ctx, user, page);
  });
}

/**
 * The same answer, at the same moment, whether or not the e-mail has an account, throttled
 * alike, so the call cannot list who has one. The link goes only to the shop (recoveryPage).
 */
const recuperarPasswordUsuarioCall = handle(recuperarPasswordUsuario, async (input, ctx) => {
  const email = checkEmail(input.email);
  const page = recoveryPage(input.urlRecuperacion, ctx.config.ENGINE_SITE_ORIGINS);
  await throttleRecovery(ctx, accountKey(email));
  recoverLater(ctx, () => userByEmail(ctx.db, email), page);
  return {};
});

/** As RecuperarPasswordUsuario: `enviado` is true whether or not a player has the id. */
const obtenerPasswordPorJugadorCall = handle(
  obtenerPasswordUsuarioPorIdJugadorRepwin,
  async (input, ctx) => {
    await throttleRecovery(ctx, `player:${input.idJugadorRepwin}`);
    const page = recoveryPage(undefined, ctx.config.ENGINE_SITE_ORIGINS);
    recoverLater(ctx, () => userByPlayerId(ctx.db, input.idJugadorRepwin), page);
    return { datos: { enviado: true } };
  },
);

/**
 * With a recovery token: sets the password and ends every session of the account. Logged in:
 * needs the current password and ends the other sessions, keeping the caller's own (without its
 * token every session ends, and the site asks to log in again: the safe side).
 */
const modificarPasswordUsuarioCall = handle(modificarPasswordUsuario, async (input, ctx) => {
  checkStrictPassword(input.passwordNueva);
  const now = ctx.clock.now();

  const { tokenRecuperacion } = input;
  if (tokenRecuperacion !== undefined) {
    // A cheap read first: a dead or made-up token costs no scrypt.
    if (!(await recoveryTokenIsLive(ctx.db, tokenRecuperacion, now)))
      throw failure('recoveryTokenInvalid');
    const passwordHash = await ctx.hashing.run(() =>
      hashPassword(input.passwordNueva, ctx.config.SCRYPT_LOG_N),
    );
    const email = await ctx.db.transaction(async (tx) => {
      const userId = await spendRecoveryToken(tx, tokenRecuperacion, now);
      // Spent by a parallel use since the read above.
      if (userId === null) throw failure('recoveryTokenInvalid');
      await setPasswordHash(tx, userId, passwordHash);
      await endUserSessions(tx, userId);
      await dropUnusedRecoveryLinks(tx, userId);
      return (await userById(tx, userId))?.email;
    });
    // The link proved the mailbox: the shop may log its owner in with the new password.
    return email === undefined ? {} : { datos: { email } };
  }

  const userId = requireUserId(ctx.caller);
  const user = await userById(ctx.db, userId);
  if (!user) throw failure('userNotFound');
  await checkCurrentPassword(ctx, user, input.passwordActual ?? '');
  const passwordHash = await ctx.hashing.run(() =>
    hashPassword(input.passwordNueva, ctx.config.SCRYPT_LOG_N),
  );
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await endUserSessions(tx, userId, ctx.caller.userToken);
    await dropUnusedRecoveryLinks(tx, userId);
  });
  return {};
});

export const passwordCalls: Registered[] = [
  recuperarPasswordUsuarioCall,
  obtenerPasswordPorJugadorCall,
  modificarPasswordUsuarioCall,
];
