import { afterEach, describe, expect, it } from 'vitest';
import {
  cardPageAnswer,
  frontConfigAnswer,
  registerStubbedEngine,
  routeContext,
  SESSION_COOKIES as COOKIES,
  USER_COOKIES,
  thrownResponse as thrown,
} from '../testing/route-test-engine.ts';
import { keyValueStore } from '../platform/cache/key-value-store.server.ts';
import { frontConfigKey } from '../platform/engine/front-config.server.ts';
import type { Route as GatewayRoute } from './+types/payment-gateway';
import type { Route as TournamentGatewayRoute } from './+types/tournament-payment-gateway';
import { action as gatewayAction, loader as gatewayLoader } from './payment-gateway.tsx';
import {
  action as tournamentAction,
  loader as tournamentLoader,
} from './tournament-payment-gateway.tsx';

/*
 * Braintree on the payment step, through the routes as React Router calls them, against a stubbed
 * engine (route-test-engine.ts): the gateway learns the provider from the engine's front
 * configuration, opens the payment with ObtenerDatosBraintree and renders the Drop-in; its action
 * forwards the Drop-in's nonce to POST /pasarela/braintree/pago with the proof from the cookies.
 */
const engine = registerStubbedEngine();
const CULTURE = 'es-ES';
const contextFor = () => routeContext({ locale: 'es', culture: CULTURE });
const PAY = 'pasarela/braintree/pago';
const HOLD = 'HOLD2345';
const CART_COOKIES = `${COOKIES}; bookingLocator=${HOLD}; guestMail=ana%40example.com`;
const ENTRY_COOKIES = `${COOKIES}; registrationLocator=${HOLD}; guestMail=ana%40example.com`;

function providerIs(pasarela: string) {
  engine.answers['ConfiguracionFrontal/ObtenerConfiguracionFrontalWeb'] =
    frontConfigAnswer(pasarela);
}

function braintreePaymentOpens() {
  engine.answers['Reserva/ObtenerDatosBraintree'] = {
    cod: 1,
    msg: '',
    datos: {
      idPago: 'pay_bt_1',
      clientToken: 'client-token-1',
      importe: 91.5,
      moneda: 'EUR',
      fechaExpiracion: '2026-11-23T20:15:00.000Z',
    },
  };
}

// The provider is kept in the name cache, as the shop keeps it: each test says its own.
afterEach(async () => {
  await keyValueStore().delete(frontConfigKey(CULTURE));
});

const cartGateway = (cookie: string, loggedIn = false) =>
  gatewayLoader({
    request: new Request('http://localhost:3200/es/payment-gateway?timestamp=1', {
      headers: { cookie },
    }),
    context: loggedIn ? routeContext({ locale: 'es', culture: CULTURE, loggedIn }) : contextFor(),
    params: {},
  } as unknown as GatewayRoute.LoaderArgs);

