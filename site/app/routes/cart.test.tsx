// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import { EMPTY_CART } from '../features/cart/cart.ts';
import type { CartPackView, CartTeeTimeView, CartView } from '../features/cart/cart.ts';
import CartPage from './cart.tsx';
import LocaleLayout from './locale-layout.tsx';

const line = (time: string, overrides: Partial<CartTeeTimeView> = {}): CartTeeTimeView => ({
  key: `11|2026-11-24|${time}`,
  clubId: 1,
  clubName: 'Los Naranjos Golf Club',
  courseId: 11,
  courseName: 'Los Naranjos',
  date: '2026-11-24',
  time,
  timeZone: 'Europe/Madrid',
  players: 2,
  rates: [{ id: 5, name: 'Green fee', players: 2, unitPrice: 85.5 }],
  services: [{ id: 1, name: 'Buggy', units: 1, unitPrice: 35 }],
  lineTotal: 206,
  ...overrides,
});

const TOTALS = {
  subtotal: 412,
  discount: 0,
  fee: 2.5,
  total: 414.5,
  promoCode: null,
  promoValid: null,
  promoMessage: null,
};

const CART: CartView = {
  locator: 'ABCD2345',
  count: 3,
  groups: [
    {
      clubId: 1,
      clubName: 'Los Naranjos Golf Club',
      courseId: 11,
      courseName: 'Los Naranjos',
      teeTimes: [line('09:10'), line('10:30')],
    },
    {
      clubId: 2,
      clubName: 'Quinta do Lago',
      courseId: 21,
      courseName: 'South',
      teeTimes: [
        line('08:00', {
          key: '21|2026-11-24|08:00',
          clubId: 2,
          clubName: 'Quinta do Lago',
          courseId: 21,
          courseName: 'South',
          timeZone: 'Europe/Lisbon',
          services: [],
          lineTotal: 171,
        }),
      ],
    },
  ],
  totals: { ...TOTALS, subtotal: 583, total: 585.5 },
};

function renderCart(cart: CartView | null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'es' }),
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale: 'es', year: 2026, cart }),
          children: [
            { path: 'cart', Component: CartPage },
            { index: true, Component: () => <p>home page</p> },
          ],
        },
      ],
    },
  ]);
  // A cache per test: SWR's default one would carry one test's cart into the next.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="es" messages={messagesFor('es')}>
        <Stub initialEntries={['/es/cart']} />
      </IntlProvider>
    </SWRConfig>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
const posted: unknown[] = [];
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  posted.length = 0;
});

/** The cart endpoint's POST answers `answer(body)`; anything else is the error log's 204. */
function answerPosts(answer: (body: { action: string }) => unknown) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith('/api/cart?locale=es') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { action: string };
      posted.push(body);
      return Response.json(answer(body));
    }
    return new Response(null, { status: 204 });
  });
}

