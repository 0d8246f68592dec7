/**
 * The newsletter (Boletin/*), double opt-in: subscribing mails a confirmation link and only the
 * link's owner makes the address count; the status answers only about the logged-in golfer's own
 * address; a logged-in golfer unsubscribes their own address.
 */
import {
  cancelarSuscripcion,
  comprobarSuscripcion,
  confirmarSuscripcion,
  suscribirse,
} from '@fairway/contract/comun';
import { failure, invalid } from '../calls/fail.ts';
import { handle, type Registered } from '../calls/registry.ts';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../render/mail.ts';
import {
  awaitConfirmation,
  confirmByToken,
  subscriptionState,
  unsubscribe,
} from './newsletter-queries.ts';
import {
  CONFIRM_LINK_DAYS,
  confirmLink,
  liveLinksSentAfter,
  resendAfter,
} from './newsletter-rules.ts';
import { newToken, sha256Hex } from './tokens.ts';
import { userById } from './user-queries.ts';
import { accountKey, checkEmail, requireUserId } from './user-rules.ts';

/**
 * The same answer whatever the address's state (new, waiting, subscribed), so nobody learns
 * whether an address is on the list. The link's token is stored only as its digest.
 */
const suscribirseCall = handle(suscribirse, async (input, ctx) => {
  const email = checkEmail(input.email);
  const now = ctx.clock.now();
  const token = newToken();
  const shop = ctx.config.ENGINE_SITE_ORIGINS[0];
  if (shop === undefined) throw new Error('ENGINE_SITE_ORIGINS is empty');
  await ctx.db.transaction(async (tx) => {
    const send = await awaitConfirmation(tx, {
      email,
      locale: ctx.locale,
      tokenHash: sha256Hex(token),
      now,
      resendAfter: resendAfter(now),
    });
    if (!send) return;
    await ctx.mailer.enqueue(tx, {
      kind: 'newsletterConfirm',
      to: email,
      content: newsletterConfirmMail({
        locale: ctx.locale,
        email,
        confirmUrl: confirmLink(shop, ctx.locale, token),
        expiresDays: CONFIRM_LINK_DAYS,
      }),
    });
  });
  return { datos: { pendienteConfirmacion: true as const } };
});

/** Opens the subscription once; the welcome goes out once per address (its dedupe key). */
const confirmarSuscripcionCall = handle(confirmarSuscripcion, async (input, ctx) => {
  const now = ctx.clock.now();
  const email = await ctx.db.transaction(async (tx) => {
    const row = await confirmByToken(
      tx,
      sha256Hex(input.tokenConfirmacion),
      now,
      liveLinksSentAfter(now),
    );
    if (!row) throw failure('newsletterLinkInvalid');
    await ctx.mailer.enqueue(tx, {
      kind: 'newsletterWelcome',
      to: row.email,
      content: newsletterWelcomeMail({ locale: ctx.locale, email: row.email }),
      dedupeKey: `newsletter:${accountKey(row.email)}`,
    });
    return row.email;
  });
  return { datos: { suscrito: true as const, email } };
});

/** The account's own address, read by the user token; naming any other address is refused. */
const comprobarSuscripcionCall = handle(comprobarSuscripcion, async (input, ctx) => {
  const user = await userById(ctx.db, requireUserId(ctx.caller));
  if (!user) throw failure('userNotFound');
  if (input.email !== undefined && accountKey(input.email) !== accountKey(user.email))
    throw invalid('newsletterOwnAddressOnly');
  const state = await subscriptionState(ctx.db, user.email);
  return { datos: { suscrito: state.subscribed, pendiente: state.pending } };
});

/** The address is the account's own, read by the user token: the body names no one. */
const cancelarSuscripcionCall = handle(cancelarSuscripcion, async (_input, ctx) => {
  const user = await userById(ctx.db, requireUserId(ctx.caller));
  if (!user) throw failure('userNotFound');
  await unsubscribe(ctx.db, user.email);
  return { datos: { suscrito: false as const } };
});

export const boletinCalls: Registered[] = [
  suscribirseCall,
  confirmarSuscripcionCall,
  comprobarSuscripcionCall,
  cancelarSuscripcionCall,
];
