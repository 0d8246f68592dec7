// @vitest-environment jsdom
import type { Locale } from '@fairway/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import { PACK_ANSWER } from '../testing/multipack-answers.ts';
import { registerStubbedEngine, routeContext } from '../testing/route-test-engine.ts';
import LocaleLayout from './locale-layout.tsx';
import Multipacks, { loader } from './multipacks.tsx';

const engine = registerStubbedEngine();

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ALGARVE = {
  ...PACK_ANSWER,
  idMultipack: 4,
  nombre: 'Algarve Trio',
  idRegion: 2,
  nombreRegion: 'Algarve',
  precio: 240,
  precioHabitual: 240,
  diasVentana: 14,
  recorridos: [
    {
      idVendedorProveedor: 5,
      nombreClub: 'Quinta do Lago',
      idRecorrido: 51,
      nombreRecorrido: 'South',
      idRegion: 2,
      nombreRegion: 'Algarve',
      zonaHoraria: 'Europe/Lisbon',
    },
  ],
};

function renderAt(path: string, locale: Locale) {
  const context = routeContext({ locale, culture: locale === 'es' ? 'es-ES' : 'en-GB' });
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
          children: [
            {
              path: 'multipacks',
              Component: Multipacks,
              loader: ({ request, params }) =>
                loader({ request, params, context } as unknown as Parameters<typeof loader>[0]),
            },
          ],
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

describe('the multipacks list', () => {
  it('shows every pack on sale as a card, the usual price struck through when higher', async () => {
    engine.answers['Multipacks/ListarMultipacks'] = {
      cod: 1,
      msg: 'OK',
      datos: { multipacks: [PACK_ANSWER, ALGARVE] },
    };
    renderAt('/es/multipacks', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multipacks' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(document.title).toBe('Multipacks · Fairway');
    const costa = screen.getByRole('article', { name: 'Costa del Sol Clásico' });
    expect(within(costa).getByText('3 rondas')).toBeTruthy();
    expect(
      within(costa).getByText('Campos: Los Naranjos Golf Club y Real Club Valderrama'),
    ).toBeTruthy();
    expect(within(costa).getByText('Todas las rondas en 30 días desde la primera')).toBeTruthy();
    expect(within(costa).getByText(/199,00\s€/)).toBeTruthy();
    // Struck through, and read out as the former price.
    expect(within(costa).getAllByText(/255,50\s€/).length).toBeGreaterThan(0);
    expect(within(costa).getByText('por jugador')).toBeTruthy();
    expect(
      within(costa)
        .getByRole('link', { name: 'Ver el multipack Costa del Sol Clásico' })
        .getAttribute('href'),
    ).toBe('/es/multipacks/costa-del-sol-clasico-3');
    // No struck-through price where the pack costs what the rounds do.
    const algarve = screen.getByRole('article', { name: 'Algarve Trio' });
    expect(within(algarve).getAllByText(/€/)).toHaveLength(1);
    // The engine is asked for what is on sale, with the session's credentials.
    expect(engine.callsTo('Multipacks/ListarMultipacks')[0]?.body).toMatchObject({
      token: 'tok',
      culture: 'es-ES',
    });
  });

  it('filters by region with plain links, the current one marked', async () => {
    engine.answers['Multipacks/ListarMultipacks'] = {
      cod: 1,
      msg: 'OK',
      datos: { multipacks: [PACK_ANSWER, ALGARVE] },
    };
    renderAt('/en/multipacks?region=2', 'en');
    const filters = await screen.findByRole('navigation', {
      name: 'Filter the multipacks by region',
    });
    expect(
      within(filters).getByRole('link', { name: 'Algarve' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(filters).getByRole('link', { name: 'Costa del Sol' }).getAttribute('href')).toBe(
      '/en/multipacks?region=1',
    );
    expect(within(filters).getByRole('link', { name: 'All regions' }).getAttribute('href')).toBe(
      '/en/multipacks',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Multipacks in Algarve' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'multipack-4',
    ]);
    expect(document.title).toBe('Multipacks · Multipacks in Algarve · Fairway');
  });

  it('still renders, with the red alert and a line in place of the cards, when the engine fails', async () => {
    engine.answers['Multipacks/ListarMultipacks'] = { cod: 4, msg: 'Database unavailable' };
    renderAt('/es/multipacks', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multipacks' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Se ha producido un error al cargar los multipacks',
    );
    expect(screen.getByText(/No se han podido cargar los multipacks/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so when nothing is on sale', async () => {
    engine.answers['Multipacks/ListarMultipacks'] = {
      cod: 1,
      msg: 'OK',
      datos: { multipacks: [] },
    };
    renderAt('/en/multipacks', 'en');
    expect(
      await screen.findByText('There are no multipacks on sale at the moment.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });
});
