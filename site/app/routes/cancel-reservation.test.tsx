// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallSpec } from '@fairway/contract';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { registerPageTestBrowser } from '../testing/page-test-browser.ts';
import { messagesFor } from '../i18n/messages.ts';
import { cancellationAction } from '../features/private-area/cancellation.server.ts';
import type { EngineResult } from '../platform/engine/engine.server.ts';
import type { PageNotice } from '../platform/engine/engine-notice.ts';
import type { PageCalls } from '../platform/engine/page-calls.server.ts';
import CancelReservationPage from './cancel-reservation.tsx';
import LocaleLayout, { ErrorBoundary as LayoutErrorBoundary } from './locale-layout.tsx';

const REF = 'AB23CD45';
const EMAIL = 'ada@example.com';

interface FakeBooking {
  tipo: 'online' | 'contactarClub' | 'fueraDePlazo';
  estado: 'confirmed' | 'cancelled';
  /** The engine's name for the tee time that stops online cancellation, when it is not the first. */
  lineaBloqueante?: {
    nombreClub: string;
    nombreRecorrido: string;
    fecha: string;
    hora: string;
    zonaHoraria: string;
    tipo: 'contactarClub' | 'fueraDePlazo';
    fechaLimite: string;
  };
}

function details(b: FakeBooking) {
  return {
    localizador: REF,
    estado: b.estado,
    fechaReserva: '2026-11-20T10:00:00Z',
    fechaExpiracion: null,
    nombre: 'Ada',
    apellidos: 'Lovelace',
    email: EMAIL,
    promoCode: null,
    subtotal: 190,
    descuento: 0,
    comision: 2.5,
    total: 192.5,
    lineas: [
      {
        idVendedorProveedor: 1,
        nombreClub: 'Los Naranjos Golf Club',
        idRecorrido: 11,
        nombreRecorrido: 'Los Naranjos',
        fecha: '2026-12-05',
        hora: '09:10',
        zonaHoraria: 'Europe/Madrid',
        jugadores: 2,
        direccion: 'Calle del Golf 1, Marbella',
        permiteCancelacionOnline: b.tipo !== 'contactarClub',
        fechaLimiteCancelacion: b.tipo === 'contactarClub' ? null : '2026-12-04T08:10:00.000Z',
        tarifas: [{ idTarifa: 5, nombre: 'Green fee', precio: 95, cantidad: 2, total: 190 }],
        servicios: [],
        total: 190,
      },
      // The tee time the engine names as blocking is another line of the same booking.
      ...(b.lineaBloqueante
        ? [
            {
              idVendedorProveedor: 7,
              nombreClub: b.lineaBloqueante.nombreClub,
              idRecorrido: 71,
              nombreRecorrido: b.lineaBloqueante.nombreRecorrido,
              fecha: b.lineaBloqueante.fecha,
              hora: b.lineaBloqueante.hora,
              zonaHoraria: b.lineaBloqueante.zonaHoraria,
              jugadores: 4,
              direccion: 'Nueva Andalucía, s/n',
              permiteCancelacionOnline: b.lineaBloqueante.tipo === 'fueraDePlazo',
              fechaLimiteCancelacion: null,
              tarifas: [],
              servicios: [],
              total: 0,
            },
          ]
        : []),
    ],
  };
}

/**
 * An engine that knows one booking, and answers as the real one does: an unknown reference and a
 * wrong e-mail get the same 'Booking not found' (in Spanish: the golfer's culture).
 */
function fakeEngine(booking: FakeBooking | null) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const answer = (path: string, body: Record<string, unknown>): EngineResult<unknown> => {
    seen.push({ path, body });
    const owner = booking && body.localizador === REF && body.email === EMAIL;
    if (!owner) return { ok: false, cod: 2, msg: 'Reserva no encontrada', sessionExpired: false };
    switch (path) {
      case 'PreCancelacion/ObtenerTipoCancelacion':
        return {
          ok: true,
          data: {
            datos: {
              tipo: booking.tipo,
              permiteCancelacionOnline: booking.tipo !== 'contactarClub',
              horasLimite: 24,
              fechaLimite: '2026-12-04T08:10:00.000Z',
              importeDevolucion: booking.tipo === 'online' ? 190 : 0,
              comisionNoReembolsable: 2.5,
              lineaBloqueante: booking.lineaBloqueante ?? null,
            },
          },
        };
      case 'Reserva/ObtenerReservaDetalles':
        return { ok: true, data: { datos: details(booking) } };
      case 'PreCancelacion/RealizarPreCancelacionWeb':
        return { ok: true, data: { localizadorCancelacion: 'CABCDEFGHJ' } };
      case 'Cancelacion/RealizarCancelacion':
        booking.estado = 'cancelled';
        return {
          ok: true,
          data: {
            datos: {
              localizador: REF,
              estado: 'cancelled',
              importeDevuelto: 190,
              estadoDevolucion: 'solicitada',
            },
          },
        };
      default:
        return { ok: false, cod: 4, msg: `unexpected ${path}`, sessionExpired: false };
    }
  };
  const notice: PageNotice = { failed: [], relogin: false };
  const call = async (spec: CallSpec, body: unknown) =>
    answer(spec.path, body as Record<string, unknown>);
  const calls = { notice, call: call as PageCalls['call'] } satisfies PageCalls;
  return { calls, seen };
}