describe('the cart page', () => {
  it('shows the tee times by club and course, the fee on its own line and the way to checkout', async () => {
    renderCart(CART);
    // The first render of a file pays for loading the whole layout: a slow machine needs a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu carrito' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(document.title).toBe('Tu carrito · Fairway');
    const naranjos = screen.getByRole('region', { name: 'Los Naranjos Golf Club' });
    expect(within(naranjos).getByText('Los Naranjos')).toBeTruthy();
    expect(within(naranjos).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const lisbon = screen.getByRole('region', { name: 'Quinta do Lago' });
    // The club's own zone: Lisbon is on Western European time in November.
    expect(within(lisbon).getByText(/WET|GMT|UTC/)).toBeTruthy();
    expect(screen.getByText('Gastos de gestión (no reembolsables)')).toBeTruthy();
    expect(screen.getByText(/585,50\s€/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar con el pago' }).getAttribute('href')).toBe(
      '/es/checkout',
    );
    // The header counts every tee time of the same cart (its nav bar's code comes after the page).
    expect(await screen.findByRole('link', { name: /Carrito, 3/ })).toBeTruthy();
    // Seeded by the layout: nothing asked at hydration.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/cart?locale=es');
  });

  it('asks before removing a tee time, and removes nothing when the golfer cancels', async () => {
    const left: CartView = {
      ...CART,
      count: 2,
      groups: [
        { ...(CART.groups[0] as CartView['groups'][number]), teeTimes: [line('10:30')] },
        CART.groups[1] as CartView['groups'][number],
      ],
    };
    answerPosts(() => ({ ok: true, cart: left }));
    renderCart(CART);
    const remove = await screen.findByRole('button', {
      name: 'Quitar la hora de salida de las 09:10',
    });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: '¿Quitar esta hora de salida?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posted).toEqual([]);
    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: '¿Quitar esta hora de salida?' });
    expect(dialog.textContent).toContain(
      'Los Naranjos Golf Club, 24 de noviembre de 2026 a las 09:10',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Quitar la hora de salida de las 09:10' }),
      ).toBeNull(),
    );
    expect(posted).toEqual([{ action: 'remove', key: '11|2026-11-24|09:10' }]);
    expect(screen.getByRole('link', { name: /Carrito, 2/ })).toBeTruthy();
  });

  it('empties the cart after asking, then leads back to search', async () => {
    answerPosts(() => ({ ok: true, cart: EMPTY_CART }));
    renderCart(CART);
    await userEvent.click(await screen.findByRole('button', { name: 'Vaciar el carrito' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Vaciar el carrito?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vaciar el carrito' }));
    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeTruthy();
    expect(posted).toEqual([{ action: 'empty' }]);
    const empty = screen.getByRole('region', { name: 'Tu carrito está vacío' });
    expect(
      within(empty).getByRole('link', { name: 'Buscar una hora de salida' }).getAttribute('href'),
    ).toBe('/es');
    expect(within(empty).getByRole('combobox')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Carrito' }).getAttribute('data-tone')).toBe('teal');
  });

  it('applies a promocode and shows the discount, or the engine’s message', async () => {
    answerPosts((body) =>
      (body as { code?: string }).code === 'FAIRWAY10'
        ? {
            ok: true,
            cart: {
              ...CART,
              totals: {
                ...CART.totals,
                discount: 34.2,
                total: 551.3,
                promoCode: 'FAIRWAY10',
                promoValid: true,
              },
            },
          }
        : {
            ok: true,
            cart: {
              ...CART,
              totals: {
                ...CART.totals,
                promoCode: 'NOPE',
                promoValid: false,
                promoMessage: 'Código promocional no válido',
              },
            },
          },
    );
    renderCart(CART);
    const field = await screen.findByRole('textbox', { name: 'Código promocional' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect((await screen.findAllByText('Código promocional no válido')).length).toBeGreaterThan(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'FAIRWAY10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Descuento (FAIRWAY10)')).toBeTruthy();
    expect(screen.getByText(/551,30\s€/)).toBeTruthy();
    expect(posted).toEqual([
      { action: 'promo', code: 'NOPE' },
      { action: 'promo', code: 'FAIRWAY10' },
    ]);
  });

  it('asks for the cart when the layout could not read it, and says so when that fails too', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/cart?locale=es'
        ? Response.json({ ok: false, msg: 'Database unavailable' })
        : new Response(null, { status: 204 }),
    );
    renderCart(null);
    expect(await screen.findByText('No se ha podido cargar tu carrito')).toBeTruthy();
    expect(await screen.findByText('Se ha producido un error al cargar el carrito')).toBeTruthy();
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/cart?locale=es'
        ? Response.json({ ok: true, cart: CART })
        : new Response(null, { status: 204 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Quinta do Lago' })).toBeTruthy();
  });
});

describe('a multipack in the cart', () => {
  const pack: CartPackView = {
    key: 'pack|3|11|2026-11-24|09:10',
    packId: 3,
    name: 'Costa del Sol Clásico',
    players: 2,
    unitPrice: 199,
    lineTotal: 398,
    rounds: [
      {
        clubId: 1,
        clubName: 'Los Naranjos Golf Club',
        courseId: 11,
        courseName: 'Los Naranjos',
        date: '2026-11-24',
        time: '09:10',
        timeZone: 'Europe/Madrid',
      },
      {
        clubId: 2,
        clubName: 'Real Club Valderrama',
        courseId: 21,
        courseName: 'Real Club Valderrama',
        date: '2026-11-26',
        time: '10:00',
        timeZone: 'Europe/Madrid',
      },
    ],
  };
  const WITH_PACK: CartView = {
    ...CART,
    count: 4,
    packs: [pack],
    totals: { ...TOTALS, subtotal: 981, total: 983.5 },
  };

  it('is one item with its rounds, players and price, and the header shows the cart’s count', async () => {
    renderCart(WITH_PACK);
    const item = await screen.findByRole(
      'article',
      { name: 'Costa del Sol Clásico' },
      { timeout: 10_000 },
    );
    expect(within(item).getByText('2 jugadores')).toBeTruthy();
    expect(within(item).getByText(/2 × 199,00\s€/)).toBeTruthy();
    expect(within(item).getByText(/398,00\s€/)).toBeTruthy();
    const rounds = within(within(item).getByRole('list', { name: 'Rondas' })).getAllByRole(
      'listitem',
    );
    expect(rounds.map((r) => r.textContent)).toEqual([
      expect.stringMatching(
        /^Ronda 1: 24 de noviembre de 2026, 09:10 \(CET\)Los Naranjos Golf Club · Los Naranjos$/,
      ),
      expect.stringMatching(
        /^Ronda 2: 26 de noviembre de 2026, 10:00 \(CET\)Real Club Valderrama$/,
      ),
    ]);
    expect(screen.getByRole('link', { name: /Carrito, 4/ })).toBeTruthy();
  });

  it('is removed as one after asking, the other lines kept', async () => {
    answerPosts(() => ({ ok: true, cart: { ...CART, packs: [] } }));
    renderCart(WITH_PACK);
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Eliminar el multipack Costa del Sol Clásico' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este multipack?' });
    expect(dialog.textContent).toContain('Costa del Sol Clásico, con todas sus rondas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Costa del Sol Clásico' })).toBeNull(),
    );
    expect(posted).toEqual([{ action: 'remove', key: 'pack|3|11|2026-11-24|09:10' }]);
    expect(
      await screen.findByText('El multipack Costa del Sol Clásico ha salido de tu carrito.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Los Naranjos Golf Club' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Carrito, 3/ })).toBeTruthy();
  });
});
