import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import { OrderSummary } from './OrderSummary';

/** The description list as [term, value] pairs, in order. */
function rows(name = 'Order summary'): [string, string][] {
  const list = screen.getByRole('region', { name }).querySelector('dl');
  if (!list) throw new Error('no description list');
  return Array.from(list.querySelectorAll('dt')).map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

describe('OrderSummary', () => {
  it('lists subtotal, discount with its code, the non-refundable fee and the total', () => {
    renderWithProviders(
      <OrderSummary
        locale="en"
        teeTimeCount={2}
        subtotal={250.509}
        discount={25}
        promoCode="AUTUMN10"
        fee={3.5}
        total={229.0}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText('2 tee times')).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Subtotal', '250.50\u00a0€'],
      ['Discount (AUTUMN10)', '−25.00\u00a0€'],
      ['Transaction fee (non-refundable)', '3.50\u00a0€'],
      ['Total', '229.00\u00a0€'],
    ]);
  });

  it('leaves the discount out when there is none, and formats for the locale', () => {
    renderWithProviders(
      <OrderSummary
        locale="es"
        teeTimeCount={1}
        subtotal={1234.5}
        fee={2}
        total={1236.5}
        headingLevel={3}
      />,
      { locale: 'es' },
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Resumen del pedido' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 hora de salida')).toBeInTheDocument();
    expect(rows('Resumen del pedido')).toEqual([
      ['Subtotal', '1.234,50\u00a0€'],
      ['Gastos de gestión (no reembolsables)', '2,00\u00a0€'],
      ['Total', '1.236,50\u00a0€'],
    ]);
  });

  it('counts a multipack as one pack of its rounds, not as a tee time', () => {
    const props = { subtotal: 300, fee: 1.5, total: 301.5 };
    const { unmount } = renderWithProviders(
      <OrderSummary locale="en" teeTimeCount={0} multipackRounds={[3]} {...props} />,
    );
    expect(screen.getByText('1 multipack, 3 rounds')).toBeInTheDocument();
    expect(screen.queryByText(/tee time/)).toBeNull();
    unmount();
    renderWithProviders(
      <OrderSummary locale="es" teeTimeCount={2} multipackRounds={[3, 2]} {...props} />,
      { locale: 'es' },
    );
    expect(screen.getByText('2 horas de salida y 2 multipacks, 5 rondas')).toBeInTheDocument();
  });

  it('says Discount alone when the discount has no code', () => {
    renderWithProviders(
      <OrderSummary locale="en" teeTimeCount={1} subtotal={100} discount={10} fee={0} total={90} />,
    );
    expect(rows()[1]).toEqual(['Discount', '−10.00\u00a0€']);
  });

  it('puts the actions under the total', () => {
    renderWithProviders(
      <OrderSummary locale="en" teeTimeCount={1} subtotal={10} fee={1} total={11}>
        <Button>Checkout</Button>
      </OrderSummary>,
    );
    const region = screen.getByRole('region', { name: 'Order summary' });
    expect(within(region).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });
});
