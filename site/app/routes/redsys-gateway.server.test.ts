/**
 * The payment page with Redsys (issue 26): the gateway holds Redsys's signed forms itself, for a
 * tee-time cart and a tournament entry alike, with the policy that lets them post to Redsys.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { frontConfigKey } from '../platform/engine/front-config.server.ts';
import { forgetCached } from '../platform/cache/cached.server.ts';
import { keyValueStore } from '../platform/cache/key-value-store.server.ts';
import { NONCE_HEADER } from '../platform/request/nonce.ts';
import {
  cardPageAnswer,
  frontConfigAnswer,
  registerStubbedEngine,
  routeContext,
  SESSION_COOKIES as COOKIES,
  USER_COOKIES,
  thrownResponse as thrown,
} from '../testing/route-test-engine.ts';
import type { Route as GatewayRoute } from './+types/payment-gateway';
import type { Route as TournamentGatewayRoute } from './+types/tournament-payment-gateway';
import { loader as gatewayLoader } from './payment-gateway.tsx';
import { loader as tournamentGatewayLoader } from './tournament-payment-gateway.tsx';

const engine = registerStubbedEngine();
const FRONT_CONFIG = 'ConfiguracionFrontal/ObtenerConfiguracionFrontalWeb';
const REDSYS = 'Reserva/ObtenerDatosPasarelaRedsysGreenFees';
const CARD_PAGE = 'PreReserva/ObtenerDatosPasarelaPreReserva';

const frontConfig = frontConfigAnswer;

const signed = (tag: string) => ({
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters: `params-${tag}`,
  Ds_Signature: `signature-${tag}`,
});

const redsysAnswer = (bizum: boolean) => ({
  cod: 1,
  msg: '',
  datos: {
    idPago: 'pay_1',
    url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
    importe: 91.5,
    fechaExpiracion: '2026-11-23T20:15:00.000Z',
    ...signed('card'),
    bizum: bizum ? signed('bizum') : null,
  },
});

const cardPage = cardPageAnswer(
  'http://127.0.0.1:4200/pasarela/formulario/pay_2',
  'redsys',
  'pay_2',
);

function cartGateway(cookie: string, loggedIn = false) {
  return gatewayLoader({
    request: new Request('http://localhost:3200/es/payment-gateway?timestamp=1', {
      headers: { cookie: `${COOKIES}; ${cookie}`, [NONCE_HEADER]: 'n0nce' },
    }),
    context: routeContext({ locale: 'es', culture: 'es-ES', loggedIn }),
    params: {},
  } as unknown as GatewayRoute.LoaderArgs);
}

/** What a loader answered with `data()`: its value and headers. */
function answered(result: unknown): { data: Record<string, unknown>; headers: Headers } {
  const init = (result as { init?: { headers?: HeadersInit } | null }).init;
  return {
    data: (result as { data: Record<string, unknown> }).data,
    headers: new Headers(init?.headers),
  };
}

// The provider is read once and kept with the names: each test says its own.
afterEach(() => forgetCached({ cache: keyValueStore() }, [frontConfigKey('es-ES')]));

describe('the gateway with Redsys', () => {
  it('holds the forms of one new payment, by card and by Bizum, posting to Redsys’s page only here', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('redsys');
    engine.answers[REDSYS] = redsysAnswer(true);
    const { data, headers } = answered(
      await cartGateway('bookingLocator=HOLD2345; guestMail=ana%40example.com'),
    );
    expect(data).toMatchObject({
      kind: 'redsys',
      backHref: '/es/cart',
      payment: {
        action: 'https://sis-t.redsys.es:25443/sis/realizarPago',
        card: signed('card'),
        bizum: signed('bizum'),
        amount: 91.5,
        expiresAt: '2026-11-23T20:15:00.000Z',
      },
    });
    // The proof and the shop's own ok and ko pages went with the one payment call.
    expect(engine.callsTo(CARD_PAGE)).toHaveLength(0);
    expect(engine.callsTo(REDSYS).map((c) => c.body)).toEqual([
      expect.objectContaining({
        localizador: 'HOLD2345',
        email: 'ana@example.com',
        urlOk: 'http://localhost:3200/es/payment-controller/ok',
        urlKo: 'http://localhost:3200/es/payment-controller/ko',
      }),
    ]);
    const csp = headers.get('content-security-policy') ?? '';
    expect(/form-action ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://sis-t.redsys.es:25443");
    // The same nonce as the rest of the page's policy, which is otherwise every page's.
    expect(csp).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('has no Bizum form when the merchant does not offer it', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('redsys');
    engine.answers[REDSYS] = redsysAnswer(false);
    const { data } = answered(await cartGateway('bookingLocator=HOLD2345'));
    expect(data).toMatchObject({ kind: 'redsys', payment: { bizum: null } });
  });

  it('sends a saved card chosen at checkout to the engine’s card page, which carries it', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('redsys');
    engine.answers[CARD_PAGE] = cardPage;
    const response = await thrown(() =>
      cartGateway(`${USER_COOKIES}; bookingLocator=HOLD2345:card.12`, true),
    );
    expect(response.headers.get('location')).toBe(cardPage.datos.url);
    expect(engine.callsTo(REDSYS)).toHaveLength(0);
    expect(engine.callsTo(CARD_PAGE)[0]?.body).toMatchObject({ idUsuarioTarjeta: 12 });
  });

  it('goes to the card page when the engine no longer pays through Redsys (no payment opened)', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('redsys');
    engine.answers[REDSYS] = { cod: 3, msg: 'Payment provider not configured' };
    engine.answers[CARD_PAGE] = cardPage;
    const response = await thrown(() => cartGateway('bookingLocator=HOLD2345'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(cardPage.datos.url);
  });

  it('shows the engine’s refusal (the hold is gone) without asking for a card page', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('redsys');
    engine.answers[REDSYS] = { cod: 2, msg: 'Booking not found' };
    engine.answers['Reserva/ObtenerReservaDetalles'] = { cod: 2, msg: 'Booking not found' };
    expect(await cartGateway('bookingLocator=HOLD2345')).toMatchObject({
      kind: 'failed',
      message: 'Booking not found',
    });
    expect(engine.callsTo(CARD_PAGE)).toHaveLength(0);
  });

  it('is not asked when the engine pays with another provider', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('sandbox');
    engine.answers[CARD_PAGE] = cardPage;
    await thrown(() => cartGateway('bookingLocator=HOLD2345'));
    expect(engine.callsTo(REDSYS)).toHaveLength(0);
  });

  it('holds a tournament entry’s forms too, returning to the tournament’s outcome pages', async () => {
    engine.answers[FRONT_CONFIG] = frontConfig('redsys');
    engine.answers[REDSYS] = redsysAnswer(true);
    const result = await tournamentGatewayLoader({
      request: new Request('http://localhost:3200/es/tournament-payment/gateway?timestamp=1', {
        headers: { cookie: `${COOKIES}; registrationLocator=TOUR2345` },
      }),
      context: routeContext({ locale: 'es', culture: 'es-ES' }),
      params: {},
    } as unknown as TournamentGatewayRoute.LoaderArgs);
    expect(answered(result).data).toMatchObject({ kind: 'redsys', payment: { amount: 91.5 } });
    expect(engine.callsTo(REDSYS)[0]?.body).toMatchObject({
      localizador: 'TOUR2345',
      urlOk: 'http://localhost:3200/es/tournament-payment/ok',
      urlKo: 'http://localhost:3200/es/tournament-payment/ko',
    });
  });
});
