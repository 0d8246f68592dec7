/** Passwords: recovery by e-mail, and changing a password (logged in, or with a recovery link). */
import { randomBytes } from 'node:crypto';
import {
  modificarPasswordUsuario,
  obtenerPasswordUsuarioPorIdJugadorRepwin,
  recuperarPasswordUsuario,
} from '../contract/usuarios.ts';
import { failure } from '../http/fail.ts';
import { handle, type CallContext, type Registered } from '../http/registry.ts';
import { passwordRecoveryMail } from '../render/mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endUserSessions } from './sessions.ts';
import type { ThrottleKey } from './throttle.ts';
import {
  dropUnusedRecoveryLinks,
  insertRecoveryLink,
  liveRecoveryLinks,
  setPasswordHash,
  spendRecoveryToken,
  userByEmail,
  userById,
  userByPlayerId,
} from './user-queries.ts';
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

/** Every request counts, for the address and for the e-mail asked about, whether it has an account or not. */
async function throttleRecovery(ctx: CallContext, subject: string): Promise<void> {
  const keys: ThrottleKey[] = [
    { kind: 'recoveryEmail', subject },
    { kind: 'recoveryAddress', subject: ctx.ip },
  ];
  await ctx.throttle.check(keys, ctx.locale);
  await ctx.throttle.count(keys);
}

/**
 * The same answer whether or not the e-mail has an account, throttled alike, so the call cannot
 * list who has one. The link goes only to the shop (recoveryPage).
 */
const recuperarPasswordUsuarioCall = handle(recuperarPasswordUsuario, async (input, ctx) => {
  const email = checkEmail(input.email);
  const page = recoveryPage(input.urlRecuperacion, ctx.config.ENGINE_SITE_ORIGINS);
  await throttleRecovery(ctx, accountKey(email));
  const user = await userByEmail(ctx.db, email);
  if (user) await sendRecovery(ctx, user, page);
  return {};
});

const obtenerPasswordPorJugadorCall = handle(
  obtenerPasswordUsuarioPorIdJugadorRepwin,
  async (input, ctx) => {
    await throttleRecovery(ctx, `player:${input.idJugadorRepwin}`);
    const user = await userByPlayerId(ctx.db, input.idJugadorRepwin);
    if (!user) throw failure('playerNotFound');
    await sendRecovery(ctx, user, recoveryPage(undefined, ctx.config.ENGINE_SITE_ORIGINS));
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
    const passwordHash = await hashPassword(input.passwordNueva, ctx.config.SCRYPT_LOG_N);
    const email = await ctx.db.transaction(async (tx) => {
      const userId = await spendRecoveryToken(tx, tokenRecuperacion, now);
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
  if (!(await verifyPassword(input.passwordActual ?? '', user.passwordHash)))
    throw failure('wrongPassword');
  const passwordHash = await hashPassword(input.passwordNueva, ctx.config.SCRYPT_LOG_N);
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
