// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import type { BookingLineView } from '../features/checkout/booking.ts';
import LocaleLayout, { ErrorBoundary as LayoutErrorBoundary } from './locale-layout.tsx';
import PaymentControllerPage from './payment-controller.tsx';
import PaymentPage from './payment.tsx';

const LINE: BookingLineView = {
  clubId: 1,
  clubName: 'Los Naranjos Golf Club',
  courseId: 11,
  courseName: 'Los Naranjos',
  date: '2026-03-29',
  time: '09:00',
  timeZone: 'Europe/Madrid',
  address: 'Urb. Los Naranjos, Marbella',
  players: 2,
  rates: [{ name: 'Green fee', players: 2, unitPrice: 85.5 }],
  services: [{ name: 'Buggy', units: 1, unitPrice: 35 }],
  total: 206,
};

const base = {
  locale: 'es' as const,
  culture: 'es-ES',
  missingHref: '/es',
  notice: { failed: [], relogin: false },
};

const confirmed = {
  ...base,
  view: {
    kind: 'confirmed' as const,
    reference: 'AB12CD34',
    amountPaid: 294,
    lines: [LINE, { ...LINE, date: '2026-03-30', time: '10:10', players: 1, services: [] }],
    policy: { kind: 'online' as const, allowed: true, deadline: '2026-03-28T08:00:00.000Z' },
    voucher: '<div class="voucher"><p>Bono AB12CD34</p></div>',
    qr: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
    calendarHref: '/api/booking-calendar?ref=AB12CD34&locale=es',
  },
};

function renderAt(
  path: string,
  loader: () => unknown,
  extra: { path: string; Component: () => React.ReactNode }[] = [],
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'es' }),
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          ErrorBoundary: LayoutErrorBoundary,
          loader: () => ({ locale: 'es', year: 2026 }),
          children: [
            { path: 'payment-controller/ok', Component: PaymentControllerPage, loader },
            { path: 'payment-controller/ko', Component: PaymentControllerPage, loader },
            { path: 'payment', Component: PaymentPage, loader },
            ...extra,
          ],
        },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="es" messages={messagesFor('es')}>
        <Stub initialEntries={[path]} />
      </IntlProvider>
    </SWRConfig>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  fetchMock.mockImplementation(async () => Response.json({ ok: false, msg: '' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('payment ok', () => {
  it('shows the booking: reference, QR, policy on the club’s clock, .ics download, voucher, other tee times', async () => {
    renderAt('/es/payment-controller/ok?localizador=AB12CD34', () => confirmed);
    expect(
      await screen.findByRole('heading', { name: 'Tu reserva está confirmada', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('AB12CD34')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Código QR de la reserva AB12CD34' })).toBeTruthy();
    // 08:00 UTC on 28 March is 09:00 in Madrid.
    expect(screen.getByText(/Cancelación gratuita en línea hasta el .*28.* 09:00/)).toBeTruthy();
    const calendar = screen.getByRole('link', { name: /Añadir al calendario/ });
    // A real download, not a client-side navigation to a resource route.
    expect(calendar.getAttribute('href')).toBe('/api/booking-calendar?ref=AB12CD34&locale=es');
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.getByText('Bono AB12CD34')).toBeTruthy();
    expect(
      screen.getByText(/Los Naranjos Golf Club · Los Naranjos: .*10:10 \(CEST\), 1 jugador$/),
    ).toBeTruthy();
    // The header's cart count is read again: this page's loader emptied the cart.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/cart?locale=es'),
    );
  });

  it('hides the header and footer when opened from the app', async () => {
    renderAt('/es/payment-controller/ok?localizador=AB12CD34&from=app', () => confirmed);
    expect(await screen.findByText('AB12CD34')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('waits under the blocking message while the payment is on its way, then shows the booking', async () => {
    let calls = 0;
    const loader = vi.fn(() => {
      calls += 1;
      return calls === 1
        ? {
            ...base,
            view: {
              kind: 'pending' as const,
              statusUrl: '/api/booking-status?ref=AB12CD34&locale=es',
            },
          }
        : confirmed;
    });
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/booking-status')
        ? Response.json({ ok: true, outcome: 'confirmed' })
        : Response.json({ ok: false, msg: '' }),
    );
    renderAt('/es/payment-controller/ok', loader);
    expect(await screen.findByText('Finalizando tu reserva…')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Tu reserva está confirmada' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/booking-status?ref=AB12CD34&locale=es',
    );
  });
});

describe('payment ko', () => {
  it('while the hold lives: the countdown and a way back to the card page', async () => {
    renderAt('/es/payment-controller/ko?localizador=AB12CD34', () => ({
      ...base,
      view: {
        kind: 'ko' as const,
        live: true,
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        gatewayPath: '/es/payment-gateway',
        timestamp: 1,
        cartHref: '/es/cart',
      },
    }));
    expect(
      await screen.findByRole('heading', { name: 'No se ha podido completar el pago' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Intentarlo de nuevo' }).getAttribute('href')).toBe(
      '/es/payment-gateway?timestamp=1',
    );
    expect(await screen.findByRole('timer')).toBeTruthy();
  });

  it('once the hold is gone: try again holds the cart anew, or back to the cart', async () => {
    renderAt('/es/payment-controller/ko', () => ({
      ...base,
      view: {
        kind: 'ko' as const,
        live: false,
        expiresAt: null,
        gatewayPath: '/es/payment-gateway',
        timestamp: 1,
        cartHref: '/es/cart',
      },
    }));
    const retry = await screen.findByRole('button', { name: 'Intentarlo de nuevo' });
    expect(retry.closest('form')?.getAttribute('method')).toBe('post');
    expect(screen.getByRole('link', { name: 'Volver al carrito' }).getAttribute('href')).toBe(
      '/es/cart',
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('payment', () => {
  it('shows the blocking message and the hold, and moves on to the gateway by itself', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderAt('/es/payment?timestamp=1', () => ({
      locale: 'es',
      live: true,
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      gatewayPath: '/es/payment-gateway',
      timestamp: 7,
      summary: null,
      againHref: '/es/cart',
      notice: { failed: [], relogin: false },
    }));
    expect(await screen.findByText('Finalizando tu reserva…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar con el pago' }).getAttribute('href')).toBe(
      '/es/payment-gateway?timestamp=7',
    );
    expect(await screen.findByRole('timer')).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/es/payment-gateway?timestamp=7'));
  });

  it('says when the hold has expired, and leads back to the cart', async () => {
    renderAt('/es/payment', () => ({
      locale: 'es',
      live: false,
      expiresAt: null,
      gatewayPath: '/es/payment-gateway',
      timestamp: 7,
      summary: null,
      againHref: '/es/cart',
      notice: { failed: [], relogin: false },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Tu reserva temporal ha caducado' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al carrito' })).toBeTruthy();
  });
});
