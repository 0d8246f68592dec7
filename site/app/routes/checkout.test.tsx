// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { registerPageTestBrowser } from '../testing/page-test-browser.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { SavedCardView } from '../features/checkout/booking.ts';
import type { CartView } from '../features/cart/cart.ts';
import CheckoutPage from './checkout.tsx';
import LocaleLayout, { ErrorBoundary as LayoutErrorBoundary } from './locale-layout.tsx';

const CART: CartView = {
  locator: 'CART2345',
  count: 2,
  groups: [
    {
      clubId: 1,
      clubName: 'Los Naranjos Golf Club',
      courseId: 11,
      courseName: 'Los Naranjos',
      teeTimes: [
        {
          key: '11|2026-03-29|09:00',
          clubId: 1,
          clubName: 'Los Naranjos Golf Club',
          courseId: 11,
          courseName: 'Los Naranjos',
          date: '2026-03-29',
          time: '09:00',
          timeZone: 'Europe/Madrid',
          players: 2,
          rates: [{ id: 5, name: 'Green fee', players: 2, unitPrice: 85.5 }],
          services: [{ id: 1, name: 'Buggy', units: 1, unitPrice: 35 }],
          lineTotal: 206,
        },
        {
          key: '11|2026-03-30|10:10',
          clubId: 1,
          clubName: 'Los Naranjos Golf Club',
          courseId: 11,
          courseName: 'Los Naranjos',
          date: '2026-03-30',
          time: '10:10',
          timeZone: 'Europe/Madrid',
          players: 1,
          rates: [{ id: 5, name: 'Green fee', players: 1, unitPrice: 85.5 }],
          services: [],
          lineTotal: 85.5,
        },
      ],
    },
  ],
  totals: {
    subtotal: 291.5,
    discount: 0,
    fee: 2.5,
    total: 294,
    promoCode: null,
    promoValid: null,
    promoMessage: null,
  },
};

function pageData(guest = { name: '', surname: '', email: '' }) {
  return {
    locale: 'es' as const,
    culture: 'es-ES',
    cart: CART,
    policies: {
      // 28 March 08:00 UTC is 09:00 in Madrid, the day before the clocks change.
      '11|2026-03-29|09:00': {
        kind: 'online',
        allowed: true,
        deadline: '2026-03-28T08:00:00.000Z',
      },
      '11|2026-03-30|10:10': { kind: 'contactClub', allowed: false, deadline: null },
    },
    guest,
    loggedIn: false,
    account: null as { name: string; surname: string; email: string } | null,
    cards: [] as SavedCardView[],
    bookingsHref: '/es/private-area/bookings',
    profileHref: '/es/private-area/my-profile',
    loginHref: '/es/login?next=%2Fes%2Fcheckout',
    termsHref: '/es/terms-and-conditions',
    notice: { failed: [], relogin: false },
  };
}

const VISA: SavedCardView = {
  id: 12,
  brand: 'visa',
  last4: '4242',
  expiry: '12/2099',
  holder: 'ANA GOLFER',
  expired: false,
};
const OLD_AMEX: SavedCardView = {
  id: 4,
  brand: 'amex',
  last4: '0005',
  expiry: '01/2020',
  holder: 'ANA GOLFER',
  expired: true,
};

/** A logged-in golfer's checkout: the account's details, and their saved cards. */
function accountData(cards: SavedCardView[] = []) {
  return {
    ...pageData(),
    loggedIn: true,
    account: { name: 'Ana', surname: 'Golfer', email: 'ana@golfers.example' },
    cards,
  };
}

function renderCheckout(loader: () => unknown, action: (args: { request: Request }) => unknown) {
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
            { path: 'checkout', Component: CheckoutPage, loader, action },
            { path: 'payment', Component: () => <p>payment page</p> },
          ],
        },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="es" messages={messagesFor('es')}>
        <Stub initialEntries={['/es/checkout']} />
      </IntlProvider>
    </SWRConfig>,
  );
}

registerPageTestBrowser();

const nameField = () => screen.getByRole('textbox', { name: /^Nombre/ });
const payButton = () => screen.getByRole('button', { name: /^Pagar|Reservando/ });

