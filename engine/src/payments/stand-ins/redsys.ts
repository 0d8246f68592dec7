/**
 * A local stand-in for Redsys's test environment (sis-t.redsys.es), which these machines cannot
 * reach: the payment page of the redirection protocol and the REST refund entry point, in
 * Redsys's shapes. The engine mounts it at /redsys-stand-in when PAYMENT_PROVIDER=redsys and
 * REDSYS_URL is unset, which the start guard allows in development only (config.ts).
 *
 * Test cards (docs/payments.md): 4548 8120 4940 0004 (Redsys's own test card) is authorised,
 * Ds_Response 0000; 4000 0000 0000 0002 is declined, 0190; any other number is declined, 0180
 * (card unknown to the service). Bizum: the phone 700000000 pays, any other is declined, 0190.
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { RedsysSettings } from '../redsys.ts';
import {
  SIGNATURE_VERSION,
  decodeParameters,
  signNotification,
  signParameters,
  signatureValid,
} from '../redsys-signature.ts';
import { cardsOnFile } from './redsys-cards.ts';

export const STAND_IN_PATH = '/redsys-stand-in';

export const REDSYS_TEST_CARDS = {
  authorised: '4548812049400004',
  declined: '4000000000000002',
  /** The stand-in's own: its bank asks the holder for a 3-D Secure code first. */
  challenge: '4548810000000003',
} as const;
/** The code the stand-in's 3-D Secure step accepts; any other fails authentication (0184). */
export const REDSYS_CHALLENGE_CODE = '1234';
export const BIZUM_TEST_PHONE = '700000000';

const signedRequest = z.object({
  Ds_SignatureVersion: z.literal(SIGNATURE_VERSION),
  Ds_MerchantParameters: z.string().min(1).max(20_000),
  Ds_Signature: z.string().min(1).max(200),
});

