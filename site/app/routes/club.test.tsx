// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teeTimesKey } from '../features/search/use-tee-times.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { PageNotice } from '../platform/engine/engine-notice.ts';
import type { TeeTimesView } from '../features/search/tee-times.ts';
import { clubView } from '../features/catalog/club-view.ts';
import { scorecardViews } from '../features/club/scorecard-view.ts';
import ClubPage from './club.tsx';
import LocaleLayout, { ErrorBoundary as LayoutErrorBoundary } from './locale-layout.tsx';

const QUERY = { idVP: 1, rec: 11, fecha: '2026-11-23' };
const KEY = teeTimesKey('es', QUERY);

const club = {
  idVendedorProveedor: 1,
  nombreClub: 'Los Naranjos Golf Club',
  descripcion: 'Naranjos y calles anchas.',
  zonaHoraria: 'Europe/Madrid',
  idRegion: 1,
  nombreRegion: 'Costa del Sol',
  idMunicipio: 5,
  nombreMunicipio: 'Marbella',
  latitud: 36.5,
  longitud: -4.9,
  imagen: '/images/club/1.svg',
  prestigio: false,
  permiteCancelacionOnline: true,
  horasLimiteCancelacion: 24,
  telefono: '+34 952 123 456',
  email: 'reservas@los-naranjos.example',
  web: 'https://www.los-naranjos.example/',
  direccion: 'Urbanización Los Naranjos',
  codigoPostal: '29660',
  esMultiCampo: false,
  listaRecorridos: [
    {
      idRec: 11,
      nombre: 'Los Naranjos',
      direccion: '',
      codigoPostal: '',
      lugar: '',
      hoyos: 18,
      par: 72,
    },
  ],
};

/** The engine's cards: the shown course's eighteen (par 4s of 300 m) and another course's nine. */
const CARDS = {
  listaTarjetas: [
    {
      idRec: 11,
      nombre: 'Los Naranjos',
      hoyos: 18,
      par: 72,
      listaHoyos: Array.from({ length: 18 }, (_, i) => ({
        hoyo: i + 1,
        par: 4,
        metrosBlancas: 300,
        metrosAmarillas: 280,
        metrosRojas: 250,
      })),
    },
    {
      idRec: 12,
      nombre: 'Pitch & Putt',
      hoyos: 9,
      par: 27,
      listaHoyos: Array.from({ length: 9 }, (_, i) => ({
        hoyo: i + 1,
        par: 3,
        metrosBlancas: 60,
        metrosAmarillas: 54,
        metrosRojas: 48,
      })),
    },
  ],
};

const TIMES: TeeTimesView = {
  slots: [
    {
      time: '09:10',
      playersAvailable: 3,
      rates: [{ id: '5', name: 'Green fee', price: 85.5 }],
      earlyBird: false,
      twilight: false,
      bookable: true,
    },
  ],
  nearest: [],
};

function pageData(
  teeTimes: TeeTimesView | null,
  notice: PageNotice = { failed: [], relogin: false },
) {
  return {
    locale: 'es' as const,
    culture: 'es-ES',
    // The loader maps the engine's answer into the page's view.
    club: clubView(club),
    course: clubView(club).courses[0],
    date: QUERY.fecha,
    today: '2026-11-22',
    zone: 'Europe/Madrid',
    teeTimesKey: KEY,
    teeTimes,
    scorecards: scorecardViews(CARDS),
    tournaments: Promise.resolve([
      {
        id: 2,
        name: 'Copa Costa del Sol Mijas',
        state: 'registrationOpen' as const,
        href: '/es/tournaments/copa-costa-del-sol-mijas-2',
        startDate: '2026-12-08',
      },
    ]),
    multipacks: Promise.resolve([
      {
        id: 1,
        name: 'Costa del Sol 3 rounds',
        rounds: 3,
        price: 189,
        href: '/es/multipacks/costa-del-sol-3-rounds-1',
      },
    ]),
    notice,
  };
}

