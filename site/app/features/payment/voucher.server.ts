import { qrCodeDataUri, voucherHtml } from '../checkout/booking.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { sanitizeHtml } from '../../platform/rendering/sanitize-html.server.ts';

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