const requestParameters = z.object({
  DS_MERCHANT_AMOUNT: z.string().regex(/^\d{1,12}$/),
  DS_MERCHANT_ORDER: z.string().regex(/^\d{4}[0-9a-zA-Z]{0,8}$/),
  DS_MERCHANT_MERCHANTCODE: z.string(),
  DS_MERCHANT_TERMINAL: z.string(),
  DS_MERCHANT_CURRENCY: z.string(),
  DS_MERCHANT_TRANSACTIONTYPE: z.string(),
  DS_MERCHANT_MERCHANTURL: z.string().optional(),
  DS_MERCHANT_URLOK: z.string().optional(),
  DS_MERCHANT_URLKO: z.string().optional(),
  DS_MERCHANT_PAYMETHODS: z.string().optional(),
  // A card on file (stand-ins/redsys-cards.ts).
  DS_MERCHANT_IDENTIFIER: z.string().optional(),
  DS_MERCHANT_DIRECTPAYMENT: z.string().optional(),
  DS_MERCHANT_COF_INI: z.string().optional(),
  DS_MERCHANT_COF_TYPE: z.string().optional(),
});
type RequestParameters = z.infer<typeof requestParameters>;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function redsysStandIn(
  settings: () => RedsysSettings,
  now: () => Date = () => new Date(),
): Hono {
  const app = new Hono();
  /** Orders paid here, with what is left to refund, in cents. */
  const paid = new Map<string, number>();
  const onFile = cardsOnFile();

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; base-uri 'none'");
    c.res.headers.set('Cache-Control', 'no-store');
  });

  /** A request signed with the merchant's key, read; null when Redsys would refuse it (SIS0042). */
  function verified(
    body: Record<string, unknown>,
  ): { encoded: string; p: RequestParameters } | null {
    const s = settings();
    const form = signedRequest.safeParse(body);
    if (!form.success) return null;
    const p = requestParameters.safeParse(decodeParameters(form.data.Ds_MerchantParameters));
    if (!p.success || p.data.DS_MERCHANT_MERCHANTCODE !== s.merchantCode) return null;
    if (
      !signatureValid(
        s.secret,
        p.data.DS_MERCHANT_ORDER,
        form.data.Ds_MerchantParameters,
        form.data.Ds_Signature,
      )
    )
      return null;
    return { encoded: form.data.Ds_MerchantParameters, p: p.data };
  }

  const refused = (c: Context) => c.html(page('SIS0042', 'Error en datos enviados (firma).'), 400);

  app.post('/sis/realizarPago', async (c) => {
    const body = await c.req.parseBody();
    const request = verified(body);
    if (!request) return refused(c);
    const { p, encoded } = request;
    const carried = [
      hidden('Ds_SignatureVersion', SIGNATURE_VERSION),
      hidden('Ds_MerchantParameters', encoded),
      hidden('Ds_Signature', String(body.Ds_Signature)),
    ].join('');
    const amount = `${(Number(p.DS_MERCHANT_AMOUNT) / 100).toFixed(2)} €`;
    const fields =
      p.DS_MERCHANT_PAYMETHODS === 'z'
        ? `<label>Teléfono Bizum <input name="telefono" inputmode="tel" autocomplete="off"></label>
<p>Prueba: ${BIZUM_TEST_PHONE} paga; cualquier otro se deniega.</p>`
        : `<label>Número de tarjeta <input name="tarjeta" inputmode="numeric" autocomplete="off"></label>
<label>Caducidad <input name="caducidad" placeholder="MM/AA" autocomplete="off"></label>
<label>CVV <input name="cvv" inputmode="numeric" autocomplete="off"></label>
<p>Tarjetas de prueba: ${REDSYS_TEST_CARDS.authorised} se autoriza; ${REDSYS_TEST_CARDS.declined} se deniega; ${REDSYS_TEST_CARDS.challenge} pide 3-D Secure (código ${REDSYS_CHALLENGE_CODE}).</p>`;
    return c.html(
      page(
        'Redsys (stand-in de pruebas)',
        `<p>Pedido ${escape(p.DS_MERCHANT_ORDER)}: ${escape(amount)}</p>
<form method="post" action="${STAND_IN_PATH}/sis/pagar">${carried}${fields}<button type="submit">Pagar</button></form>`,
      ),
    );
  });

  app.post('/sis/pagar', async (c) => {
    const body = await c.req.parseBody();
    const request = verified(body);
    if (!request) return refused(c);
    const { p } = request;
    const s = settings();
    const card = typeof body.tarjeta === 'string' ? body.tarjeta.replace(/[\s-]/g, '') : '';
    const phone = typeof body.telefono === 'string' ? body.telefono.trim() : '';
    const code = typeof body.codigo === 'string' ? body.codigo.trim() : null;
    if (p.DS_MERCHANT_PAYMETHODS !== 'z' && card === REDSYS_TEST_CARDS.challenge && code === null)
      // EMV 3-D Secure's challenge: the holder's bank asks for a code before authorising.
      return c.html(
        page(
          'Autenticación 3-D Secure',
          `<form method="post" action="${STAND_IN_PATH}/sis/pagar">${[
            hidden('Ds_SignatureVersion', SIGNATURE_VERSION),
            hidden('Ds_MerchantParameters', request.encoded),
            hidden('Ds_Signature', String(body.Ds_Signature)),
            hidden('tarjeta', card),
            hidden('caducidad', typeof body.caducidad === 'string' ? body.caducidad : ''),
          ].join(
            '',
          )}<label>Código de verificación <input name="codigo" inputmode="numeric" autocomplete="one-time-code"></label>
<p>Prueba: ${REDSYS_CHALLENGE_CODE} autentica; cualquier otro falla.</p><button type="submit">Confirmar</button></form>`,
        ),
      );
    let response: string;
    if (p.DS_MERCHANT_PAYMETHODS === 'z') response = phone === BIZUM_TEST_PHONE ? '0000' : '0190';
    else if (card === REDSYS_TEST_CARDS.authorised) response = '0000';
    else if (card === REDSYS_TEST_CARDS.challenge)
      // 0184: the holder's authentication failed (Redsys's response codes).
      response = code === REDSYS_CHALLENGE_CODE ? '0000' : '0184';
    else response = card === REDSYS_TEST_CARDS.declined ? '0190' : '0180';
    const ok = response === '0000';
    if (ok) paid.set(p.DS_MERCHANT_ORDER, Number(p.DS_MERCHANT_AMOUNT));
    const at = now();
    // Redsys writes date and hour URL-encoded inside the JSON, as here.
    const notified: Record<string, string> = {
      Ds_Date: encodeURIComponent(
        `${pad2(at.getUTCDate())}/${pad2(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`,
      ),
      Ds_Hour: encodeURIComponent(`${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}`),
      Ds_SecurePayment: ok ? '1' : '0',
      Ds_Amount: p.DS_MERCHANT_AMOUNT,
      Ds_Currency: p.DS_MERCHANT_CURRENCY,
      Ds_Order: p.DS_MERCHANT_ORDER,
      Ds_MerchantCode: p.DS_MERCHANT_MERCHANTCODE,
      Ds_Terminal: p.DS_MERCHANT_TERMINAL,
      Ds_Response: response,
      Ds_TransactionType: p.DS_MERCHANT_TRANSACTIONTYPE,
      Ds_MerchantData: '',
      Ds_AuthorisationCode: ok ? String(randomInt(100_000, 1_000_000)) : '',
      Ds_ConsumerLanguage: '1',
      ...(p.DS_MERCHANT_PAYMETHODS === 'z' ? { Ds_ProcessedPayMethod: '68' } : {}),
      ...(ok && p.DS_MERCHANT_PAYMETHODS !== 'z'
        ? onFile.notifiedFor(p, card, typeof body.caducidad === 'string' ? body.caducidad : '')
        : {}),
    };
    const encoded = Buffer.from(JSON.stringify(notified), 'utf8').toString('base64url');
    if (p.DS_MERCHANT_MERCHANTURL) {
      // Server to server first, as Redsys does, so the booking is settled before the golfer is back.
      await fetch(p.DS_MERCHANT_MERCHANTURL, {
        method: 'POST',
        body: new URLSearchParams({
          Ds_SignatureVersion: SIGNATURE_VERSION,
          Ds_MerchantParameters: encoded,
          Ds_Signature: signNotification(s.secret, p.DS_MERCHANT_ORDER, encoded),
        }),
      });
    }
    const back = ok ? p.DS_MERCHANT_URLOK : p.DS_MERCHANT_URLKO;
    if (back) return c.redirect(back, 303);
    return c.html(page(ok ? 'Operación autorizada' : 'Operación denegada', `<p>${response}</p>`));
  });

  app.post('/sis/rest/trataPeticionREST', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ errorCode: 'SIS0431' });
    }
    const request = verified(
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    );
    if (!request) return c.json({ errorCode: 'SIS0042' });
    const { p } = request;
    if (
      p.DS_MERCHANT_TRANSACTIONTYPE === '0' &&
      p.DS_MERCHANT_IDENTIFIER &&
      p.DS_MERCHANT_DIRECTPAYMENT === 'true'
    )
      return c.json(payByReference(p, p.DS_MERCHANT_IDENTIFIER));
    if (p.DS_MERCHANT_TRANSACTIONTYPE !== '3') return c.json({ errorCode: 'SIS0054' });
    const left = paid.get(p.DS_MERCHANT_ORDER);
    const asked = Number(p.DS_MERCHANT_AMOUNT);
    // SIS0054: no original operation to refund; SIS0057: more than is left of it.
    if (left === undefined) return c.json({ errorCode: 'SIS0054' });
    if (asked > left) return c.json({ errorCode: 'SIS0057' });
    paid.set(p.DS_MERCHANT_ORDER, left - asked);
    const answer = {
      Ds_Amount: p.DS_MERCHANT_AMOUNT,
      Ds_Currency: p.DS_MERCHANT_CURRENCY,
      Ds_Order: p.DS_MERCHANT_ORDER,
      Ds_MerchantCode: p.DS_MERCHANT_MERCHANTCODE,
      Ds_Terminal: p.DS_MERCHANT_TERMINAL,
      Ds_Response: '0900',
      Ds_AuthorisationCode: String(randomInt(100_000, 1_000_000)),
      Ds_TransactionType: '3',
      Ds_SecurePayment: '0',
      Ds_Language: '1',
      Ds_MerchantData: '',
    };
    const encoded = Buffer.from(JSON.stringify(answer), 'utf8').toString('base64');
    return c.json({
      Ds_SignatureVersion: SIGNATURE_VERSION,
      Ds_MerchantParameters: encoded,
      Ds_Signature: signParameters(settings().secret, p.DS_MERCHANT_ORDER, encoded),
    });
  });

  /** A 1-clic payment by a card's reference: the signed answer, as a refund's. */
  function payByReference(p: RequestParameters, reference: string) {
    if (paid.has(p.DS_MERCHANT_ORDER)) return { errorCode: 'SIS0051' };
    const response = onFile.responseFor(reference, now());
    const ok = response === '0000';
    if (ok) paid.set(p.DS_MERCHANT_ORDER, Number(p.DS_MERCHANT_AMOUNT));
    const answer = {
      Ds_Amount: p.DS_MERCHANT_AMOUNT,
      Ds_Currency: p.DS_MERCHANT_CURRENCY,
      Ds_Order: p.DS_MERCHANT_ORDER,
      Ds_MerchantCode: p.DS_MERCHANT_MERCHANTCODE,
      Ds_Terminal: p.DS_MERCHANT_TERMINAL,
      Ds_Response: response,
      Ds_AuthorisationCode: ok ? String(randomInt(100_000, 1_000_000)) : '',
      Ds_TransactionType: '0',
      Ds_SecurePayment: '0',
      Ds_Language: '1',
      Ds_Merchant_Identifier: reference,
      Ds_Card_Number: onFile.maskedOf(reference) ?? '',
      Ds_MerchantData: '',
    };
    const encoded = Buffer.from(JSON.stringify(answer), 'utf8').toString('base64');
    return {
      Ds_SignatureVersion: SIGNATURE_VERSION,
      Ds_MerchantParameters: encoded,
      Ds_Signature: signParameters(settings().secret, p.DS_MERCHANT_ORDER, encoded),
    };
  }

  return app;
}
