import { describe, expect, it } from 'vitest';
import { cardBrandOf, savedCardView, savedCardViews } from './user-cards.ts';

const NOW = new Date('2026-05-15T12:00:00Z');

function row(overrides: Record<string, unknown> = {}) {
  return {
    idUsuarioTarjeta: 7,
    numeroTarjeta: '************4242',
    caducidadTarjeta: '12/2030',
    marca: 'visa',
    titular: 'ANA GARCIA',
    ...overrides,
  };
}

describe('saved cards', () => {
  it('keeps only the last four digits, the expiry as month and year, and the brand the design system knows', () => {
    expect(savedCardView(row(), NOW)).toEqual({
      id: 7,
      brand: 'visa',
      last4: '4242',
      expiry: { month: 12, year: 2030 },
      holder: 'ANA GARCIA',
      expired: false,
    });
  });

  it('reads brands however the engine spells them, and calls an unknown one unknown', () => {
    expect(cardBrandOf('VISA')).toBe('visa');
    expect(cardBrandOf('American Express')).toBe('amex');
    expect(cardBrandOf('Diners Club')).toBe('diners');
    expect(cardBrandOf('UnionPay')).toBe('unknown');
  });

  it('marks a card past its expiry month as expired, and one in its last month as valid', () => {
    expect(savedCardView(row({ caducidadTarjeta: '04/2026' }), NOW)?.expired).toBe(true);
    expect(savedCardView(row({ caducidadTarjeta: '05/2026' }), NOW)?.expired).toBe(false);
  });

  it('leaves out a row it cannot show honestly', () => {
    const rows = [
      row(),
      row({ idUsuarioTarjeta: 8, caducidadTarjeta: 'soon' }),
      row({ idUsuarioTarjeta: 9, numeroTarjeta: '**' }),
    ];
    expect(savedCardViews(rows, NOW).map((c) => c.id)).toEqual([7]);
  });
});
