// @vitest-environment jsdom
import { addDays, formatDate } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '../features/catalog/club-date.ts';
import { messagesFor } from '../i18n/messages.ts';
import { registerStubbedEngine, routeContext } from '../testing/route-test-engine.ts';
import NearMe, { loader } from './near-me.tsx';

const engine = registerStubbedEngine();

afterEach(() => {
  cleanup();
});

const RESULTS = 'Portal/Busqueda/ListarResultadosTTB';

function club(idVP: number, nombreClub: string, distancia: number) {
  return {
    nombreClub,
    nombreRecorrido: nombreClub,
    idVP,
    idVTO: 3,
    idR: idVP * 10,
    horaIni: '08:00',
    horaFin: '17:00',
    precioDesde: 60,
    precioHasta: 90,
    distancia,
    imgPrestigio: '',
    hoyos: 18,
    municipio: 'Marbella',
    zonaHoraria: 'Europe/Madrid',
    imagen: '',
  };
}

function answerAround(sinClubes = false) {
  engine.answers[RESULTS] = {
    cod: 1,
    msg: '',
    listaClubes: [club(2, 'Los Naranjos Golf Club', 2.4), club(1, 'Aloha Golf Club', 1.1)],
    alrededor: { radioKm: 50, sinClubes },
  };
}

const context = (locale: Locale) =>
  routeContext({ locale, culture: locale === 'es' ? 'es-ES' : 'sv-SE' });

function load(search: string, locale: Locale = 'es') {
  return loader({
    request: new Request(`http://shop.test/${locale}/near-me${search}`),
    params: { lang: locale },
    context: context(locale),
  } as unknown as Parameters<typeof loader>[0]);
}

async function statusOf(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

function renderAt(search: string, locale: Locale) {
  const Stub = createRoutesStub([
    {
      path: '/:lang/near-me',
      Component: NearMe,
      loader: ({ request, params }) =>
        loader({ request, params, context: context(locale) } as unknown as Parameters<
          typeof loader
        >[0]),
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <Stub initialEntries={[`/${locale}/near-me${search}`]} />
      </IntlProvider>
    </SWRConfig>,
  );
}

describe('the near-me page', () => {
  it('asks the engine around the position rounded again, with the filters, each time', async () => {
    answerAround();
    const loaded = await load('?lat=36.514999&lon=-4.881234&players=4');
    if (!loaded.asked) throw new Error('expected results');
    const asked = engine.callsTo(RESULTS);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ latitud: 36.51, longitud: -4.88, jugadores: 4 });
    expect(asked[0]?.body).not.toHaveProperty('idRegion');
    // Nearest first by default; the form and links keep the rounded position and the filters.
    expect(loaded.results.sort).toBe('distance');
    expect(loaded.results.clubs.map((c) => c.distanceKm)).toEqual([1.1, 2.4]);
    expect(loaded.results.keep).toMatchObject({ lat: '36.51', lon: '-4.88' });
    expect(loaded.results.filters).toEqual({ players: 4 });
    expect(loaded.results.around).toEqual({ radiusKm: 50, noClubs: false });
    // No shared cache holds a position: the same address asks the engine again.
    await load('?lat=36.51&lon=-4.88&players=4');
    expect(engine.callsTo(RESULTS)).toHaveLength(2);
  });

  it('is no page for half a position or one off the globe, and asks the engine nothing', async () => {
    for (const search of [
      '?lat=36.51',
      '?lon=-4.88',
      '?lat=91&lon=0',
      '?lat=1&lon=-200',
      '?lat=x&lon=y',
    ])
      expect(await statusOf(() => load(search)), search).toBe(404);
    expect(engine.callsTo(RESULTS)).toHaveLength(0);
  });

  it('shows the clubs nearest first with their distance, unindexed, in Swedish', async () => {
    answerAround();
    renderAt('?lat=36.51&lon=-4.88', 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf nära dig' })).toBeTruthy();
    expect(screen.getByText('Avstånd från din position')).toBeTruthy();
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent ?? '')
      .filter((text) => text.includes('Golf Club'));
    expect(names[0]).toContain('Aloha');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const form = screen.getByRole('form', { name: 'Filtrera starttiderna' });
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map(
      (input) => `${input.name}=${input.value}`,
    );
    expect(hidden).toEqual(expect.arrayContaining(['lat=36.51', 'lon=-4.88']));
  });

  it('says when no club is within the radius and lists the nearest', async () => {
    answerAround(true);
    renderAt('?lat=40.1&lon=-12.3', 'es');
    expect(
      await screen.findByText(
        'No hay ningún campo de golf a menos de 50 km de ti: estos son los más cercanos.',
      ),
    ).toBeTruthy();
  });

  it('an evening’s empty today around the golfer leads to the next day with times', async () => {
    // Days from today, so the test keeps its meaning whatever day it runs.
    const day = addDays(todayIn('Europe/Madrid'), 3);
    const after = addDays(day, 1);
    engine.answers[RESULTS] = (asked: { fecha?: string }) => ({
      cod: 1,
      msg: '',
      listaClubes: asked.fecha === after ? [club(1, 'Aloha Golf Club', 1.1)] : [],
      alrededor: { radioKm: 50, sinClubes: false },
    });
    renderAt(`?lat=36.51&lon=-4.88&fecha=${day}&sort=name`, 'es');
    const next = await screen.findByRole('link', {
      name: `Ver las horas de salida del ${formatDate(after, 'es', 'long')}`,
    });
    expect(next.getAttribute('href')).toBe(
      `/es/near-me?lat=36.51&lon=-4.88&fecha=${after}&sort=name`,
    );
    expect(engine.callsTo(RESULTS).map((call) => call.body.fecha)).toEqual([day, after]);
  });

  it('without a position explains, offers the button and the regions, and asks no results', async () => {
    engine.answers['Vendedor/ObtenerRecorridosVendedor'] = {
      cod: 1,
      msg: '',
      datos: {
        listaRecorridos: [],
        listaRegiones: [{ idL: 11, nombreRegion: 'Costa del Sol', pais: 'ES' }],
        listaMunicipios: [],
      },
    };
    renderAt('', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf cerca de ti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerca de mí' }).getAttribute('href')).toBe(
      '/es/near-me',
    );
    const regions = screen.getByRole('region', { name: 'O elige una región' });
    expect(within(regions).getByRole('link', { name: 'Costa del Sol' }).getAttribute('href')).toBe(
      '/es/region/costa-del-sol?idReg=11',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(engine.callsTo(RESULTS)).toHaveLength(0);
  });
});
