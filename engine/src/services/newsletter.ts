/** The newsletter (Boletin/*): subscribing, and asking whether an address is subscribed. */
import { comprobarSuscripcion, suscribirse } from '../contract/comun.ts';
import { handle, type Registered } from '../http/registry.ts';
import { newsletterWelcomeMail } from '../render/mail.ts';
import { isSubscribed, subscribe } from './newsletter-queries.ts';
import { checkEmail } from './user-rules.ts';

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

export const boletinCalls: Registered[] = [suscribirseCall, comprobarSuscripcionCall];
