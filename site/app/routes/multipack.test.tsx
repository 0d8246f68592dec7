// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../platform/rendering/ErrorPage.tsx';
import { messagesFor } from '../i18n/messages.ts';
import { PACK_ANSWER, packAddedAnswer } from '../testing/multipack-answers.ts';
import { withEngineTiming } from '../platform/request/request-context.server.ts';
import { routeContext, SESSION_COOKIES, thrownResponse } from '../testing/route-test-engine.ts';
import LocaleLayout from './locale-layout.tsx';
import MultipackPage, { action, loader } from './multipack.tsx';

type Locale = 'en' | 'es';

/** The engine's answers by path, and the site's own endpoints the browser asks. */
let answers: Record<string, unknown> = {};
const engineCalls: { path: string; body: Record<string, unknown> }[] = [];
const browserAsked: string[] = [];

const SLOTS = {
  ok: true,
  slots: [
    {
      time: '09:10',
      playersAvailable: 4,
      rates: [],
      earlyBird: false,
      twilight: false,
      bookable: true,
    },
    {
      time: '10:00',
      playersAvailable: 1,
      rates: [],
      earlyBird: false,
      twilight: false,
      bookable: true,
    },
  ],
  nearest: [],
};
const VALID = {
  ok: true,
  firstRound: '2030-05-03',
  lastDay: '2030-06-02',
  dates: ['2030-05-03', '2030-05-04', '2030-05-06', '2030-05-07'],
};
const OUT_OF_WINDOW = {
  cod: 3,
  msg: 'The date is outside the multipack’s range',
  datos: {
    fechaPrimeraRonda: '2030-05-03',
    fechaLimite: '2030-06-02',
    fechasValidas: ['2030-05-03', '2030-05-04', '2030-05-06'],
  },
};

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/')) {
        browserAsked.push(url);
        if (url.startsWith('/api/tee-times')) return Response.json(SLOTS);
        if (url.startsWith('/api/multipack-dates')) return Response.json(VALID);
        return new Response(null, { status: 204 });
      }
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
  answers = { 'Multipacks/ObtenerMultipack': { cod: 1, msg: 'OK', datos: PACK_ANSWER } };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  engineCalls.length = 0;
  browserAsked.length = 0;
});

const callsTo = (path: string) => engineCalls.filter((c) => c.path === path);
/** The cart's one call, through which the pack is added. */
const MODIFY = 'Carrito/ModificarCarrito';

function args(path: string, locale: Locale, init?: RequestInit, cookie = SESSION_COOKIES) {
  const request = new Request(`http://shop.test${path}`, {
    ...init,
    headers: { cookie, ...(init?.headers as Record<string, string> | undefined) },
  });
  const slug = new URL(request.url).pathname.split('/').pop();
  return {
    request,
    params: { lang: locale, slug },
    context: routeContext({ locale, culture: locale === 'es' ? 'es-ES' : 'en-GB' }),
  } as unknown as Parameters<typeof loader>[0] & Parameters<typeof action>[0];
}

