/**
 * The newsletter (Boletin/*): subscribing, asking whether an address is subscribed, and a
 * logged-in golfer unsubscribing their own address.
 */
import { cancelarSuscripcion, comprobarSuscripcion, suscribirse } from '../contract/comun.ts';
import { failure } from '../calls/fail.ts';
import { handle, type Registered } from '../calls/registry.ts';
import { newsletterWelcomeMail } from '../render/mail.ts';
import { isSubscribed, subscribe, unsubscribe } from './newsletter-queries.ts';
import { userById } from './user-queries.ts';
import { checkEmail, requireUserId } from './user-rules.ts';

/** The welcome goes out once per address (its dedupe key), with the subscription in one transaction. */
const suscribirseCall = handle(suscribirse, async (input, ctx) => {
  const email = checkEmail(input.email);
  return ctx.db.transaction(async (tx) => {
    if (!(await subscribe(tx, email, ctx.locale)))
      return { datos: { suscrito: true, yaSuscrito: true } };
    await ctx.mailer.enqueue(tx, {
      kind: 'newsletterWelcome',
      to: email,
      content: newsletterWelcomeMail({ locale: ctx.locale, email }),
      dedupeKey: `newsletter:${email.toLowerCase()}`,
    });
    return { datos: { suscrito: true, yaSuscrito: false } };
  });
});

const comprobarSuscripcionCall = handle(comprobarSuscripcion, async (input, ctx) => {
  const email = checkEmail(input.email);
  return { datos: { suscrito: await isSubscribed(ctx.db, email) } };
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
  comprobarSuscripcionCall,
  cancelarSuscripcionCall,
];
