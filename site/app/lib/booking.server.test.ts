import { describe, expect, it } from 'vitest';
import { clubLocal, holdIsLive, paymentOutcome, policyView } from './booking.ts';
import type { BookingView } from './booking.ts';
import {
  cookieLocale,
  guestCookies,
  guestOf,
  ownerProof,
  parseReference,
  returnUrls,
  ssrRedirectPath,
  validateHolder,
} from './booking.server.ts';

const withCookies = (cookie: string, url = 'http://localhost:3200/es/checkout') =>
  new Request(url, { headers: { cookie } });

describe('the unprefixed server paths (SPEC.md section 2)', () => {
  it('send /payment/ssr and /payment-gateway/ssr to the locale’s page with a timestamp', () => {
    expect(ssrRedirectPath('/payment/ssr', 'es', 1700000000000)).toBe(
      '/es/payment?timestamp=1700000000000',
    );
    expect(ssrRedirectPath('/payment-gateway/ssr/', 'en', 5)).toBe(
      '/en/payment-gateway?timestamp=5',
    );
  });

  it('leave every other path alone, the locale-prefixed ones included', () => {
    expect(ssrRedirectPath('/es/payment/ssr', 'es', 5)).toBeNull();
    expect(ssrRedirectPath('/payment/bodyPrereserva', 'en', 5)).toBeNull();
    expect(ssrRedirectPath('/payment', 'en', 5)).toBeNull();
  });

  it('read the language from the locale cookie, else English', () => {
    expect(cookieLocale(withCookies('locale=sv'))).toBe('sv');
    expect(cookieLocale(withCookies('locale=xx'))).toBe('en');
    expect(cookieLocale(withCookies(''))).toBe('en');
  });
});

describe('guest details and the owner proof', () => {
  it('pre-fill from the guest cookies, URI-decoded', () => {
    expect(
      guestOf(withCookies('guestName=Jos%C3%A9; guestSurname=P%C3%A9rez; guestMail=jose%40x.es')),
    ).toEqual({ name: 'José', surname: 'Pérez', email: 'jose@x.es' });
    expect(guestOf(withCookies(''))).toEqual({ name: '', surname: '', email: '' });
  });

  it('set four cookies that expire with the token, not HttpOnly (SPEC.md client state)', () => {
    const expires = new Date('2026-11-23T20:00:00Z');
    const cookies = guestCookies(
      { name: 'Ana', surname: 'Ruiz', email: 'a@b.es' },
      true,
      expires,
      true,
    );
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      'guestName',
      'guestSurname',
      'guestMail',
      'isGuest',
    ]);
    for (const c of cookies) {
      expect(c).toContain(`Expires=${expires.toUTCString()}`);
      expect(c).toContain('Secure');
      expect(c).not.toContain('HttpOnly');
    }
  });

  it('prove ownership with the guest e-mail only when it is one', () => {
    expect(ownerProof(withCookies('guestMail=a%40b.es'))).toEqual({ email: 'a@b.es' });
    expect(ownerProof(withCookies('guestMail=nope'))).toEqual({});
    expect(ownerProof(withCookies(''))).toEqual({});
  });

  it('reads references as the engine writes them', () => {
    expect(parseReference(' ab12cd34 ')).toBe('AB12CD34');
    expect(parseReference('AB12CD3')).toBeNull();
    expect(parseReference('AB12CD34;x')).toBeNull();
    expect(parseReference(null)).toBeNull();
  });
});

describe('the holder form (SPEC.md section 5)', () => {
  it('asks for name, surname, a valid e-mail and the terms', () => {
    expect(validateHolder({ name: ' ', surname: '', email: '' }, false)).toEqual({
      name: 'field.required',
      surname: 'field.required',
      email: 'email.empty',
      terms: 'terms.required',
    });
    expect(validateHolder({ name: 'Ana', surname: 'Ruiz', email: 'ana@' }, true)).toEqual({
      email: 'email.format',
    });
    expect(validateHolder({ name: 'Ana', surname: 'Ruiz', email: 'ana@x.es' }, true)).toEqual({});
  });
});

describe('return addresses for the card page', () => {
  it('are this site’s own origin, in the golfer’s language', () => {
    expect(
      returnUrls(new Request('http://127.0.0.1:3200/fr/payment-gateway?timestamp=1'), 'fr'),
    ).toEqual({
      urlOk: 'http://127.0.0.1:3200/fr/payment-controller/ok',
      urlKo: 'http://127.0.0.1:3200/fr/payment-controller/ko',
    });
  });
});

describe('booking views', () => {
  const held: BookingView = {
    reference: 'AB12CD34',
    status: 'held',
    holdExpiresAt: '2026-11-23T19:10:00.000Z',
    holder: { name: 'Ana', surname: 'Ruiz', email: 'a@b.es' },
    promoCode: null,
    subtotal: 100,
    discount: 0,
    fee: 2,
    total: 102,
    lines: [],
  };

  it('a hold is live until its expiry', () => {
    expect(holdIsLive(held, Date.parse('2026-11-23T19:09:59Z'))).toBe(true);
    expect(holdIsLive(held, Date.parse('2026-11-23T19:10:00Z'))).toBe(false);
    expect(holdIsLive({ ...held, status: 'released' }, 0)).toBe(false);
  });

  it('reads the payment outcome: confirmed, on its way, or over', () => {
    expect(paymentOutcome('confirmed', 'succeeded')).toBe('confirmed');
    expect(paymentOutcome('held', 'pending')).toBe('pending');
    expect(paymentOutcome('held', 'challenge')).toBe('pending');
    expect(paymentOutcome('held', 'declined')).toBe('failed');
    expect(paymentOutcome('released', 'declined')).toBe('failed');
    expect(paymentOutcome('expired', 'sinPago')).toBe('failed');
  });

  it('maps the cancellation policy', () => {
    const base = {
      permiteCancelacionOnline: true,
      horasLimite: 24,
      fechaLimite: '2026-03-28T08:00:00.000Z',
      importeDevolucion: null,
      comisionNoReembolsable: null,
    };
    expect(policyView({ ...base, tipo: 'online' })).toEqual({
      kind: 'online',
      allowed: true,
      deadline: '2026-03-28T08:00:00.000Z',
    });
    expect(policyView({ ...base, tipo: 'contactarClub', permiteCancelacionOnline: false })).toEqual(
      { kind: 'contactClub', allowed: false, deadline: null },
    );
    expect(policyView({ ...base, tipo: 'fueraDePlazo' })).toMatchObject({
      kind: 'deadlinePassed',
      allowed: false,
    });
  });

  it('shows a deadline on the club’s clock', () => {
    expect(clubLocal('2026-03-28T08:00:00.000Z', 'Europe/Madrid')).toBe('2026-03-28T09:00');
    expect(clubLocal('2026-03-29T08:00:00.000Z', 'Europe/Madrid')).toBe('2026-03-29T10:00');
    expect(clubLocal('2026-03-29T08:00:00.000Z', 'Atlantic/Canary')).toBe('2026-03-29T09:00');
  });
});