function renderAt(path: string, locale: Locale) {
  const context = routeContext({ locale, culture: locale === 'es' ? 'es-ES' : 'en-GB' });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      ErrorBoundary: () => <ErrorPage status={404} />,
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale, year: 2026 }),
          children: [
            {
              path: 'multipacks/:slug',
              Component: MultipackPage,
              loader: ({ request, params }) =>
                loader({ request, params, context } as unknown as Parameters<typeof loader>[0]),
              action: ({ request, params }) =>
                action({ request, params, context } as unknown as Parameters<typeof action>[0]),
            },
            { path: 'cart', Component: () => <h1>cart page</h1> },
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

const PATH = '/en/multipacks/costa-del-sol-clasico-3';

describe('the multipack page’s loader', () => {
  it('is the 404 page for an address without an id, and for a pack the engine does not know', async () => {
    await expect(loader(args('/en/multipacks/costa', 'en'))).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(engineCalls).toEqual([]);
    answers['Multipacks/ObtenerMultipack'] = { cod: 2, msg: 'Multipack not found' };
    await expect(loader(args('/en/multipacks/gone-99', 'en'))).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(callsTo('Multipacks/ObtenerMultipack')[0]?.body).toMatchObject({ idMultipack: 99 });
  });

  it('answers 502 when the engine fails', async () => {
    answers['Multipacks/ObtenerMultipack'] = { cod: 4, msg: 'Database unavailable' };
    await expect(loader(args(PATH, 'en'))).rejects.toMatchObject({ init: { status: 502 } });
  });

  it('sends an old or mistyped name to the pack’s one address, for good', async () => {
    const moved = await thrownResponse(() => loader(args('/es/multipacks/old-name-3?x=1', 'es')));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/es/multipacks/costa-del-sol-clasico-3?x=1');
  });
});

describe('the multipack page’s action', () => {
  const form = (entries: Record<string, string>) => {
    const body = new URLSearchParams(entries);
    return {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  };
  const GOOD = {
    players: '2',
    'round-0-course': '11',
    'round-0-date': '2030-05-03',
    'round-0-time': '09:10',
    'round-1-course': '21',
    'round-1-date': '2030-05-04',
    'round-1-time': '09:10',
    'round-2-course': '11',
    'round-2-date': '2030-05-06',
    'round-2-time': '09:10',
  };

  it('puts the pack into a new cart and goes to the cart, setting its cookie', async () => {
    answers[MODIFY] = packAddedAnswer('ABCD2345');
    const sent = await thrownResponse(() => action(args(PATH, 'en', form(GOOD))));
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/en/cart');
    expect(sent.headers.get('set-cookie')).toMatch(/^cartLocator=ABCD2345;.*HttpOnly/);
    expect(callsTo(MODIFY)[0]?.body).toMatchObject({
      cambio: {
        tipo: 'anadirMultipack',
        idMultipack: 3,
        numJugadores: 2,
        rondas: [
          { idRecorrido: 11, fecha: '2030-05-03', hora: '09:10' },
          { idRecorrido: 21, fecha: '2030-05-04', hora: '09:10' },
          { idRecorrido: 11, fecha: '2030-05-06', hora: '09:10' },
        ],
      },
      token: 'tok',
    });
    expect(callsTo(MODIFY)[0]?.body).not.toHaveProperty('localizador');
  });

  it('adds to the caller’s own cart in one engine call, as the Server-Timing counts it', async () => {
    answers[MODIFY] = packAddedAnswer('WXYZ2345');
    const cookie = `${SESSION_COOKIES}; cartLocator=WXYZ2345`;
    const { response: same, serverTiming } = await withEngineTiming(() =>
      thrownResponse(() => action(args(PATH, 'en', form(GOOD), cookie))),
    );
    expect(same.status).toBe(302);
    // The pack is read for the form's checks; the cart is changed by one call, never read first.
    expect(serverTiming).toMatch(/^engine;dur=[\d.]+;desc="2 calls"$/);
    expect(engineCalls.map((c) => c.path)).toEqual(['Multipacks/ObtenerMultipack', MODIFY]);
    expect(callsTo(MODIFY)[0]?.body).toMatchObject({ localizador: 'WXYZ2345' });
    expect(same.headers.get('set-cookie')).toBeNull();
  });

  it('sends the cookie’s cart as it is, and keeps the new one the engine starts for a cart it forgot', async () => {
    // The engine starts a new cart for a locator it no longer gives this session.
    answers[MODIFY] = packAddedAnswer('NEWC2345');
    const cookie = `${SESSION_COOKIES}; cartLocator=WXYZ2345`;
    const fresh = await thrownResponse(() => action(args(PATH, 'en', form(GOOD), cookie)));
    expect(fresh.headers.get('set-cookie')).toMatch(/^cartLocator=NEWC2345;/);
    expect(callsTo(MODIFY)).toHaveLength(1);
    expect(callsTo(MODIFY)[0]?.body).toMatchObject({ localizador: 'WXYZ2345' });
  });

  it('keeps what was sent, asks the engine nothing and never fails on bad input', async () => {
    const bad = { ...GOOD, players: '9', 'round-1-course': '999', 'round-2-time': 'soon' };
    const answer = (await action(args(PATH, 'en', form(bad)))) as unknown as {
      data: { values: { players: string; rounds: unknown[] }; errors: unknown };
    };
    expect(answer.data.values.players).toBe('9');
    expect(answer.data.values.rounds[1]).toEqual({
      course: '999',
      date: '2030-05-04',
      time: '09:10',
    });
    expect(answer.data.errors).toEqual({ players: 'players', rounds: [null, 'course', 'time'] });
    expect(callsTo(MODIFY)).toEqual([]);
    // A body that is no form at all is an empty choice, not a 500.
    const garbage = (await action(
      args(PATH, 'en', {
        method: 'POST',
        body: '\u0000',
        headers: { 'content-type': 'multipart/form-data' },
      }),
    )) as unknown as { data: { errors: { rounds: unknown[] } } };
    expect(garbage.data.errors.rounds).toEqual(['required', 'required', 'required']);
  });

  it('refuses an off-sale pack in the site’s words, without asking to buy it', async () => {
    answers['Multipacks/ObtenerMultipack'] = {
      cod: 1,
      msg: 'OK',
      datos: { ...PACK_ANSWER, disponible: false },
    };
    const answer = (await action(args(PATH, 'en', form(GOOD)))) as unknown as {
      data: { unavailable: boolean; values: unknown };
    };
    expect(answer.data.unavailable).toBe(true);
    expect(callsTo(MODIFY)).toEqual([]);
  });

  it('brings back the valid days of an out-of-window refusal', async () => {
    answers[MODIFY] = OUT_OF_WINDOW;
    const answer = (await action(args(PATH, 'en', form(GOOD)))) as unknown as {
      data: { formError: string; validDates: unknown; values: unknown };
    };
    expect(answer.data.formError).toBe('The date is outside the multipack’s range');
    expect(answer.data.validDates).toEqual({
      firstRound: '2030-05-03',
      lastDay: '2030-06-02',
      dates: ['2030-05-03', '2030-05-04', '2030-05-06'],
    });
  });
});

describe('the multipack page', () => {
  it('shows an off-sale pack in the site’s words and nothing to buy', async () => {
    answers['Multipacks/ObtenerMultipack'] = {
      cod: 1,
      msg: 'OK',
      datos: { ...PACK_ANSWER, disponible: false },
    };
    renderAt('/es/multipacks/costa-del-sol-clasico-3', 'es');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Costa del Sol Clásico' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Este multipack no está disponible en este momento')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Añadir al carrito' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Los Naranjos Golf Club · Los Naranjos' }),
    ).toBeTruthy();
  });

  it('guides the choice round by round, limits the later rounds to the valid days, and shows a refusal’s valid days', async () => {
    answers[MODIFY] = OUT_OF_WINDOW;
    const user = userEvent.setup();
    renderAt(PATH, 'en');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Costa del Sol Clásico' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '3 players' }));

    // Round 1: any day of the season from today on; the course's times for 3 players.
    await user.click(screen.getByRole('button', { name: /3 May 2030/ }));
    expect(await screen.findByRole('button', { name: 'Play round 1 at 09:10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play round 1 at 10:00' })).toBeNull();
    expect(browserAsked).toContain('/api/tee-times?locale=en&idVP=1&rec=11&fecha=2030-05-03');
    await user.click(screen.getByRole('button', { name: 'Play round 1 at 09:10' }));

    // Round 2: the engine's valid days only, never round 1's day.
    const strip = await screen.findByRole('group', { name: 'Choose the day of round 2' });
    expect(browserAsked).toContain('/api/multipack-dates?locale=en&id=3&first=2030-05-03');
    const day = (name: RegExp) => within(strip).getByRole('button', { name }) as HTMLButtonElement;
    await waitFor(() => expect(day(/5 May 2030/).disabled).toBe(true));
    expect(day(/3 May 2030/).disabled).toBe(true);
    expect(day(/4 May 2030/).disabled).toBe(false);
    expect(screen.getByText(/Play every round by/).textContent).toContain('2 June 2030');
    await user.click(screen.getByRole('radio', { name: 'Real Club Valderrama' }));
    await user.click(day(/4 May 2030/));
    await user.click(await screen.findByRole('button', { name: 'Play round 2 at 09:10' }));

    // Round 3, then the cart.
    const third = await screen.findByRole('group', { name: 'Choose the day of round 3' });
    await user.click(within(third).getByRole('button', { name: /6 May 2030/ }));
    await user.click(await screen.findByRole('button', { name: 'Play round 3 at 09:10' }));
    expect(screen.getByText('Total for 3 players: 597.00 €')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const alert = await screen.findByText(
      /Every round must be played from 3 May 2030 to 2 June 2030/,
    );
    expect(alert).toBeTruthy();
    expect(screen.getByText('The date is outside the multipack’s range')).toBeTruthy();
    const dates = within(screen.getByTestId('valid-dates')).getAllByRole('listitem');
    expect(dates.map((d) => d.textContent)).toEqual(['3 May 2030', '4 May 2030', '6 May 2030']);
    expect(callsTo(MODIFY)[0]?.body).toMatchObject({
      cambio: {
        numJugadores: 3,
        rondas: [
          { idRecorrido: 11, fecha: '2030-05-03', hora: '09:10' },
          { idRecorrido: 21, fecha: '2030-05-04', hora: '09:10' },
          // A round starts on the course of the one before it.
          { idRecorrido: 21, fecha: '2030-05-06', hora: '09:10' },
        ],
      },
    });
    // What was chosen is still there, to be changed.
    expect(screen.getByRole('button', { name: 'Change round 2' })).toBeTruthy();
  });
});