function renderClub(loader: () => unknown) {
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
          children: [{ path: 'club/:slug?', Component: ClubPage, loader }],
        },
      ],
    },
  ]);
  // A cache per test: SWR's default one would carry one test's answers into the next.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="es" messages={messagesFor('es')}>
        <Stub initialEntries={['/es/club/los-naranjos?idVP=1&rec=11&fecha=2026-11-23']} />
      </IntlProvider>
    </SWRConfig>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const json = (body: unknown) => Response.json(body);

describe('the club page’s tee times', () => {
  it('renders the loader’s tee times and asks for nothing more at hydration', async () => {
    renderClub(() => pageData(TIMES));
    expect(await screen.findByRole('heading', { name: /09:10/ })).toBeTruthy();
    expect(screen.getByText(/85,50\s€/)).toBeTruthy();
    // Only the error log may be posted; the tee times came seeded through SWR's fallback.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(KEY);
  });

  it('groups a day’s tee times by part of the day, with a jump to each and its count', async () => {
    const at = (time: string, twilight = false) => ({
      time,
      playersAvailable: 3,
      rates: [{ id: '5', name: 'Green fee', price: 85.5 }],
      earlyBird: false,
      twilight,
      bookable: true,
    });
    renderClub(() =>
      pageData({
        slots: [at('08:00'), at('09:10'), at('12:30'), at('15:40', true), at('17:10')],
        nearest: [],
      }),
    );
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual([
      'Mañana (2 salidas)',
      'Mediodía (1 salida)',
      'Atardecer (2 salidas)',
    ]);
    // The club's twilight rate at 15:40 counts as twilight, not afternoon.
    const twilight = screen.getByRole('region', { name: 'Atardecer (2 salidas)' });
    expect(
      within(twilight)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([expect.stringContaining('15:40'), expect.stringContaining('17:10')]);
    const jumps = within(screen.getByRole('navigation', { name: 'Partes del día' }));
    expect(jumps.getByRole('link', { name: 'Mañana (2 salidas)' }).getAttribute('href')).toBe(
      '#tee-times-morning',
    );
    expect(jumps.getAllByRole('link')).toHaveLength(3);
  });

  it('links the club’s tournaments and multipacks, streamed after the tee times', async () => {
    renderClub(() => pageData(TIMES));
    const section = await screen.findByRole('region', { name: 'Torneos en este club' });
    const link = within(section).getByRole('link', { name: 'Copa Costa del Sol Mijas' });
    expect(link.getAttribute('href')).toBe('/es/tournaments/copa-costa-del-sol-mijas-2');
    expect(within(section).getByText('Inscripción abierta')).toBeTruthy();
    const packs = await screen.findByRole('region', { name: 'Multipacks con este club' });
    expect(
      within(packs).getByRole('link', { name: 'Costa del Sol 3 rounds' }).getAttribute('href'),
    ).toBe('/es/multipacks/costa-del-sol-3-rounds-1');
    expect(within(packs).getByText(/3 rondas por 189,00\s€ por jugador/)).toBeTruthy();
  });

  it('gives the club’s phone, e-mail, website, address and both map links', async () => {
    renderClub(() => pageData(TIMES));
    const contact = within(await screen.findByRole('region', { name: 'Contacto y cómo llegar' }));
    const href = (name: string | RegExp) =>
      contact.getByRole('link', { name }).getAttribute('href');
    expect(href('+34 952 123 456')).toBe('tel:+34952123456');
    expect(href('reservas@los-naranjos.example')).toBe('mailto:reservas@los-naranjos.example');
    expect(href('www.los-naranjos.example')).toBe('https://www.los-naranjos.example/');
    expect(contact.getByText('Urbanización Los Naranjos, 29660 Marbella')).toBeTruthy();
    expect(href('Abrir en tu aplicación de mapas')).toBe('geo:36.5,-4.9');
    expect(href('Ver en OpenStreetMap')).toBe(
      'https://www.openstreetmap.org/?mlat=36.5&mlon=-4.9#map=16/36.5/-4.9',
    );
  });

  it('never says "no times" when they could not be loaded: it says so, alerts, and tries again', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === KEY
        ? json({ ok: false, msg: 'Database unavailable' })
        : new Response(null, { status: 204 }),
    );
    renderClub(() => pageData(null, { failed: ['teeTimes'], relogin: false }));
    expect(await screen.findByText('No se han podido cargar los horarios de salida')).toBeTruthy();
    expect(screen.queryByText('No se han encontrado horas para la fecha seleccionada')).toBeNull();
    expect(
      await screen.findByText('Se ha producido un error al cargar los horarios de salida'),
    ).toBeTruthy();
    // The failure is logged through the site's error endpoint.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/saveErrorAPI'),
    );
    fetchMock.mockImplementation(async (input) =>
      String(input) === KEY ? json({ ok: true, ...TIMES }) : new Response(null, { status: 204 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: /09:10/ })).toBeTruthy();
  });

  it('a day without times leads to the next day of the course on screen, the others below', async () => {
    renderClub(() =>
      pageData({
        slots: [],
        nearest: [
          { courseId: 12, courseName: 'Par 3', date: '2026-11-24', time: '09:00' },
          { courseId: 11, courseName: 'Los Naranjos', date: '2026-11-25', time: '08:10' },
        ],
      }),
    );
    expect(
      await screen.findByText(
        'No se han encontrado horas para la fecha seleccionada. La próxima hora de salida libre es el 25 de noviembre de 2026 a las 08:10.',
      ),
    ).toBeTruthy();
    const lead = screen.getByRole('link', {
      name: 'Ver las horas de salida del 25 de noviembre de 2026',
    });
    expect(lead.getAttribute('href')).toBe('/es/club/los-naranjos?idVP=1&rec=11&fecha=2026-11-25');
    const other = screen.getByRole('link', { name: 'Par 3: 24 de noviembre de 2026 a las 09:00' });
    expect(other.getAttribute('href')).toBe('/es/club/los-naranjos?idVP=1&rec=12&fecha=2026-11-24');
    // The lead day is not offered twice.
    expect(screen.queryByRole('link', { name: /Los Naranjos: 25 de noviembre/ })).toBeNull();
  });

  it('a day not on sale yet says when it goes on sale and leads to the furthest day on sale', async () => {
    renderClub(() =>
      pageData({
        slots: [],
        nearest: [],
        notOnSaleYet: { opensOn: '2026-10-24', lastOpenDay: '2026-11-13' },
      }),
    );
    expect(
      await screen.findByText(
        'Las horas de salida del 23 de noviembre de 2026 salen a la venta el 24 de octubre de 2026.',
      ),
    ).toHaveProperty('role', 'status');
    const lead = screen.getByRole('link', {
      name: 'Ver el 13 de noviembre de 2026, el último día a la venta',
    });
    expect(lead.getAttribute('href')).toBe('/es/club/los-naranjos?idVP=1&rec=11&fecha=2026-11-13');
    // Not the failure: nothing to retry, and no alert.
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('reloads the page when the endpoint renewed an expired session', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fetchMock.mockImplementation(async () => json({ ok: false, msg: '', reload: true }));
    renderClub(() => pageData(null));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the re-login modal when the golfer’s login expired', async () => {
    fetchMock.mockImplementation(async () => json({ ok: false, msg: '', relogin: true }));
    renderClub(() => pageData(null));
    expect(await screen.findByRole('dialog', { name: 'La sesión ha expirado' })).toBeTruthy();
  });

  it('shows the re-login modal over the error layout when the club itself could not load', async () => {
    renderClub(() => {
      throw Response.json({ notice: { failed: [], relogin: true } }, { status: 401 });
    });
    expect(await screen.findByRole('dialog', { name: 'La sesión ha expirado' })).toBeTruthy();
    // The modal hides the page behind it from assistive technology, so the heading is found hidden.
    expect(
      screen.getByRole('heading', { name: 'Se ha producido un error', hidden: true }),
    ).toBeTruthy();
  });
});

