import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  registerStubbedEngine,
  routeContext,
  SESSION_COOKIES as COOKIES,
  thrownResponse as thrown,
} from '../testing/route-test-engine.ts';
import type { Route as CalendarRoute } from './+types/api.booking-calendar';
import type { Route as CheckoutRoute } from './+types/checkout';
import type { Route as GatewayRoute } from './+types/payment-gateway';
import type { Route as PaymentRoute } from './+types/payment';
import { loader as calendarLoader } from './api.booking-calendar.ts';
import { action as checkoutAction } from './checkout.tsx';
import { loader as gatewayLoader } from './payment-gateway.tsx';
import { loader as paymentLoader } from './payment.tsx';

const engine = registerStubbedEngine();
const contextFor = () => routeContext({ locale: 'es', culture: 'es-ES' });

function checkoutPost(fields: Record<string, string>, cookie = '') {
  return new Request('http://localhost:3200/es/checkout', {
    method: 'POST',
    headers: {
      cookie: `${COOKIES}; cartLocator=CART2345; cartPromo=CART2345:GOLF10; ${cookie}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
}

const runCheckout = (request: Request) =>
  checkoutAction({
    request,
    context: contextFor(),
    params: {},
  } as unknown as CheckoutRoute.ActionArgs);

describe('checkout’s Pay', () => {
  const holder = { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', terms: 'on' };

  it('holds the cart with the holder and the cart’s promocode, keeps the guest and the hold in cookies, and goes to payment', async () => {
    engine.answers['PreReserva/RealizarPreReserva'] = {
      cod: 1,
      msg: '',
      datos: {
        localizador: 'HOLD2345',
        fechaExpiracion: '2026-11-23T20:15:00.000Z',
        subtotal: 100,
        descuento: 10,
        comision: 1.5,
        total: 91.5,
      },
    };
    const response = await thrown(() => runCheckout(checkoutPost(holder)));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/es\/payment\?timestamp=\d+$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('bookingLocator=HOLD2345'))).toMatch(/HttpOnly/);
    expect(cookies.some((c) => c.startsWith('guestMail=ana%40example.com'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('isGuest=true'))).toBe(true);
    expect(engine.calls).toHaveLength(1);
    expect(engine.calls[0]?.body).toMatchObject({
      localizadorCarrito: 'CART2345',
      nombre: 'Ana',
      apellidos: 'Ruiz',
      email: 'ana@example.com',
      aceptaCondiciones: true,
      promoCode: 'GOLF10',
      token: 'tok',
    });
  });

  it('asks the engine nothing while the form is wrong, and says what is wrong', async () => {
    const answer = await runCheckout(checkoutPost({ name: 'Ana', surname: '', email: 'ana@' }));
    expect(engine.calls).toHaveLength(0);
    expect(answer).toMatchObject({
      data: {
        values: { name: 'Ana', surname: '', email: 'ana@', terms: false },
        errors: { surname: 'field.required', email: 'email.format', terms: 'terms.required' },
      },
    });
  });

  it('passes the engine’s refusal on, in the golfer’s language, and sets no cookie', async () => {
    engine.answers['PreReserva/RealizarPreReserva'] = {
      cod: 2,
      msg: 'No hay suficientes buggies disponibles para esta hora de salida',
    };
    const answer = await runCheckout(checkoutPost(holder));
    expect(answer).toMatchObject({
      data: { formError: 'No hay suficientes buggies disponibles para esta hora de salida' },
    });
  });
});

describe('the payment step', () => {
  it('sends the unprefixed /payment/ssr and /payment-gateway/ssr to the locale cookie’s language', async () => {
    const at = (url: string) => new Request(url, { headers: { cookie: `${COOKIES}; locale=sv` } });
    const payment = await thrown(() =>
      paymentLoader({
        request: at('http://localhost:3200/payment/ssr'),
        context: contextFor(),
        params: { ssr: 'ssr' },
      } as unknown as PaymentRoute.LoaderArgs),
    );
    expect(payment.headers.get('location')).toMatch(/^\/sv\/payment\?timestamp=\d+$/);
    const gateway = await thrown(() =>
      gatewayLoader({
        request: at('http://localhost:3200/payment-gateway/ssr'),
        context: contextFor(),
        params: { ssr: 'ssr' },
      } as unknown as GatewayRoute.LoaderArgs),
    );
    expect(gateway.headers.get('location')).toMatch(/^\/sv\/payment-gateway\?timestamp=\d+$/);
    expect(engine.calls).toHaveLength(0);
  });

  it('the gateway sends the browser to the card page, with return addresses on this origin and the owner proof', async () => {
    engine.answers['PreReserva/ObtenerDatosPasarelaPreReserva'] = {
      cod: 1,
      msg: '',
      datos: {
        pasarela: 'sandbox',
        idPago: 'pay_1',
        url: 'http://127.0.0.1:4200/sandbox/pay/pay_1',
        importe: 91.5,
        fechaExpiracion: '2026-11-23T20:15:00.000Z',
      },
    };
    const response = await thrown(() =>
      gatewayLoader({
        request: new Request('http://localhost:3200/es/payment-gateway?timestamp=1', {
          headers: { cookie: `${COOKIES}; bookingLocator=HOLD2345; guestMail=ana%40example.com` },
        }),
        context: contextFor(),
        params: {},
      } as unknown as GatewayRoute.LoaderArgs),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4200/sandbox/pay/pay_1');
    // The engine's front configuration is asked first (which provider pays: no answer here, so
    // neither Braintree's Drop-in nor Redsys's forms).
    expect(engine.calls.map((c) => c.path)).toEqual([
      'ConfiguracionFrontal/ObtenerConfiguracionFrontalWeb',
      'PreReserva/ObtenerDatosPasarelaPreReserva',
    ]);
    expect(engine.calls[1]?.body).toMatchObject({
      localizador: 'HOLD2345',
      email: 'ana@example.com',
      urlOk: 'http://localhost:3200/es/payment-controller/ok',
      urlKo: 'http://localhost:3200/es/payment-controller/ko',
    });
  });
});

describe('the .ics download', () => {
  const details = {
    cod: 1,
    msg: '',
    datos: {
      localizador: 'BOOK2345',
      estado: 'confirmed',
      fechaReserva: '2026-03-01T10:00:00.000Z',
      fechaExpiracion: null,
      nombre: 'Ana',
      apellidos: 'Ruiz',
      email: 'ana@example.com',
      promoCode: null,
      subtotal: 171,
      descuento: 0,
      comision: 1.5,
      total: 172.5,
      lineas: [
        {
          idVendedorProveedor: 1,
          nombreClub: 'Golf del Sur',
          idRecorrido: 11,
          nombreRecorrido: 'Links',
          fecha: '2026-03-29',
          hora: '09:00',
          zonaHoraria: 'Atlantic/Canary',
          direccion: 'San Miguel de Abona, Tenerife',
          permiteCancelacionOnline: true,
          fechaLimiteCancelacion: '2026-03-28T08:00:00.000Z',
          jugadores: 2,
          tarifas: [{ idTarifa: 5, nombre: 'Green fee', precio: 85.5, cantidad: 2, total: 171 }],
          servicios: [],
          total: 171,
        },
      ],
    },
  };

  const download = (cookie: string) =>
    calendarLoader({
      request: new Request('http://localhost:3200/api/booking-calendar?ref=BOOK2345&locale=en', {
        headers: { cookie: `${COOKIES}; ${cookie}` },
      }),
      context: new RouterContextProvider(),
      params: {},
    } as unknown as CalendarRoute.LoaderArgs);

  it('is the round on the club’s clock (Canaries, after the spring change), as an attachment', async () => {
    engine.answers['Reserva/ObtenerReservaDetalles'] = details;
    engine.answers['Vendedor/ObtenerDatosClubTTB'] = { cod: 4, msg: 'not needed' };
    const response = await download('guestMail=ana%40example.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fairway-BOOK2345.ics"',
    );
    const ics = await response.text();
    expect(ics).toContain('DTSTART:20260329T080000Z');
    expect(ics).toContain('LOCATION:San Miguel de Abona\\, Tenerife');
    expect(ics).toContain('SUMMARY:Golf: Golf del Sur – Links');
    expect(ics).toContain('BOOK2345');
    // The owner proof went with the read.
    expect(
      engine.calls.find((c) => c.path === 'Reserva/ObtenerReservaDetalles')?.body,
    ).toMatchObject({ localizador: 'BOOK2345', email: 'ana@example.com' });
  });

  it('is a 404 for a booking the engine does not show this caller', async () => {
    engine.answers['Reserva/ObtenerReservaDetalles'] = { cod: 2, msg: 'Booking not found' };
    const response = await download('');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('BEGIN:VCALENDAR');
  });
});
