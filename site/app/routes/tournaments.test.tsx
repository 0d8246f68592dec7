// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import { tournamentView } from '../features/tournaments/tournaments.ts';
import { routeContext, SESSION_COOKIES } from '../testing/route-test-engine.ts';
import LocaleLayout from './locale-layout.tsx';
import Tournaments, { loader } from './tournaments.tsx';

type Locale = 'en' | 'es';
type PageData = Awaited<ReturnType<typeof loader>>;

/** The engine's answers by path; the site's own endpoints the browser asks answer 204. */
let answers: Record<string, unknown> = {};
const engineCalls: { path: string; body: Record<string, unknown> }[] = [];

// The engine client keeps the fetch it was built with: stubbed once, before any call.
beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/')) return new Response(null, { status: 204 });
      const path = new URL(url).pathname.slice(1);
      engineCalls.push({
        path,
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      });
      return Response.json(answers[path] ?? { cod: 4, msg: `unexpected ${path}` });
    }),
  );
});
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  answers = { 'Portal/Home/ListarCajitas': { cod: 1, msg: 'OK', listaCajitas: TILES } };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  engineCalls.length = 0;
});

const callsTo = (path: string) => engineCalls.filter((c) => c.path === path);

const TILES = [
  { idCajita: 3, titulo: 'Costa del Sol', desc: '', imagen: '', numRecorridos: 12 },
  { idCajita: 7, titulo: 'Algarve', desc: '', imagen: '', numRecorridos: 9 },
];

/** Torneos/ListarTorneos rows, as the contract has them. */
function row(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    idTorneo: id,
    nombre: name,
    estado: 'registrationOpen' as const,
    idVendedorProveedor: 4,
    nombreClub: 'Mijas Golf',
    idRegion: 3,
    nombreRegion: 'Costa del Sol',
    zonaHoraria: 'Europe/Madrid',
    fechaInicio: '2026-12-08',
    fechaFin: '2026-12-09',
    cuotaInscripcion: 60,
    maxJugadores: 72,
    plazasLibres: 40,
    handicapMinimo: -4,
    handicapMaximo: 36,
    permiteInscripcionOnline: true,
    inscripcionAbierta: true,
    inicioInscripcion: '2026-11-01T08:00:00.000Z',
    finInscripcion: '2026-12-05T22:59:00.000Z',
    horariosPublicados: false,
    clasificacionPublicada: false,
    rondas: [
      {
        numero: 1,
        fecha: '2026-12-08',
        hora: '08:30',
        idRecorrido: 41,
        nombreRecorrido: 'Los Lagos',
        formato: 'stableford' as const,
      },
      {
        numero: 2,
        fecha: '2026-12-09',
        hora: '09:00',
        idRecorrido: 42,
        nombreRecorrido: 'Los Olivos',
        formato: 'strokePlay' as const,
      },
    ],
    ...overrides,
  };
}

const ROWS = [
  row(2, 'Copa Costa del Sol Mijas'),
  row(5, 'Algarve Winter Open', {
    estado: 'onPlay',
    idVendedorProveedor: 8,
    nombreClub: 'Quinta do Lago',
    idRegion: 7,
    nombreRegion: 'Algarve',
    fechaInicio: '2026-12-12',
    fechaFin: '2026-12-12',
    cuotaInscripcion: 85.5,
    plazasLibres: 0,
    inscripcionAbierta: false,
  }),
] as ReturnType<typeof row>[];

function pageData(overrides: Partial<PageData> = {}, locale: Locale = 'es'): PageData {
  return {
    locale,
    filters: { state: null, regionId: null, month: null, page: 1 },
    months: ['2026-10', '2026-11', '2026-12', '2027-01'],
    regions: [
      { id: 7, name: 'Algarve' },
      { id: 3, name: 'Costa del Sol' },
    ],
    list: { tournaments: ROWS.map(tournamentView), total: 2, page: 1, pageCount: 1 },
    notice: { failed: [], relogin: false },
    ...overrides,
  };
}

function renderList(data: PageData, path: string) {
  const locale = data.locale as Locale;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale, year: 2026 }),
          children: [{ path: 'tournaments', Component: Tournaments, loader: () => data }],
        },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <Stub initialEntries={[path]} />
      </IntlProvider>
    </SWRConfig>,
  );
}

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (element: HTMLSelectElement) =>
  Array.from(element.options).map((o) => o.textContent);

