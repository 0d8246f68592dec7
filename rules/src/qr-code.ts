/**
 * A booking reference as the QR code the club's desk scans, one drawing for the ok page (SVG) and
 * the voucher e-mail (PNG: mail clients show a PNG inline where many drop SVG). A subpath of its
 * own (`@fairway/rules/qr-code`) so the browser's bundle never carries the `qrcode` package.
 */
import QRCode from 'qrcode';

const OPTIONS = { margin: 1, errorCorrectionLevel: 'M' } as const;

/** The QR code as SVG markup. */
export function qrCodeSvg(reference: string): Promise<string> {
  return QRCode.toString(reference, { ...OPTIONS, type: 'svg' });
}

/** The QR code as a PNG, `width` pixels square. */
export function qrCodePng(reference: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(reference, { ...OPTIONS, type: 'png', width });
}