describe('the club page’s scorecard', () => {
  it('shows the shown course’s holes as a table, with the nines and the total', async () => {
    renderClub(() => pageData(TIMES));
    const section = await screen.findByRole('region', { name: 'Tarjeta del campo' });
    const table = within(section).getByRole('table', { name: /Los Naranjos · 18 hoyos, par 72/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hoyo', 'Par', 'Blancas', 'Amarillas', 'Rojas']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(Array.from(total?.querySelectorAll('td') ?? [], (td) => td.textContent)).toEqual([
      '72',
      '5400',
      '5040',
      '4500',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Primeros nueve' })).toBeTruthy();
    // The other course's card waits for that course to be chosen.
    expect(screen.queryByRole('table', { name: /Pitch & Putt/ })).toBeNull();
  });

  it('leaves the scorecard out when the engine gave none, and the page goes on', async () => {
    renderClub(() => ({ ...pageData(TIMES), scorecards: null }));
    expect(await screen.findByRole('heading', { name: /09:10/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tarjeta del campo' })).toBeNull();
  });
});

describe('choosing a tee time', () => {
  const SERVICES = {
    ok: true,
    services: [
      { id: '1', name: 'Buggy', price: 35, maxUnits: 1, kind: 'buggy' },
      { id: '2', name: 'Carro', price: 6, maxUnits: 2, kind: 'trolley' },
    ],
  };
  const CART = {
    locator: 'ABCD2345',
    groups: [],
    count: 1,
    totals: {
      subtotal: 206,
      discount: 0,
      fee: 2.5,
      total: 208.5,
      promoCode: null,
      promoValid: null,
      promoMessage: null,
    },
  };

  it('opens the chooser, checks the buggies, adds to the cart and says so', async () => {
    const posted: unknown[] = [];
    let buggiesEnough = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/tee-time-services?')) return json(SERVICES);
      if (url.startsWith('/api/buggies?'))
        return json({ ok: true, enough: buggiesEnough, available: 0 });
      if (url.startsWith('/api/cart?') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json({ ok: true, cart: CART });
      }
      return new Response(null, { status: 204 });
    });
    renderClub(() => pageData(TIMES));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reservar la salida de las 09:10' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).startsWith(
          '/api/tee-time-services?locale=es&idVP=1&rec=11&fecha=2026-11-23&hora=09%3A10&players=2',
        ),
      ),
    ).toBe(true);
    // One buggy asked for; the engine has none left.
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Añadir una unidad de Buggy' }),
    );
    expect(
      await within(dialog).findByText(
        'No hay suficientes buggies disponibles para esta hora de salida',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/buggies?locale=es&idVP=1&rec=11&fecha=2026-11-23'),
    );
    buggiesEnough = true;
    await userEvent.click(within(dialog).getByRole('button', { name: /Añadir al carrito/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        action: 'add',
        teeTime: {
          idVP: 1,
          rec: 11,
          fecha: '2026-11-23',
          hora: '09:10',
          rateId: 5,
          players: 2,
          services: [{ id: 1, units: 1 }],
        },
      },
    ]);
    const alert = (await screen.findByText(/La salida de las 09:10 está en tu carrito\./))
      .parentElement as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Ver el carrito' }).getAttribute('href')).toBe(
      '/es/cart',
    );
    expect(
      within(alert).getByRole('link', { name: 'Finalizar la compra' }).getAttribute('href'),
    ).toBe('/es/checkout');
    // The header's button reads the same cart, updated at once.
    expect(screen.getByRole('link', { name: /Carrito, 1/ })).toBeTruthy();
  });

  it('keeps the chooser open with the engine’s message when the tee time cannot be added', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/tee-time-services?')) return json(SERVICES);
      if (url.startsWith('/api/cart?') && init?.method === 'POST')
        return json({ ok: false, msg: 'La hora seleccionada no es válida' });
      return new Response(null, { status: 204 });
    });
    renderClub(() => pageData(TIMES));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reservar la salida de las 09:10' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Añadir al carrito/ }));
    expect(await within(dialog).findByText('La hora seleccionada no es válida')).toBeTruthy();
  });
});