describe('the tournaments page', () => {
  it('shows a card per tournament with its linked name, state label, place and fee, in Spanish', async () => {
    renderList(pageData(), '/es/tournaments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Torneos' })).toBeTruthy();
    expect(screen.getByText('2 torneos').getAttribute('role')).toBe('status');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [mijas, algarve] = cards as [HTMLElement, HTMLElement];
    const link = within(mijas).getByRole('link', { name: 'Copa Costa del Sol Mijas' });
    expect(link.getAttribute('href')).toBe('/es/tournaments/copa-costa-del-sol-mijas-2');
    expect(within(mijas).getByRole('heading', { level: 2 }).textContent).toBe(
      'Copa Costa del Sol Mijas',
    );
    expect(within(mijas).getByText('Inscripción abierta')).toBeTruthy();
    expect(within(mijas).getByText('Mijas Golf, Costa del Sol')).toBeTruthy();
    expect(within(mijas).getByText('2 rondas')).toBeTruthy();
    expect(within(mijas).getByText('Quedan 40 plazas de 72')).toBeTruthy();
    expect(mijas.textContent).toMatch(/Inscripción 60,00\s€ por jugador/);

    expect(
      within(algarve).getByRole('link', { name: 'Algarve Winter Open' }).getAttribute('href'),
    ).toBe('/es/tournaments/algarve-winter-open-5');
    expect(within(algarve).getByText('En juego')).toBeTruthy();
    expect(within(algarve).getByText('Completo')).toBeTruthy();
    expect(algarve.textContent).toMatch(/Inscripción 85,50\s€ por jugador/);
    // No pager for one page.
    expect(screen.queryByRole('navigation', { name: 'Páginas de torneos' })).toBeNull();
  });

  it('shows the cards in English', async () => {
    renderList(pageData({}, 'en'), '/en/tournaments');
    const link = await screen.findByRole('link', { name: 'Algarve Winter Open' });
    expect(link.getAttribute('href')).toBe('/en/tournaments/algarve-winter-open-5');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('On play')).toBeTruthy();
    expect(within(card).getByText('Full')).toBeTruthy();
    expect(card.textContent).toMatch(/Entry fee 85\.50\s€ per player/);
    expect(screen.getByText('2 tournaments').getAttribute('role')).toBe('status');
  });

  it('offers the filters as a GET form, with nothing chosen by default', async () => {
    renderList(pageData({}, 'en'), '/en/tournaments');
    const form = await screen.findByRole('form', { name: 'Filter the tournaments' });
    expect(form.getAttribute('method')).toBe('get');
    const state = select(/^State/);
    expect(state.name).toBe('state');
    expect(state.value).toBe('');
    expect(optionTexts(state)).toEqual([
      'Any',
      'Registration open',
      'Registration closed',
      'Schedule published',
      'On play',
      'Ratings published',
      'Played',
    ]);
    const region = select(/^Region/);
    expect(region.value).toBe('');
    expect(optionTexts(region)).toEqual(['Any', 'Algarve', 'Costa del Sol']);
    expect(Array.from(region.options).map((o) => o.value)).toEqual(['', '7', '3']);
    const month = select(/^Month/);
    expect(month.value).toBe('');
    expect(optionTexts(month)).toEqual([
      'Any',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
    ]);
    expect(within(form).getByRole('button', { name: 'Show tournaments' })).toBeTruthy();
  });

  it('selects the current filters, and pages through them with the current page marked', async () => {
    const filters = { state: 'onPlay' as const, regionId: 3, month: '2026-12', page: 2 };
    renderList(
      pageData({
        filters,
        list: { tournaments: ROWS.slice(1).map(tournamentView), total: 30, page: 2, pageCount: 3 },
      }),
      '/es/tournaments?state=onPlay&region=3&month=2026-12&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Torneos' })).toBeTruthy();
    expect(select(/^Estado/).value).toBe('onPlay');
    expect(select(/^Región/).value).toBe('3');
    expect(select(/^Mes/).value).toBe('2026-12');
    expect(optionTexts(select(/^Mes/))[3]).toBe('diciembre de 2026');
    expect(screen.getByText('30 torneos').getAttribute('role')).toBe('status');

    const pages = screen.getByRole('navigation', { name: 'Páginas de torneos' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('aria-label')])).toEqual([
      ['1', 'Página 1'],
      ['2', 'Página 2'],
      ['3', 'Página 3'],
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/es/tournaments?state=onPlay&region=3&month=2026-12',
      '/es/tournaments?state=onPlay&region=3&month=2026-12&page=2',
      '/es/tournaments?state=onPlay&region=3&month=2026-12&page=3',
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    await waitFor(() => expect(document.title).toContain('Torneos · página 2 de 3'));
  });

  it('says the list is unavailable when the engine could not give it, and shows no pager', async () => {
    renderList(pageData({ list: null }, 'en'), '/en/tournaments');
    expect(
      await screen.findByText(
        'The tournaments cannot be shown right now. Please try again in a moment.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of tournaments' })).toBeNull();
    // The filters stay, to try another choice.
    expect(screen.getByRole('form', { name: 'Filter the tournaments' })).toBeTruthy();
  });

  it('says when no tournament matches the filters', async () => {
    renderList(
      pageData({
        filters: { state: 'played', regionId: null, month: null, page: 1 },
        list: { tournaments: [], total: 0, page: 1, pageCount: 1 },
      }),
      '/es/tournaments?state=played',
    );
    const empty = await screen.findByText(
      'Ningún torneo coincide con estos filtros. Prueba con otro mes u otra región.',
    );
    expect(empty.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      screen.queryByText(
        'Los torneos no se pueden mostrar ahora mismo. Inténtalo de nuevo en un momento.',
      ),
    ).toBeNull();
  });
});

