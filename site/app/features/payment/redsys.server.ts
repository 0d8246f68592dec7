/**
 * The shop's own Redsys step (issue 26): the engine opens one payment of the hold and answers
 * Redsys's signed forms (Reserva/ObtenerDatosPasarelaRedsysGreenFees), which the payment page
 * posts to Redsys from the shop itself instead of through the engine's form page.
 */
import { reserva } from '@fairway/contract';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { contentSecurityPolicy } from '../../platform/request/csp.server.ts';
import { nonceOf } from '../../platform/request/nonce.ts';
import type { RedsysPayment } from './redsys.ts';

/** One new pending payment per call, as the card page's address. */
export async function redsysPayment(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
  urls: { urlOk: string; urlKo: string },
): Promise<EngineResult<RedsysPayment>> {
  const result = await calls.call(
    reserva.obtenerDatosPasarelaRedsysGreenFees,
    { localizador: reference, ...urls, ...proof },
    { action: 'payment', noShow: true },
  );
  if (!result.ok) return result;
  const d = result.data.datos;
  return {
    ok: true,
    data: {
      action: d.url,
      card: {
        Ds_SignatureVersion: d.Ds_SignatureVersion,
        Ds_MerchantParameters: d.Ds_MerchantParameters,
        Ds_Signature: d.Ds_Signature,
      },
      bizum: d.bizum,
      amount: d.importe,
      expiresAt: d.fechaExpiracion,
    },
  };
}

/**
 * The headers of the page that holds the forms: the site's policy with Redsys's origin as a
 * place forms may post to (on this page only; every other page posts to the site alone), and no
 * copy kept anywhere, as the forms are one payment's.
 */
export function redsysPageHeaders(request: Request, payment: RedsysPayment): Headers {
  return new Headers({
    'Content-Security-Policy': contentSecurityPolicy(nonceOf(request), {
      formAction: [payment.action],
    }),
    'Cache-Control': 'private, no-store',
  });
}
