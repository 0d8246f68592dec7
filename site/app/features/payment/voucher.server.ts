import { reserva } from '@fairway/contract';
import { qrCodeSvg } from '@fairway/rules/qr-code';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { sanitizeHtml } from '../../platform/rendering/sanitize-html.server.ts';

/** The voucher's HTML as the engine renders it (sanitized by the caller). */
export async function voucherHtml(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<string | null> {
  const result = await calls.call(
    reserva.obtenerVoucher,
    { localizador: reference, ...proof },
    { action: 'booking', noShow: true },
  );
  return result.ok ? result.data.html : null;
}

/**
 * The reference as a QR code for the club's desk: an SVG in a data URI, which the CSP's
 * `img-src 'self' data:` already allows (no inline markup, no extra origin).
 */
export async function qrCodeDataUri(reference: string): Promise<string> {
  const svg = await qrCodeSvg(reference);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The voucher and the QR code of a paid booking or entry. The engine escapes what it renders, but
 * the voucher carries names others typed: sanitized.
 */
export async function paidVoucher(calls: PageCalls, reference: string, proof: { email?: string }) {
  const [voucher, qr] = await Promise.all([
    voucherHtml(calls, reference, proof),
    qrCodeDataUri(reference),
  ]);
  return { voucher: voucher === null ? null : sanitizeHtml(voucher), qr };
}
