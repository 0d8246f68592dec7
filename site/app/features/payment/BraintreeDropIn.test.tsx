// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { BraintreeDropIn } from './BraintreeDropIn.tsx';

/*
 * The Drop-in itself talks to Braintree's client API, which no test here can reach; the module is
 * replaced by one that records what the wrapper asks of it (create, requestPaymentMethod,
 * teardown), so the wrapper's own behaviour is what these tests prove.
 */
const dropin = vi.hoisted(() => ({
  create: vi.fn(),
  requestPaymentMethod: vi.fn(),
  clearSelectedPaymentMethod: vi.fn(),
  teardown: vi.fn(),
}));
vi.mock('braintree-web-drop-in', () => ({ create: dropin.create }));

function instance() {
  return {
    requestPaymentMethod: dropin.requestPaymentMethod,
    clearSelectedPaymentMethod: dropin.clearSelectedPaymentMethod,
    teardown: dropin.teardown,
  };
}

function step(onNonce: (nonce: string) => Promise<void>, locale: 'en' | 'es' = 'en') {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <BraintreeDropIn
        clientToken="client-token-1"
        amount={61.5}
        currency="EUR"
        onNonce={onNonce}
      />
    </IntlProvider>
  );
}

beforeEach(() => {
  dropin.create.mockResolvedValue(instance());
  dropin.teardown.mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the Braintree Drop-in's wrapper", () => {
  it('loads the Drop-in into its container with the client token and the locale, then offers to pay', async () => {
    render(step(() => Promise.resolve()));
    expect(screen.getByRole('status').textContent).toBe('Loading the secure card form…');
    const button = await screen.findByRole('button', { name: 'Pay €61.50' });
    expect(button).toBeTruthy();
    expect(dropin.create).toHaveBeenCalledTimes(1);
    const options = dropin.create.mock.calls[0]?.[0] as {
      authorization: string;
      container: HTMLElement;
      locale: string;
    };
    expect(options.authorization).toBe('client-token-1');
    // 3-D Secure on, for the payment's amount.
    expect((options as unknown as { threeDSecure: boolean }).threeDSecure).toBe(true);
    expect(options.locale).toBe('en_US');
    expect(options.container).toBeInstanceOf(HTMLDivElement);
    expect(options.container.isConnected).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks the golfer’s language to the Drop-in and on its button', async () => {
    render(step(() => Promise.resolve(), 'es'));
    await screen.findByRole('button', { name: /^Pagar 61,50\s€$/ });
    expect((dropin.create.mock.calls[0]?.[0] as { locale: string }).locale).toBe('es_ES');
  });

  it('hands the nonce the Drop-in gives to onNonce, once, with the button disabled meanwhile', async () => {
    dropin.requestPaymentMethod.mockResolvedValue({
      nonce: 'nonce-from-braintree',
      type: 'CreditCard',
    });
    let finish: () => void = () => undefined;
    const onNonce = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(step(onNonce));
    const button = await screen.findByRole('button', { name: 'Pay €61.50' });
    fireEvent.click(button);
    await waitFor(() => expect(onNonce).toHaveBeenCalledWith('nonce-from-braintree'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    await act(async () => finish());
    expect(onNonce).toHaveBeenCalledTimes(1);
    expect(dropin.requestPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it('asks for 3-D Secure on the amount, and charges nothing when the bank did not authenticate', async () => {
    dropin.requestPaymentMethod.mockResolvedValue({
      nonce: 'nonce-not-shifted',
      type: 'CreditCard',
      liabilityShiftPossible: true,
      liabilityShifted: false,
    });
    const onNonce = vi.fn(() => Promise.resolve());
    render(step(onNonce));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €61.50' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your bank could not confirm it is you (3-D Secure), so nothing was charged. Try again, or use another card.',
    );
    expect(dropin.requestPaymentMethod).toHaveBeenCalledWith({ threeDSecure: { amount: '61.50' } });
    expect(onNonce).not.toHaveBeenCalled();
    expect(dropin.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the engine while the card fields are not valid', async () => {
    dropin.requestPaymentMethod.mockRejectedValue(new Error('No payment method is available.'));
    const onNonce = vi.fn(() => Promise.resolve());
    render(step(onNonce));
    const button = await screen.findByRole('button', { name: 'Pay €61.50' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(onNonce).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the payment failed, and clears the used nonce for the next try', async () => {
    dropin.requestPaymentMethod.mockResolvedValue({ nonce: 'nonce-1', type: 'CreditCard' });
    render(step(() => Promise.reject(new Error('declined'))));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €61.50' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment could not be completed. Check the card details and try again.',
    );
    expect(dropin.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Pay €61.50' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says the form could not be loaded when the Drop-in cannot start, and offers no button', async () => {
    dropin.create.mockRejectedValue(new Error('client API unreachable'));
    render(step(() => Promise.resolve()));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The card form could not be loaded/,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tears the Drop-in down when the step goes away, also when it was still loading', async () => {
    const ready = render(step(() => Promise.resolve()));
    await screen.findByRole('button');
    ready.unmount();
    expect(dropin.teardown).toHaveBeenCalledTimes(1);

    let created: (value: ReturnType<typeof instance>) => void = () => undefined;
    dropin.create.mockReturnValue(new Promise((resolve) => (created = resolve)));
    const loading = render(step(() => Promise.resolve()));
    await waitFor(() => expect(dropin.create).toHaveBeenCalledTimes(2));
    loading.unmount();
    await act(async () => created(instance()));
    expect(dropin.teardown).toHaveBeenCalledTimes(2);
  });
});
