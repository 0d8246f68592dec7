/**
 * The shop's own Redsys step (issue 26): the engine opens one payment of the hold and answers
 * Redsys's signed forms (Reserva/ObtenerDatosPasarelaRedsysGreenFees), which the payment page
 * posts to Redsys from the shop itself instead of through the engine's form page.
 */
import { reserva } from '@fairway/contract';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls, PageContext } from '../../platform/engine/page-calls.server.ts';
import { contentSecurityPolicy } from '../../platform/request/csp.server.ts';
import { nonceOf } from '../../platform/request/nonce.ts';
import type { RedsysPayment } from './redsys.ts';
import type { PaymentSubject } from './subjects/subject.server.ts';

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

/** What the gateway renders for Redsys: one payment's signed forms. */
export interface RedsysView {
  kind: 'redsys';
  payment: RedsysPayment;
}

/**
 * Opens one Redsys payment of the hold through the subject (null when the hold must go through
 * the engine's card page) and answers the view and the page's headers: the site's policy with
 * Redsys's origin as a place forms may post to (on this page only; every other page posts to the
 * site alone), and no copy kept anywhere, as the forms are one payment's.
 */
export async function openRedsysForms<View>(
  subject: PaymentSubject<View>,
  ctx: PageContext,
  calls: PageCalls,
  request: Request,
  reference: string,
): Promise<EngineResult<{ view: RedsysView; headers: Headers }> | null> {
  const opened = subject.startRedsys(ctx, calls, request, reference);
  if (!opened) return null;
  const forms = await opened;
  if (!forms.ok) return forms;
  return {
    ok: true,
    data: {
      view: { kind: 'redsys', payment: forms.data },
      headers: new Headers({
        'Content-Security-Policy': contentSecurityPolicy(nonceOf(request), {
          formAction: [forms.data.action],
        }),
        'Cache-Control': 'private, no-store',
      }),
    },
  };
}