function post(url: string, cookie: string, fields: Record<string, string>) {
  return new Request(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const payCart = (
  fields: Record<string, string>,
  cookie = `${CART_COOKIES}; braintreePayment=${HOLD}%3Apay_bt_1`,
) =>
  gatewayAction({
    request: post('http://localhost:3200/es/payment-gateway?timestamp=1', cookie, fields),
    context: contextFor(),
    params: {},
  } as unknown as GatewayRoute.ActionArgs);

const payEntry = (fields: Record<string, string>) =>
  tournamentAction({
    request: post(
      'http://localhost:3200/es/tournament-payment/gateway?timestamp=1',
      `${ENTRY_COOKIES}; braintreePayment=${HOLD}%3Apay_bt_1`,
      fields,
    ),
    context: contextFor(),
    params: {},
  } as unknown as TournamentGatewayRoute.ActionArgs);

/** What a refusal answered: its status and the text the golfer reads. */
function refusal(answer: unknown): { status: number | undefined; error: string } {
  const { data, init } = answer as { data: { error: string }; init: ResponseInit | null };
  return { status: init?.status, error: data.error };
}

describe('the gateway with Braintree', () => {
  it('opens one Braintree payment with the proof from the cookies, renders the Drop-in, and keeps the payment’s id HttpOnly', async () => {
    providerIs('braintree');
    braintreePaymentOpens();
    const answer = (await cartGateway(CART_COOKIES)) as unknown as {
      data: Record<string, unknown>;
      init: { headers: Headers };
    };
    expect(answer.data).toMatchObject({
      kind: 'dropIn',
      clientToken: 'client-token-1',
      amount: 91.5,
      currency: 'EUR',
      expiresAt: '2026-11-23T20:15:00.000Z',
      backHref: '/es/cart',
    });
    // The payment's id is not in what the page receives.
    expect(JSON.stringify(answer.data)).not.toContain('pay_bt_1');
    const headers = new Headers(answer.init.headers);
    // Braintree's sources on this page's own policy (it replaces the server's; csp.server.ts).
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-src 'self' https:\/\/assets\.braintreegateway\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.braintreegateway\.com/);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^braintreePayment=HOLD2345%3Apay_bt_1; /);
    expect(cookie).toContain('HttpOnly');
    expect(engine.callsTo('Reserva/ObtenerDatosBraintree')).toHaveLength(1);
    expect(engine.callsTo('Reserva/ObtenerDatosBraintree')[0]?.body).toMatchObject({
      localizador: HOLD,
      email: 'ana@example.com',
      urlOk: 'http://localhost:3200/es/payment-controller/ok',
      urlKo: 'http://localhost:3200/es/payment-controller/ko',
    });
    expect(engine.callsTo('PreReserva/ObtenerDatosPasarelaPreReserva')).toHaveLength(0);
  });

  it('opens a tournament entry’s payment the same way, returning to the entry’s outcome pages', async () => {
    providerIs('braintree');
    braintreePaymentOpens();
    const answer = (await tournamentLoader({
      request: new Request('http://localhost:3200/es/tournament-payment/gateway?timestamp=1', {
        headers: { cookie: ENTRY_COOKIES },
      }),
      context: contextFor(),
      params: {},
    } as unknown as TournamentGatewayRoute.LoaderArgs)) as unknown as {
      data: Record<string, unknown>;
    };
    expect(answer.data).toMatchObject({ kind: 'dropIn', clientToken: 'client-token-1' });
    expect(engine.callsTo('Reserva/ObtenerDatosBraintree')[0]?.body).toMatchObject({
      localizador: HOLD,
      urlOk: 'http://localhost:3200/es/tournament-payment/ok',
      urlKo: 'http://localhost:3200/es/tournament-payment/ko',
    });
  });

  it('shows the engine’s refusal when the payment cannot be opened (the hold lapsed)', async () => {
    providerIs('braintree');
    engine.answers['Reserva/ObtenerDatosBraintree'] = {
      cod: 2,
      msg: 'La reserva ha caducado',
    };
    expect(await cartGateway(CART_COOKIES)).toMatchObject({
      kind: 'failed',
      message: 'La reserva ha caducado',
    });
  });

  it('takes the card page’s way when the engine no longer pays through Braintree (its provider changed since the site read it)', async () => {
    providerIs('braintree');
    engine.answers['Reserva/ObtenerDatosBraintree'] = {
      cod: 3,
      msg: 'Payment provider not configured',
    };
    engine.answers['PreReserva/ObtenerDatosPasarelaPreReserva'] = cardPageAnswer(
      'http://127.0.0.1:4200/sandbox/pay/pay_1',
    );
    const response = await thrown(() => cartGateway(CART_COOKIES));
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4200/sandbox/pay/pay_1');
  });

  it('pays a saved card chosen at checkout through the engine (from its vault), with no Drop-in', async () => {
    providerIs('braintree');
    braintreePaymentOpens();
    engine.answers['PreReserva/ObtenerDatosPasarelaPreReserva'] = cardPageAnswer(
      'http://localhost:3200/es/payment-controller/ok?localizador=HOLD2345',
      'braintree',
      'pay_2',
    );
    const response = await thrown(() =>
      cartGateway(`${COOKIES}; ${USER_COOKIES}; bookingLocator=${HOLD}:card.12`, true),
    );
    expect(response.headers.get('location')).toBe(
      'http://localhost:3200/es/payment-controller/ok?localizador=HOLD2345',
    );
    expect(engine.callsTo('Reserva/ObtenerDatosBraintree')).toHaveLength(0);
    expect(engine.callsTo('PreReserva/ObtenerDatosPasarelaPreReserva')[0]?.body).toMatchObject({
      idUsuarioTarjeta: 12,
    });
  });

  it('tells the engine to keep the new card before the Drop-in’s payment opens, when the golfer asked', async () => {
    providerIs('braintree');
    braintreePaymentOpens();
    engine.answers['PreReserva/ModificarSalvarTarjeta'] = {
      cod: 1,
      msg: '',
      datos: { salvarTarjeta: true },
    };
    const answer = (await cartGateway(
      `${COOKIES}; ${USER_COOKIES}; bookingLocator=${HOLD}:save`,
      true,
    )) as unknown as { data: { kind: string } };
    expect(answer.data.kind).toBe('dropIn');
    expect(
      engine.calls
        .map((c) => c.path)
        .filter((p) => p.startsWith('PreReserva/') || p.startsWith('Reserva/')),
    ).toEqual(['PreReserva/ModificarSalvarTarjeta', 'Reserva/ObtenerDatosBraintree']);
    // With the owner's user credentials: the engine keeps a card only for its booking's owner.
    expect(engine.callsTo('PreReserva/ModificarSalvarTarjeta')[0]?.body).toMatchObject({
      localizador: HOLD,
      salvarTarjeta: true,
      userToken: 'ut',
    });
  });

  it('still sends the golfer to the card page when the engine pays through another provider', async () => {
    providerIs('sandbox');
    engine.answers['PreReserva/ObtenerDatosPasarelaPreReserva'] = cardPageAnswer(
      'http://127.0.0.1:4200/sandbox/pay/pay_1',
    );
    const response = await thrown(() => cartGateway(CART_COOKIES));
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4200/sandbox/pay/pay_1');
    // No policy of its own: the server's, which names no Braintree source.
    expect(response.headers.has('content-security-policy')).toBe(false);
    expect(engine.callsTo('Reserva/ObtenerDatosBraintree')).toHaveLength(0);
  });
});