describe('the tournaments page’s loader', () => {
  function args(path: string, locale: Locale = 'en') {
    return {
      request: new Request(`http://shop.test${path}`, { headers: { cookie: SESSION_COOKIES } }),
      params: { lang: locale },
      context: routeContext({ locale, culture: locale === 'es' ? 'es-ES' : 'en-GB' }),
    } as unknown as Parameters<typeof loader>[0];
  }

  it('asks the engine for the filtered page, twelve a page, and maps its answer', async () => {
    answers['Torneos/ListarTorneos'] = {
      cod: 1,
      msg: 'OK',
      datos: { torneos: ROWS, total: 30, pagina: 2, porPagina: 12 },
    };
    const page = await loader(args('/en/tournaments?state=onPlay&region=3&month=2026-12&page=2'));
    const [call, ...more] = callsTo('Torneos/ListarTorneos');
    expect(more).toEqual([]);
    expect(call?.body).toMatchObject({
      estado: 'onPlay',
      idRegion: 3,
      mes: '2026-12',
      pagina: 2,
      porPagina: 12,
    });
    expect(page.filters).toEqual({ state: 'onPlay', regionId: 3, month: '2026-12', page: 2 });
    expect(page.list).toEqual({
      tournaments: ROWS.map(tournamentView),
      total: 30,
      page: 2,
      pageCount: 3,
    });
    expect(page.regions).toEqual([
      { id: 7, name: 'Algarve' },
      { id: 3, name: 'Costa del Sol' },
    ]);
    expect(page.locale).toBe('en');
    expect(page.notice).toEqual({ failed: [], relogin: false });
  });

  it('drops garbage filters instead of failing or sending them on', async () => {
    answers['Torneos/ListarTorneos'] = {
      cod: 1,
      msg: 'OK',
      datos: { torneos: [], total: 0, pagina: 1, porPagina: 12 },
    };
    const page = await loader(
      args('/en/tournaments?state=open%3Cscript%3E&region=3x&month=2026-13&page=-2'),
    );
    const body = callsTo('Torneos/ListarTorneos')[0]?.body;
    expect(body).toMatchObject({ pagina: 1, porPagina: 12 });
    expect(body).not.toHaveProperty('estado');
    expect(body).not.toHaveProperty('idRegion');
    expect(body).not.toHaveProperty('mes');
    expect(page.filters).toEqual({ state: null, regionId: null, month: null, page: 1 });
    expect(page.list).toEqual({ tournaments: [], total: 0, page: 1, pageCount: 1 });
  });

  it('offers the months from three before to twelve after this one', async () => {
    answers['Torneos/ListarTorneos'] = {
      cod: 1,
      msg: 'OK',
      datos: { torneos: [], total: 0, pagina: 1, porPagina: 12 },
    };
    const page = await loader(args('/en/tournaments'));
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(page.months).toHaveLength(16);
    expect(page.months[3]).toBe(thisMonth);
    expect(page.months.every((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m))).toBe(true);
  });

  it('gives the page no list, and the alert, when the engine fails', async () => {
    answers['Torneos/ListarTorneos'] = { cod: 4, msg: 'Database unavailable' };
    const page = await loader(args('/es/tournaments', 'es'));
    expect(page.list).toBeNull();
    expect(page.notice.failed).toContain('tournaments');
  });
});
