import { describe, expect, it } from 'vitest';
import { qrCodePng, qrCodeSvg } from './qr-code.ts';

describe('the booking’s QR code', () => {
  it('draws the reference as SVG, the same for the same reference', async () => {
    const svg = await qrCodeSvg('AB12CD34');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(await qrCodeSvg('AB12CD34')).toBe(svg);
    expect(await qrCodeSvg('ZZ99YY88')).not.toBe(svg);
  });

  it('draws it as a PNG of the asked width', async () => {
    const png = await qrCodePng('AB12CD34', 200);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk's width, big-endian at byte 16.
    expect(png.readUInt32BE(16)).toBe(200);
  });
});
