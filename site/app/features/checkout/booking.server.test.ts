import { FIELD_MAX } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { holdIsLive, policyView, savedCardView } from './booking.ts';
import type { BookingView } from './booking.ts';
import {
  bookingCookie,
  bookingLocatorOf,
  cardChoiceOf,
  guestCookies,
  guestOf,
  holderFields,
  ownerProof,
  parseCardChoice,
  parseReference,
  validateHolder,
} from './booking.server.ts';

const withCookies = (cookie: string, url = 'http://localhost:3200/es/checkout') =>
  new Request(url, { headers: { cookie } });

describe('guest details and the owner proof', () => {
  it('pre-fill from the guest cookies, URI-decoded', () => {
    expect(
      guestOf(withCookies('guestName=Jos%C3%A9; guestSurname=P%C3%A9rez; guestMail=jose%40x.es')),
    ).toEqual({ name: 'José', surname: 'Pérez', email: 'jose@x.es' });
    expect(guestOf(withCookies(''))).toEqual({ name: '', surname: '', email: '' });
  });

  it('pre-fill nothing from a logged-in golfer’s checkout (isGuest false): those are an account’s', () => {
    expect(
      guestOf(withCookies('guestName=Ana; guestSurname=Ruiz; guestMail=a%40b.es; isGuest=false')),
    ).toEqual({ name: '', surname: '', email: '' });
    expect(guestOf(withCookies('guestName=Ana; isGuest=true')).name).toBe('Ana');
  });

  it('set four cookies that expire with the token, not HttpOnly (docs/product.md#cookies)', () => {
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

describe('the holder form (docs/product.md#validation)', () => {
  it('reads name, surname and e-mail as typed, each cut at its FIELD_MAX', () => {
    const form = new FormData();
    form.set('name', 'N'.repeat(FIELD_MAX.name + 1));
    form.set('surname', 'Ruiz');
    form.set('email', ` ${'a'.repeat(FIELD_MAX.email + 10)}`);
    expect(holderFields(form)).toEqual({
      name: 'N'.repeat(FIELD_MAX.name),
      surname: 'Ruiz',
      email: 'a'.repeat(FIELD_MAX.email - 1),
    });
    expect(holderFields(new FormData())).toEqual({ name: '', surname: '', email: '' });
  });

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

  it('maps the cancellation policy', () => {
    const base = {
      permiteCancelacionOnline: true,
      horasLimite: 24,
      fechaLimite: '2026-03-28T08:00:00.000Z',
      importeDevolucion: null,
      comisionNoReembolsable: null,
      lineaBloqueante: null,
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
});

describe('a logged-in golfer’s card choice', () => {
  const expires = new Date('2026-11-23T20:00:00Z');
  /** The cookie as the browser sends it back. */
  const sentBack = (setCookie: string) => withCookies(setCookie.split(';')[0] ?? '');

  it('rides with the hold in the HttpOnly booking cookie, and the reference reads as before', () => {
    const saved = bookingCookie('HOLD2345', expires, true, { kind: 'saved', cardId: 12 });
    expect(saved).toMatch(/^bookingLocator=HOLD2345%3Acard\.12; /);
    expect(saved).toContain('HttpOnly');
    expect(bookingLocatorOf(sentBack(saved))).toBe('HOLD2345');
    expect(cardChoiceOf(sentBack(saved))).toEqual({ kind: 'saved', cardId: 12 });
    const keep = bookingCookie('HOLD2345', expires, true, { kind: 'new', save: true });
    expect(cardChoiceOf(sentBack(keep))).toEqual({ kind: 'new', save: true });
    const plain = bookingCookie('HOLD2345', expires, true, { kind: 'new', save: false });
    expect(cardChoiceOf(sentBack(plain))).toEqual({ kind: 'new', save: false });
    // A guest's cookie is the bare reference, as before this change.
    const guest = bookingCookie('HOLD2345', expires, true);
    expect(guest).toMatch(/^bookingLocator=HOLD2345; /);
    expect(cardChoiceOf(sentBack(guest))).toBeNull();
  });

  it('reads nothing from a cookie it did not write', () => {
    for (const value of ['HOLD2345:card.0', 'HOLD2345:card.x', 'HOLD2345:card.-1', 'HOLD2345:'])
      expect(cardChoiceOf(withCookies(`bookingLocator=${encodeURIComponent(value)}`))).toBeNull();
    expect(bookingLocatorOf(withCookies('bookingLocator=nope%3Acard.1'))).toBeNull();
  });

  it('reads checkout’s fields, refusing anything but "new" or a card id', () => {
    expect(parseCardChoice('new', true)).toEqual({ kind: 'new', save: true });
    expect(parseCardChoice('', false)).toEqual({ kind: 'new', save: false });
    expect(parseCardChoice('7', true)).toEqual({ kind: 'saved', cardId: 7 });
    for (const bad of ['0', '-1', '1.5', '7 ', 'card', '12345678901'])
      expect(parseCardChoice(bad, false), bad).toBeNull();
  });

  it('shows a saved card by brand, last four digits and expiry, expired by the engine’s rule', () => {
    const row = {
      idUsuarioTarjeta: 3,
      numeroTarjeta: '•••• •••• •••• 4242',
      caducidadTarjeta: '12/2028',
      marca: 'visa',
      titular: 'ANA GARCIA',
    };
    expect(savedCardView(row, new Date('2026-01-01T00:00:00Z'))).toEqual({
      id: 3,
      brand: 'visa',
      last4: '4242',
      expiry: '12/2028',
      holder: 'ANA GARCIA',
      expired: false,
    });
    // Usable through the last instant of its month.
    expect(savedCardView(row, new Date('2028-12-31T23:59:59Z'))?.expired).toBe(false);
    expect(savedCardView(row, new Date('2029-01-01T00:00:00Z'))?.expired).toBe(true);
    expect(savedCardView({ ...row, marca: 'unionpay' }, new Date())?.brand).toBe('other');
    expect(savedCardView({ ...row, numeroTarjeta: '•••• 42' }, new Date())).toBeNull();
    expect(savedCardView({ ...row, caducidadTarjeta: '13/2028' }, new Date())).toBeNull();
  });
});
