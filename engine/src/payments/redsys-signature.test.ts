import { describe, expect, it } from 'vitest';
import {
  decodeParameters,
  encodeParameters,
  orderKey,
  signNotification,
  signParameters,
  signatureValid,
} from './redsys-signature.ts';

// Redsys's published example (its integration guide for HMAC_SHA256_V1): the test merchant's
// secret, order 1, and the parameters of a 1.45 € payment, with the key and signature it gives.
const SECRET = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';
const PARAMETERS =
  'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDUiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6Ijg3MSIsIkRTX01FUkNIQU5UX01FUkNIQU5UVVJMIjoiIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiIiLCJEU19NRVJDSEFOVF9VUkxLTyI6IiJ9';
const SIGNATURE = '3TEI5WyvHf1D/whByt1ENgFH/HPIP9UFuB6LkCYgj+E=';

describe('Redsys HMAC_SHA256_V1', () => {
  it('derives the per-order key of the published example', () => {
    expect(orderKey(SECRET, '1').toString('base64')).toBe('Lr6bLJYWKrk=');
  });

  it('signs the published parameters with the published signature', () => {
    expect(signParameters(SECRET, '1', PARAMETERS)).toBe(SIGNATURE);
  });

  it('reads the published parameters', () => {
    expect(decodeParameters(PARAMETERS)).toMatchObject({
      DS_MERCHANT_AMOUNT: '145',
      DS_MERCHANT_ORDER: '1',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
    });
  });

  it('pads an order of more than 8 characters to 16 bytes', () => {
    expect(orderKey(SECRET, '1234abcd9').length).toBe(16);
    expect(orderKey(SECRET, '1234abcd').length).toBe(8);
  });

  it('accepts the signature in URL-safe base64, as notifications carry it', () => {
    const urlSafe = signNotification(SECRET, '1', PARAMETERS);
    expect(urlSafe).toBe(SIGNATURE.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(signatureValid(SECRET, '1', PARAMETERS, urlSafe)).toBe(true);
    expect(signatureValid(SECRET, '1', PARAMETERS, SIGNATURE)).toBe(true);
  });

  it('refuses another order, other parameters, another key or a cut signature', () => {
    expect(signatureValid(SECRET, '2', PARAMETERS, SIGNATURE)).toBe(false);
    const other = encodeParameters({ DS_MERCHANT_AMOUNT: '1', DS_MERCHANT_ORDER: '1' });
    expect(signatureValid(SECRET, '1', other, SIGNATURE)).toBe(false);
    const otherSecret = Buffer.alloc(24, 7).toString('base64');
    expect(signatureValid(otherSecret, '1', PARAMETERS, SIGNATURE)).toBe(false);
    expect(signatureValid(SECRET, '1', PARAMETERS, SIGNATURE.slice(0, 20))).toBe(false);
    expect(signatureValid(SECRET, '1', PARAMETERS, '')).toBe(false);
  });

  it('reads nothing from parameters that are not base64 JSON of an object', () => {
    expect(decodeParameters('not json')).toBeNull();
    expect(decodeParameters(Buffer.from('[1]').toString('base64'))).toBeNull();
  });
});