describe('the Drop-in’s Pay', () => {
  it('forwards the nonce with the payment, reference and e-mail from the cookies, never the browser’s, and a paid sale goes to the ok page', async () => {
    engine.answers[PAY] = { outcome: 'succeeded', localizador: HOLD };
    const response = await thrown(() =>
      payCart({
        nonce: 'tokencc_bf_abc123',
        idPago: 'pay_someone_else',
        localizador: 'OTHER999',
        email: 'mallory@example.com',
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/payment-controller/ok?localizador=HOLD2345');
    expect(response.headers.get('set-cookie')).toMatch(
      /^braintreePayment=; .*Expires=Thu, 01 Jan 1970/,
    );
    expect(engine.calls.map((c) => c.path)).toEqual([PAY]);
    expect(engine.calls[0]?.body).toEqual({
      idPago: 'pay_bt_1',
      localizador: HOLD,
      email: 'ana@example.com',
      nonce: 'tokencc_bf_abc123',
    });
  });

  it('sends a declined sale to the ko page, whose retry makes the payment again', async () => {
    engine.answers[PAY] = { outcome: 'declined', localizador: HOLD, reason: 'Do Not Honor' };
    const response = await thrown(() => payCart({ nonce: 'fake-processor-declined-visa-nonce' }));
    expect(response.headers.get('location')).toBe('/es/payment-controller/ko?localizador=HOLD2345');
  });

  it('sends a payment no longer open (paid in another tab, or the hold lapsed) to the ko page, which tells which', async () => {
    engine.answers[PAY] = { error: 'payment not open', status: 'succeeded' };
    const response = await thrown(() => payCart({ nonce: 'fake-valid-nonce' }));
    expect(response.headers.get('location')).toBe('/es/payment-controller/ko?localizador=HOLD2345');
  });

  it('pays a tournament entry through the same step, to the entry’s ok page', async () => {
    engine.answers[PAY] = { outcome: 'succeeded', localizador: HOLD };
    const response = await thrown(() => payEntry({ nonce: 'fake-valid-nonce' }));
    expect(response.headers.get('location')).toBe('/es/tournament-payment/ok?localizador=HOLD2345');
    expect(engine.calls[0]?.body).toMatchObject({ idPago: 'pay_bt_1', localizador: HOLD });
  });

  it('keeps the golfer on the step, in their language, when the engine refuses the nonce before any sale', async () => {
    engine.answers[PAY] = { error: 'payment method not valid', codes: '91565' };
    expect(refusal(await payCart({ nonce: 'fake-consumed-nonce' }))).toEqual({
      status: 400,
      error:
        'La tarjeta no ha sido aceptada y no se ha cobrado nada. Revisa los datos o usa otra tarjeta.',
    });
  });

  it('tells the golfer not to pay again when the engine’s answer never came', async () => {
    engine.answers[PAY] = { error: 'provider unreachable' };
    expect(refusal(await payCart({ nonce: 'fake-valid-nonce' })).error).toMatch(
      /^No hemos recibido la respuesta del banco\. No vuelvas a pagar/,
    );
    engine.answers[PAY] = { nonsense: true };
    expect(refusal(await payCart({ nonce: 'fake-valid-nonce' })).status).toBe(502);
  });

  it.each([
    ['no nonce', {}],
    ['an empty nonce', { nonce: '' }],
    ['markup', { nonce: '<script>alert(1)</script>' }],
    ['a nonce too long', { nonce: 'a'.repeat(4001) }],
  ])('refuses %s in the golfer’s language and asks the engine nothing', async (_name, fields) => {
    expect(refusal(await payCart(fields))).toEqual({
      status: 400,
      error:
        'El formulario de la tarjeta no ha enviado un pago válido. No se ha cobrado nada; inténtalo de nuevo.',
    });
    expect(engine.calls).toHaveLength(0);
  });

  it('asks the engine nothing when the open payment is another booking’s, or the proof is missing', async () => {
    const expected = {
      status: 409,
      error:
        'Este pago ya no está abierto en este navegador. Recarga la página para empezarlo de nuevo; no se ha cobrado nada.',
    };
    expect(
      refusal(
        await payCart(
          { nonce: 'fake-valid-nonce' },
          `${CART_COOKIES}; braintreePayment=OTHER999%3Apay_bt_9`,
        ),
      ),
    ).toEqual(expected);
    expect(
      refusal(
        await payCart(
          { nonce: 'fake-valid-nonce' },
          `${COOKIES}; bookingLocator=${HOLD}; braintreePayment=${HOLD}%3Apay_bt_1`,
        ),
      ),
    ).toEqual(expected);
    expect(engine.calls).toHaveLength(0);
  });

  it('sends a golfer with no booking back to the cart', async () => {
    const response = await thrown(() =>
      payCart({ nonce: 'fake-valid-nonce' }, `${COOKIES}; braintreePayment=${HOLD}%3Apay_bt_1`),
    );
    expect(response.headers.get('location')).toBe('/es/cart');
    expect(engine.calls).toHaveLength(0);
  });
});