describe('checkout', () => {
  it('shows each tee time with its cancellation policy on the club’s clock, and the total with the fee', async () => {
    renderCheckout(
      () => pageData(),
      () => null,
    );
    expect(
      await screen.findByRole('heading', { name: 'Finalizar la compra', level: 1 }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Cancelación gratuita en línea hasta el 28 de marzo de 2026 a las 09:00 \(CET\)/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Este campo de golf no permite cancelaciones en línea: ponte en contacto con el club',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pagar 294,00\s€/ })).toBeTruthy();
  });

  it('opens the terms in a new tab, and says so in the golfer’s language', async () => {
    renderCheckout(
      () => pageData(),
      () => null,
    );
    await screen.findByRole('heading', { name: 'Finalizar la compra', level: 1 });
    // The footer links the terms too, in the same tab.
    const [terms, ...others] = screen
      .getAllByRole('link', { name: /términos y condiciones/i })
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(others).toEqual([]);
    const described = document.getElementById(terms?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Se abre en una pestaña nueva');
  });

  it('offers to log in and come back, or to continue as a guest pre-filled from the guest cookies', async () => {
    renderCheckout(
      () => pageData({ name: 'Ana', surname: 'Ruiz', email: 'ana@example.com' }),
      () => null,
    );
    const login = await screen.findByRole('link', { name: 'Inicia sesión' });
    expect(login.getAttribute('href')).toBe('/es/login?next=%2Fes%2Fcheckout');
    expect(screen.getByRole('heading', { name: 'Continuar como invitado' })).toBeTruthy();
    expect((nameField() as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByRole('textbox', { name: /^Correo/ }) as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
  });

  it('says what to fix in the golfer’s language, keeps what was typed and focuses the first field', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return {
        values: {
          name: String(form.get('name') ?? ''),
          surname: '',
          email: String(form.get('email') ?? ''),
          terms: false,
        },
        errors: { surname: 'field.required', email: 'email.format', terms: 'terms.required' },
        formError: null,
      };
    });
    renderCheckout(() => pageData(), action);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /^Correo/ }), 'ana@');
    await userEvent.click(payButton());
    expect(await screen.findByText('El formato del email no es válido')).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.getByText('Acepta los términos y condiciones')).toBeTruthy();
    expect((nameField() as HTMLInputElement).value).toBe('Ana');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Apellidos/ })),
    );
  });

  it('shows the engine’s refusal in an alert, and nothing was held', async () => {
    renderCheckout(
      () => pageData(),
      () => ({
        values: { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', terms: true },
        errors: {},
        formError: 'La hora seleccionada no es válida',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('La hora seleccionada no es válida')).toBeTruthy();
  });

  it('disables Pay while the hold is being made, so a double click sends one request', async () => {
    let release: () => void = () => undefined;
    const action = vi.fn(
      () =>
        new Promise<null>((resolve) => {
          release = () => resolve(null);
        }),
    );
    renderCheckout(() => pageData(), action);
    const pay = await screen.findByRole('button', { name: /^Pagar/ });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', true));
    expect(payButton().textContent).toBe('Reservando tus horas de salida…');
    expect(action).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
  });

  describe('logged in', () => {
    it('books as the account, shown read-only, with no guest form and no log-in link', async () => {
      renderCheckout(
        () => accountData(),
        () => null,
      );
      const who = await screen.findByText(/Reserva a nombre de/);
      expect(who.textContent).toBe('Reserva a nombre de Ana Golfer, ana@golfers.example');
      expect(screen.queryAllByRole('textbox')).toEqual([]);
      expect(screen.queryByRole('link', { name: 'Inicia sesión' })).toBeNull();
      expect(screen.getByRole('link', { name: 'tus reservas' }).getAttribute('href')).toBe(
        '/es/private-area/bookings',
      );
    });

    it('without saved cards, offers to keep the new card, unticked', async () => {
      renderCheckout(
        () => accountData(),
        () => null,
      );
      const save = await screen.findByRole('checkbox', {
        name: 'Guardar esta tarjeta para la próxima vez',
      });
      expect((save as HTMLInputElement).checked).toBe(false);
      expect(screen.queryByRole('radio')).toBeNull();
    });

    it('offers the saved cards by brand, masked number and expiry, the usable one chosen; an expired one cannot be', async () => {
      const action = vi.fn(async ({ request }: { request: Request }) => {
        const form = await request.formData();
        return {
          values: {
            name: '',
            surname: '',
            email: '',
            terms: false,
            card: String(form.get('card')),
            saveCard: form.get('saveCard') === 'on',
          },
          errors: { terms: 'terms.required' },
          formError: null,
        };
      });
      renderCheckout(() => accountData([VISA, OLD_AMEX]), action);
      const group = await screen.findByRole('group', { name: 'Pagar con' });
      const visa = within(group).getByRole('radio', { name: /^Visa terminada en 4242/ });
      expect((visa as HTMLInputElement).checked).toBe(true);
      expect(within(group).getByText('Caduca 12/2099 · ANA GOLFER')).toBeTruthy();
      const amex = within(group).getByRole('radio', { name: /American Express/ });
      expect((amex as HTMLInputElement).disabled).toBe(true);
      // A saved card is kept already: no box to keep it.
      expect(screen.queryByRole('checkbox', { name: /Guardar esta tarjeta/ })).toBeNull();
      await userEvent.click(within(group).getByRole('radio', { name: 'Usar otra tarjeta' }));
      const save = screen.getByRole('checkbox', { name: /Guardar esta tarjeta/ });
      await userEvent.click(save);
      await userEvent.click(payButton());
      await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
      expect(await action.mock.results[0]?.value).toMatchObject({
        values: { card: 'new', saveCard: true },
      });
      await userEvent.click(within(group).getByRole('radio', { name: /Visa/ }));
      await userEvent.click(payButton());
      await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
      expect(await action.mock.results[1]?.value).toMatchObject({
        values: { card: '12', saveCard: false },
      });
    });

    it('says in the golfer’s language when a saved card can no longer pay', async () => {
      renderCheckout(
        () => accountData([VISA]),
        () => ({
          values: { name: '', surname: '', email: '', terms: true, card: '12' },
          errors: {},
          formError: null,
          problem: 'cardUnavailable',
        }),
      );
      await userEvent.click(await screen.findByRole('button', { name: /^Pagar/ }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'Esa tarjeta guardada ya no sirve para pagar. Elige otra tarjeta.',
      );
    });

    it('says when the account could not be read', async () => {
      renderCheckout(
        () => ({ ...accountData(), account: null }),
        () => null,
      );
      expect(
        await screen.findByText(/No se han podido cargar los datos de tu cuenta/),
      ).toBeTruthy();
    });
  });
});
