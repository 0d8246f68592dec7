// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, redirect } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { BraintreeStep } from './BraintreeStep.tsx';
import { cartGatewayMessages } from './cart.messages.ts';

/*
 * The Braintree payment step as a page of a router: the Drop-in module is replaced (it talks to
 * Braintree's client API, which no test here can reach) by one that gives a nonce; the page's
 * action is a stand-in for the gateway's (its server half is braintree-gateway.server.test.ts),
 * recording what the page posts and answering as the real one does.
 */
const dropin = vi.hoisted(() => ({
  create: vi.fn(),
  requestPaymentMethod: vi.fn(),
  clearSelectedPaymentMethod: vi.fn(),
  teardown: vi.fn(),
}));
vi.mock('braintree-web-drop-in', () => ({ create: dropin.create }));

const LATER = () => new Date(Date.now() + 10 * 60_000).toISOString();

function renderStep(
  action: (args: { request: Request }) => Promise<unknown>,
  expiresAt: string = LATER(),
) {
  const Stub = createRoutesStub([
    {
      path: '/es/payment-gateway',
      action,
      Component: () => (
        <BraintreeStep
          texts={cartGatewayMessages}
          view={{ clientToken: 'client-token-1', amount: 91.5, currency: 'EUR', expiresAt }}
          backHref="/es/cart"
        />
      ),
    },
    { path: '/es/payment-controller/ok', Component: () => <p>ok page</p> },
    { path: '/es/cart', Component: () => <p>cart page</p> },
  ]);
  return render(
    <IntlProvider locale="es" messages={messagesFor('es')}>
      <Stub initialEntries={['/es/payment-gateway']} />
    </IntlProvider>,
  );
}

const PAY = /^Pagar 91,50\s€$/;
const BLOCKING = 'Finalizando tu reserva…';

beforeEach(() => {
  dropin.create.mockResolvedValue({
    requestPaymentMethod: dropin.requestPaymentMethod,
    clearSelectedPaymentMethod: dropin.clearSelectedPaymentMethod,
    teardown: dropin.teardown,
  });
  dropin.teardown.mockResolvedValue(undefined);
  dropin.requestPaymentMethod.mockResolvedValue({
    nonce: 'nonce-from-braintree',
    type: 'CreditCard',
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the Braintree payment step', () => {
  it('starts the Drop-in with the engine’s client token, and under the hold’s countdown', async () => {
    renderStep(() => Promise.resolve(null));
    await screen.findByRole('button', { name: PAY });
    expect((dropin.create.mock.calls[0]?.[0] as { authorization: string }).authorization).toBe(
      'client-token-1',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pago');
    expect(screen.getByText(/Tus horas de salida están reservadas durante/)).toBeTruthy();
  });

  it('posts the nonce to its own action, shows the blocking message while the booking is finalised, and follows the action to the ok page', async () => {
    let finish: () => void = () => undefined;
    const posted: (string | null)[] = [];
    renderStep(async ({ request }) => {
      const form = await request.formData();
      posted.push(form.get('nonce') as string | null);
      await new Promise<void>((resolve) => (finish = resolve));
      return redirect('/es/payment-controller/ok?localizador=HOLD2345');
    });
    fireEvent.click(await screen.findByRole('button', { name: PAY }));
    await waitFor(() => expect(posted).toEqual(['nonce-from-braintree']));
    expect(screen.getByText(BLOCKING)).toBeTruthy();
    // The form stays mounted, hidden, under the blocking message.
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    await act(async () => finish());
    expect(await screen.findByText('ok page')).toBeTruthy();
    expect(dropin.clearSelectedPaymentMethod).not.toHaveBeenCalled();
  });

  it('keeps the golfer on the step with the action’s reason, and a fresh nonce for the next try', async () => {
    const error =
      'La tarjeta no ha sido aceptada y no se ha cobrado nada. Revisa los datos o usa otra tarjeta.';
    const action = vi.fn(() => Promise.resolve({ error }));
    renderStep(action);
    fireEvent.click(await screen.findByRole('button', { name: PAY }));
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect(dropin.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(BLOCKING)).toBeNull();
    const again = screen.getByRole('button', { name: PAY }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    fireEvent.click(again);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    // The Drop-in was started once: the card the golfer typed is still there.
    expect(dropin.create).toHaveBeenCalledTimes(1);
  });

  it('once the hold has lapsed, offers the way back instead of the form', async () => {
    renderStep(() => Promise.resolve(null), new Date(Date.now() - 1000).toISOString());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Se ha acabado el tiempo para pagar y tus plazas ya no están reservadas.',
    );
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Volver al carrito' }));
    expect(await screen.findByText('cart page')).toBeTruthy();
  });
});
