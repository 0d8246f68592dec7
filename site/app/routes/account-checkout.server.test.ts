/**
 * Checkout as a logged-in golfer (issue 14), through the routes' loaders and actions against a
 * stubbed engine: the holder is the account, the hold is made with the user credentials, and the
 * card choice reaches the card page only as the engine's own fields.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as CartServer from '../features/cart/cart.server.ts';
import {
  registerStubbedEngine,
  routeContext,
  SESSION_COOKIES as COOKIES,
  thrownResponse as thrown,
  USER_COOKIES,
} from '../testing/route-test-engine.ts';
import type { Route as CheckoutRoute } from './+types/checkout';
import type { Route as GatewayRoute } from './+types/payment-gateway';
import { action as checkoutAction, loader as checkoutLoader } from './checkout.tsx';
import { loader as gatewayLoader } from './payment-gateway.tsx';

// The cart's own reading is cart.server.test.ts's business: here it is one tee time.
vi.mock('../features/cart/cart.server.ts', async (original) => ({
  ...(await original<typeof CartServer>()),
  readCart: vi.fn(async () => ({
    locator: 'CART2345',
    count: 1,
    groups: [
      {
        clubId: 1,
        clubName: 'Los Naranjos Golf Club',
        courseId: 11,
        courseName: 'Los Naranjos',
        teeTimes: [
          {
            key: '11|2099-03-29|09:00',
            clubId: 1,
            clubName: 'Los Naranjos Golf Club',
            courseId: 11,
            courseName: 'Los Naranjos',
            date: '2099-03-29',
            time: '09:00',
            timeZone: 'Europe/Madrid',
            players: 1,
            rates: [],
            services: [],
            lineTotal: 100,
          },
        ],
      },
    ],
    totals: {
      subtotal: 100,
      discount: 0,
      fee: 1.5,
      total: 101.5,
      promoCode: null,
      promoValid: null,
      promoMessage: null,
    },
  })),
}));

const engine = registerStubbedEngine();
const contextFor = (loggedIn: boolean) => routeContext({ loggedIn });

const ACCOUNT = {
  cod: 1,
  msg: '',
  datos: {
    idUsuario: 9,
    nombre: 'Ana',
    apellidos: 'Golfer',
    email: 'ana@golfers.example',
    telefono: '600000000',
    pais: 'ES',
  },
};
const CARDS = {
  cod: 1,
  msg: '',
  datos: {
    listaTarjetas: [
      {
        idUsuarioTarjeta: 4,
        numeroTarjeta: '•••• •••• •••• 0005',
        caducidadTarjeta: '01/2020',
        marca: 'amex',
        titular: 'ANA GOLFER',
      },
      {
        idUsuarioTarjeta: 12,
        numeroTarjeta: '•••• •••• •••• 4242',
        caducidadTarjeta: '12/2099',
        marca: 'visa',
        titular: 'ANA GOLFER',
      },
    ],
  },
};
const HOLD = {
  cod: 1,
  msg: '',
  datos: {
    localizador: 'HOLD2345',
    fechaExpiracion: '2026-11-23T20:15:00.000Z',
    subtotal: 100,
    descuento: 0,
    comision: 1.5,
    total: 101.5,
  },
};

function checkoutPost(fields: Record<string, string>) {
  return new Request('http://localhost:3200/en/checkout', {
    method: 'POST',
    headers: {
      cookie: `${COOKIES}; ${USER_COOKIES}; cartLocator=CART2345`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
}

const pay = (fields: Record<string, string>) =>
  checkoutAction({
    request: checkoutPost(fields),
    context: contextFor(true),
    params: {},
  } as unknown as CheckoutRoute.ActionArgs);

const callsTo = engine.callsTo;

describe('checkout for a logged-in golfer', () => {
  it('reads the account and the saved cards with the user credentials; usable cards first', async () => {
    engine.answers = {
      'Usuarios/ObtenerUsuario': ACCOUNT,
      'Usuarios/ListarTarjetasUsuario': CARDS,
    };
    const result = await checkoutLoader({
      request: new Request('http://localhost:3200/en/checkout', {
        headers: { cookie: `${COOKIES}; ${USER_COOKIES}; cartLocator=CART2345` },
      }),
      context: contextFor(true),
      params: {},
    } as unknown as CheckoutRoute.LoaderArgs);
    expect(callsTo('Usuarios/ObtenerUsuario')[0]?.body).toMatchObject({
      token: 'tok',
      idUsuario: 9,
      userToken: 'ut',
    });
    expect(callsTo('Usuarios/ListarTarjetasUsuario')[0]?.body).toMatchObject({ userToken: 'ut' });
    expect(result).toMatchObject({
      loggedIn: true,
      account: { name: 'Ana', surname: 'Golfer', email: 'ana@golfers.example' },
      guest: { name: '', surname: '', email: '' },
      bookingsHref: '/en/private-area/bookings',
    });
    expect(result.cards.map((c) => [c.id, c.brand, c.last4, c.expired])).toEqual([
      [12, 'visa', '4242', false],
      [4, 'amex', '0005', true],
    ]);
  });

  it('still offers a new card when the saved ones cannot be read, and says the account could not be', async () => {
    engine.answers = {
      'Usuarios/ObtenerUsuario': { cod: 3, msg: 'The credentials do not match the session' },
      'Usuarios/ListarTarjetasUsuario': { cod: 3, msg: 'The credentials do not match the session' },
    };
    const result = await checkoutLoader({
      request: new Request('http://localhost:3200/en/checkout', {
        headers: { cookie: `${COOKIES}; ${USER_COOKIES}; cartLocator=CART2345` },
      }),
      context: contextFor(true),
      params: {},
    } as unknown as CheckoutRoute.LoaderArgs);
    expect(result).toMatchObject({ loggedIn: true, account: null, cards: [] });
  });

  it('asks a guest’s checkout for no account', async () => {
    const result = await checkoutLoader({
      request: new Request('http://localhost:3200/en/checkout', {
        headers: { cookie: `${COOKIES}; cartLocator=CART2345` },
      }),
      context: contextFor(false),
      params: {},
    } as unknown as CheckoutRoute.LoaderArgs);
    expect(result).toMatchObject({ loggedIn: false, account: null, cards: [] });
    expect(engine.calls.filter((c) => c.path.startsWith('Usuarios/'))).toEqual([]);
  });

  it('holds the cart for the account with the user credentials, whatever name the form sends', async () => {
    engine.answers = {
      'Usuarios/ObtenerUsuario': ACCOUNT,
      'PreReserva/RealizarPreReserva': HOLD,
    };
    const response = await thrown(() =>
      pay({
        terms: 'on',
        card: 'new',
        saveCard: 'on',
        name: 'Mallory',
        email: 'mallory@evil.example',
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/en\/payment\?timestamp=\d+$/);
    const [hold] = callsTo('PreReserva/RealizarPreReserva');
    expect(hold?.body).toMatchObject({
      localizadorCarrito: 'CART2345',
      nombre: 'Ana',
      apellidos: 'Golfer',
      email: 'ana@golfers.example',
      aceptaCondiciones: true,
      idUsuario: 9,
      userToken: 'ut',
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('bookingLocator='))).toMatch(
      /^bookingLocator=HOLD2345%3Asave; .*HttpOnly/,
    );
    // The account's e-mail is the owner proof; isGuest false keeps it out of a guest's form.
    expect(cookies.some((c) => c.startsWith('guestMail=ana%40golfers.example'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('isGuest=false'))).toBe(true);
  });

  it('pays with a saved card of the golfer’s own, checked against their list before holding', async () => {
    engine.answers = {
      'Usuarios/ObtenerUsuario': ACCOUNT,
      'Usuarios/ListarTarjetasUsuario': CARDS,
      'PreReserva/RealizarPreReserva': HOLD,
    };
    const response = await thrown(() => pay({ terms: 'on', card: '12' }));
    expect(response.headers.getSetCookie().find((c) => c.startsWith('bookingLocator='))).toMatch(
      /^bookingLocator=HOLD2345%3Acard\.12; /,
    );
  });

  it.each([
    ['a card of someone else', '99'],
    ['an expired card', '4'],
    ['no card at all', 'card-of-nobody'],
  ])('refuses %s before anything is held', async (_case, card) => {
    engine.answers = {
      'Usuarios/ObtenerUsuario': ACCOUNT,
      'Usuarios/ListarTarjetasUsuario': CARDS,
    };
    const answer = await pay({ terms: 'on', card });
    expect(answer).toMatchObject({ data: { problem: 'cardUnavailable' } });
    expect(callsTo('PreReserva/RealizarPreReserva')).toEqual([]);
  });

  it('asks for the terms before calling the engine at all', async () => {
    const answer = await pay({ card: 'new' });
    expect(answer).toMatchObject({ data: { errors: { terms: 'terms.required' } } });
    expect(engine.calls).toEqual([]);
  });

  it('holds nothing when the account cannot be read, or lacks what a booking needs', async () => {
    engine.answers = { 'Usuarios/ObtenerUsuario': { cod: 3, msg: 'The credentials do not match' } };
    expect(await pay({ terms: 'on', card: 'new' })).toMatchObject({
      data: { problem: 'accountUnavailable' },
    });
    engine.answers = {
      'Usuarios/ObtenerUsuario': { ...ACCOUNT, datos: { ...ACCOUNT.datos, apellidos: ' ' } },
    };
    expect(await pay({ terms: 'on', card: 'new' })).toMatchObject({
      data: { problem: 'accountIncomplete' },
    });
    expect(callsTo('PreReserva/RealizarPreReserva')).toEqual([]);
  });

  it('passes the engine’s refusal of the hold on, and sets no cookie', async () => {
    engine.answers = {
      'Usuarios/ObtenerUsuario': ACCOUNT,
      'PreReserva/RealizarPreReserva': { cod: 2, msg: 'The selected time is no longer available' },
    };
    expect(await pay({ terms: 'on', card: 'new' })).toMatchObject({
      data: { formError: 'The selected time is no longer available' },
    });
  });
});

describe('the gateway for a logged-in golfer', () => {
  const CARD_PAGE = {
    cod: 1,
    msg: '',
    datos: {
      pasarela: 'sandbox',
      idPago: 'pay_1',
      url: 'http://127.0.0.1:4200/sandbox/pay/pay_1',
      importe: 101.5,
      fechaExpiracion: '2026-11-23T20:15:00.000Z',
    },
  };
  const open = (bookingCookie: string, loggedIn: boolean) =>
    thrown(() =>
      gatewayLoader({
        request: new Request('http://localhost:3200/en/payment-gateway?timestamp=1', {
          headers: {
            cookie: `${COOKIES}; ${loggedIn ? `${USER_COOKIES}; ` : ''}bookingLocator=${bookingCookie}; guestMail=ana%40golfers.example`,
          },
        }),
        context: contextFor(loggedIn),
        params: {},
      } as unknown as GatewayRoute.LoaderArgs),
    );

  it.each([
    ['HOLD2345%3Acard.12', { idUsuarioTarjeta: 12 }],
    ['HOLD2345%3Asave', { salvarTarjeta: true }],
    ['HOLD2345%3Anew', { salvarTarjeta: false }],
  ])('opens the card page for %s with the user credentials', async (cookie, fields) => {
    engine.answers = { 'PreReserva/ObtenerDatosPasarelaPreReserva': CARD_PAGE };
    const response = await open(cookie, true);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4200/sandbox/pay/pay_1');
    const [call] = callsTo('PreReserva/ObtenerDatosPasarelaPreReserva');
    expect(call?.body).toMatchObject({ localizador: 'HOLD2345', userToken: 'ut', ...fields });
  });

  it('tells the card page nothing of cards once the golfer has logged out', async () => {
    engine.answers = { 'PreReserva/ObtenerDatosPasarelaPreReserva': CARD_PAGE };
    await open('HOLD2345%3Acard.12', false);
    const [call] = callsTo('PreReserva/ObtenerDatosPasarelaPreReserva');
    expect(call?.body).not.toHaveProperty('idUsuarioTarjeta');
    expect(call?.body).not.toHaveProperty('salvarTarjeta');
    expect(call?.body).not.toHaveProperty('userToken');
  });

  it('offers the other cards at checkout when the saved one is refused (deleted in another tab)', async () => {
    engine.answers = {
      'PreReserva/ObtenerDatosPasarelaPreReserva': { cod: 2, msg: 'Card not found' },
      'PreReserva/ObtenerReservaDetalles': { cod: 2, msg: 'Booking not found' },
    };
    const load = (cookie: string) =>
      gatewayLoader({
        request: new Request('http://localhost:3200/en/payment-gateway?timestamp=1', {
          headers: { cookie: `${COOKIES}; ${USER_COOKIES}; bookingLocator=${cookie}` },
        }),
        context: contextFor(true),
        params: {},
      } as unknown as GatewayRoute.LoaderArgs);
    expect(await load('HOLD2345%3Acard.12')).toMatchObject({
      message: 'Card not found',
      otherCardHref: '/en/checkout',
    });
    expect(await load('HOLD2345%3Anew')).toMatchObject({ otherCardHref: null });
  });
});