function renderPage(engine: ReturnType<typeof fakeEngine>) {
  const action = vi.fn(async ({ request }: { request: Request }) =>
    cancellationAction(await request.formData(), engine.calls, 'es-ES'),
  );
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
            {
              path: 'cancel-reservation',
              Component: CancelReservationPage,
              loader: () => ({ locale: 'es' as const, reference: '' }),
              action,
            },
          ],
        },
      ],
    },
  ]);
  render(
    <IntlProvider locale="es" messages={messagesFor('es')}>
      <Stub initialEntries={['/es/cancel-reservation']} />
    </IntlProvider>,
  );
  return { action };
}

async function lookUp(reference: string, email: string) {
  await userEvent.type(await screen.findByLabelText(/Localizador de la reserva/), reference);
  await userEvent.type(screen.getByLabelText(/Correo electrónico/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar mi reserva' }));
}

/** The texts of one tee time of several in the summary, as the golfer reads them. */
function teeTime(term: string): string[] {
  const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!value) throw new Error(`no value for ${term}`);
  return Array.from(value.querySelectorAll('span span')).map((part) => part.textContent ?? '');
}

registerPageTestBrowser();

describe('the cancel-reservation page', () => {
  it('says at once that a reference outside the engine’s alphabet is not valid, without asking the engine', async () => {
    const engine = fakeEngine({ tipo: 'online', estado: 'confirmed' });
    const { action } = renderPage(engine);
    // 'O' and '1' are never issued, and the reference has 8 characters: still not valid.
    await lookUp('AB1OCD45', EMAIL);
    expect(await screen.findByText('Número de referencia no válido')).toBeTruthy();
    expect(screen.getByLabelText(/Localizador de la reserva/)).toHaveProperty('value', 'AB1OCD45');
    expect(action).not.toHaveBeenCalled();
    expect(engine.seen).toEqual([]);
  });

  it('answers an unknown booking or a wrong e-mail alike with the engine’s message, keeping what was typed', async () => {
    const engine = fakeEngine({ tipo: 'online', estado: 'confirmed' });
    renderPage(engine);
    await lookUp(REF.toLowerCase(), 'someone@else.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Reserva no encontrada');
    // The e-mail went with the reference (upper-cased as the engine spells it).
    expect(engine.seen).toEqual([
      {
        path: 'PreCancelacion/ObtenerTipoCancelacion',
        body: { localizador: REF, email: 'someone@else.com' },
      },
    ]);
    expect(screen.getByLabelText(/Localizador de la reserva/)).toHaveProperty(
      'value',
      REF.toLowerCase(),
    );
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveProperty('value', 'someone@else.com');
    expect(screen.queryByRole('heading', { name: 'Tu reserva' })).toBeNull();
  });

  it('shows a booking whose club takes no online cancellations with the contact-the-club message and no button', async () => {
    renderPage(fakeEngine({ tipo: 'contactarClub', estado: 'confirmed' }));
    await lookUp(REF, EMAIL);
    expect(await screen.findByRole('heading', { name: 'Tu reserva' })).toBeTruthy();
    expect(screen.getByText('Los Naranjos Golf Club')).toBeTruthy();
    expect(
      screen.getByText(
        'Este campo de golf no permite cancelaciones en línea. Por favor, contacta con el campo de golf',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  });

  it('names the tee time of a booking of several clubs whose club stops online cancellation', async () => {
    // The reviewer's booking: Los Naranjos (online) first, Las Brisas the next day (contact the club).
    const engine = fakeEngine({
      tipo: 'contactarClub',
      estado: 'confirmed',
      lineaBloqueante: {
        nombreClub: 'Real Club de Golf Las Brisas',
        nombreRecorrido: 'Las Brisas',
        fecha: '2026-11-28',
        hora: '08:00',
        zonaHoraria: 'Europe/Madrid',
        tipo: 'contactarClub',
        fechaLimite: '2026-11-25T07:00:00.000Z',
      },
    });
    renderPage(engine);
    await lookUp(REF, EMAIL);
    expect(await screen.findByRole('heading', { name: 'Tu reserva' })).toBeTruthy();
    // Both tee times, each with its own club, course, date, time and players.
    expect(teeTime('Hora de salida 1')).toEqual([
      'Los Naranjos Golf Club',
      'Los Naranjos',
      '5 de diciembre de 2026, 09:10 (CET)',
      '2 jugadores',
    ]);
    expect(teeTime('Hora de salida 2')).toEqual([
      'Real Club de Golf Las Brisas',
      'Las Brisas',
      '28 de noviembre de 2026, 08:00 (CET)',
      '4 jugadores',
    ]);
    // The tee time that blocks is named inside the refusal, not apart from it.
    const refusal = screen.getByText(
      'Este campo de golf no permite cancelaciones en línea. Por favor, contacta con el campo de golf',
    );
    expect(
      within(refusal).getByText(
        'Real Club de Golf Las Brisas, 28 de noviembre de 2026 08:00: contacta con el club',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  });

  it('names a later tee time whose own deadline has passed, on its club’s clock', async () => {
    renderPage(
      fakeEngine({
        tipo: 'fueraDePlazo',
        estado: 'confirmed',
        lineaBloqueante: {
          nombreClub: 'Los Naranjos Golf Club',
          nombreRecorrido: 'Los Naranjos',
          fecha: '2026-12-06',
          hora: '13:00',
          zonaHoraria: 'Europe/Madrid',
          tipo: 'fueraDePlazo',
          // 48 hours before, 12:00 UTC: 13:00 in Madrid.
          fechaLimite: '2026-12-04T12:00:00.000Z',
        },
      }),
    );
    await lookUp(REF, EMAIL);
    expect(
      await screen.findByText(
        'Los Naranjos Golf Club, 6 de diciembre de 2026 13:00: la cancelación en línea se cerró el 4 de diciembre de 2026 13:00',
      ),
    ).toBeTruthy();
  });

  it('shows an online booking, asks for confirmation, cancels it and tells what is refunded', async () => {
    const engine = fakeEngine({ tipo: 'online', estado: 'confirmed' });
    const { action } = renderPage(engine);
    await lookUp(REF, EMAIL);
    expect(await screen.findByRole('heading', { name: 'Tu reserva' })).toBeTruthy();
    // The deadline is the club's wall clock (09:10 in Madrid is 08:10 UTC), the fee not refunded.
    expect(screen.getByText(/Cancelación gratuita en línea hasta el .*09:10/)).toBeTruthy();
    expect(screen.getByText(/190,00\s€/)).toBeTruthy();
    expect(screen.getByText(/2,50\s€, no se reembolsan/)).toBeTruthy();

    // Keeping the booking sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    let dialog = await screen.findByRole('dialog', { name: `¿Cancelar la reserva ${REF}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantener mi reserva' }));
    expect(action).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    dialog = await screen.findByRole('dialog', { name: `¿Cancelar la reserva ${REF}?` });
    expect(dialog.textContent).toMatch(
      /La hora de salida quedará libre y te devolveremos 190,00\s€/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelarla' }));

    expect(await screen.findByRole('heading', { name: 'Reserva cancelada' })).toBeTruthy();
    expect(
      screen.getByText(
        /Tu reserva se ha cancelado\. La devolución de 190,00\s€ no se ha podido enviar a tu tarjeta automáticamente: nuestro equipo la envía y llegará a tu tarjeta en un plazo de 15 días hábiles\./,
      ),
    ).toHaveProperty('role', 'status');
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    expect(engine.seen.map((s) => s.path)).toEqual([
      'PreCancelacion/ObtenerTipoCancelacion',
      'Reserva/ObtenerReservaDetalles',
      'PreCancelacion/ObtenerTipoCancelacion',
      'Reserva/ObtenerReservaDetalles',
      'PreCancelacion/RealizarPreCancelacionWeb',
      'Cancelacion/RealizarCancelacion',
    ]);
    expect(engine.seen.at(-2)?.body).toEqual({ localizador: REF, idPlataforma: 1, email: EMAIL });
    expect(engine.seen.at(-1)?.body).toEqual({
      localizador: REF,
      localizadorCancelacion: 'CABCDEFGHJ',
      email: EMAIL,
    });
  });

  it('says the booking could not be cancelled, with the engine’s reason, when the engine refuses', async () => {
    const engine = fakeEngine({ tipo: 'online', estado: 'confirmed' });
    const inner = engine.calls.call;
    engine.calls.call = (async (spec: CallSpec, body: unknown) =>
      spec.path === 'PreCancelacion/RealizarPreCancelacionWeb'
        ? {
            ok: false,
            cod: 2,
            msg: 'El plazo de cancelación online de esta reserva ha terminado',
            sessionExpired: false,
          }
        : inner(spec, body as never, { action: 'booking' })) as PageCalls['call'];
    renderPage(engine);
    await lookUp(REF, EMAIL);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelarla' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se ha podido cancelar la reserva');
    expect(alert.textContent).toContain(
      'El plazo de cancelación online de esta reserva ha terminado',
    );
    expect(screen.getByRole('heading', { name: 'Tu reserva' })).toBeTruthy();
  });
});
