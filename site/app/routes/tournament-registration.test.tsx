// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { FIELD_MAX } from '@fairway/rules';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import { tournamentDetailView } from '../features/tournaments/tournaments.ts';
import { routeContext, SESSION_COOKIES, thrownResponse } from '../testing/route-test-engine.ts';
import LocaleLayout from './locale-layout.tsx';
import TournamentRegistration, {
  action,
  loader,
  shouldRevalidate,
} from './tournament-registration.tsx';

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
  answers = { 'Torneos/ObtenerTorneo': { cod: 1, msg: 'OK', datos: DETAIL } };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  engineCalls.length = 0;
});

const callsTo = (path: string) => engineCalls.filter((c) => c.path === path);

/** Torneos/ObtenerTorneo's answer for an open tournament, as the contract has it. */
const DETAIL = {
  idTorneo: 2,
  nombre: 'Copa Costa del Sol Mijas',
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
  ],
  descripcion: 'Two days of Stableford among the olive trees.',
  direccion: 'Camino de la Cala, Mijas',
};
const TOURNAMENT = tournamentDetailView(DETAIL);
const PATH = '/en/tournaments/copa-costa-del-sol-mijas-2/registration';

function pageData(overrides: Partial<PageData> = {}, locale: Locale = 'en'): PageData {
  return {
    locale,
    tournament: TOURNAMENT,
    block: null,
    maxRows: 20,
    account: null,
    guest: { name: '', surname: '', email: '' },
    tournamentHref: `/${locale}/tournaments/copa-costa-del-sol-mijas-2`,
    termsHref: `/${locale}/terms-and-conditions`,
    notice: { failed: [], relogin: false },
    ...overrides,
  };
}

function renderPage(data: PageData, answer: () => unknown = () => null) {
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
          children: [
            {
              path: 'tournaments/:slug/registration',
              Component: TournamentRegistration,
              loader: () => data,
              action: answer,
            },
          ],
        },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <Stub initialEntries={[`/${locale}/tournaments/copa-costa-del-sol-mijas-2/registration`]} />
      </IntlProvider>
    </SWRConfig>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const choice = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const playerRows = () =>
  screen.getAllByRole('row').filter((r) => within(r).queryByRole('rowheader') !== null);
const entryFees = () => screen.getByText(/^Entry fees:/).textContent?.replace(/\s/g, ' ');

const PLAYER_1 = {
  name: 'Ana',
  surname: 'Ruiz',
  handicap: '+2',
  level: 'intermediate',
  sex: 'female',
  turn: 'morning',
  phone: '+34 600 123 456',
  email: '',
};
const PLAYER_2 = {
  name: 'Luis',
  surname: 'Gómez',
  handicap: '12,4',
  level: 'advanced',
  sex: 'male',
  turn: 'afternoon',
  phone: '+34 600 123 456',
  email: 'luis@example.com',
};

describe('the registration form', () => {
  it('asks for the holder’s details and one player, and adds and removes players', async () => {
    const user = userEvent.setup();
    renderPage(pageData());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Register for Copa Costa del Sol Mijas',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the tournament' }).getAttribute('href')).toBe(
      '/en/tournaments/copa-costa-del-sol-mijas-2',
    );
    for (const name of [/^Name/, /^Surname/, /^E-mail/, /^Phone \(optional\)/])
      expect(field(name).value).toBe('');
    expect(screen.getByText(/The entry fee is 60\.00\s€ per player; 40 places are left\./));
    expect(playerRows()).toHaveLength(1);
    expect(field(/^Player 1: Name/)).toBeTruthy();
    expect(field(/^Player 1: Cell phone/).name).toBe('playerPhone');
    expect(choice(/^Player 1: Level/).name).toBe('playerLevel');
    expect(screen.queryByRole('button', { name: /^Remove player/ })).toBeNull();
    expect(entryFees()).toMatch(/^Entry fees: 60\.00 € for 1 player\./);

    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(playerRows()).toHaveLength(2);
    expect(field(/^Player 2: Name/).value).toBe('');
    expect(entryFees()).toMatch(/^Entry fees: 120\.00 € for 2 players\./);

    await user.type(field(/^Player 1: Name/), 'Ana');
    await user.type(field(/^Player 2: Name/), 'Luis');
    await user.click(screen.getByRole('button', { name: 'Remove player 2' }));
    expect(playerRows()).toHaveLength(1);
    expect(field(/^Player 1: Name/).value).toBe('Ana');
    expect(screen.queryByRole('textbox', { name: /^Player 2: Name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove player/ })).toBeNull();
    expect(entryFees()).toMatch(/^Entry fees: 60\.00 € for 1 player\./);

    // Removing the first of two keeps what was typed in the other.
    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    await user.type(field(/^Player 2: Name/), 'Luis');
    await user.click(screen.getByRole('button', { name: 'Remove player 1' }));
    expect(field(/^Player 1: Name/).value).toBe('Luis');
  });

  it('fills the holder from the guest cookies, and says it in Spanish', async () => {
    renderPage(
      pageData({ guest: { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com' } }, 'es'),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Inscripción en Copa Costa del Sol Mijas',
      }),
    ).toBeTruthy();
    expect(field(/^Nombre/).value).toBe('Ana');
    expect(field(/^Apellidos/).value).toBe('Ruiz');
    expect(field(/^Correo electrónico/).value).toBe('ana@example.com');
    expect(screen.getByText(/^Inscripciones:/).textContent).toMatch(
      /^Inscripciones: 60,00\s€ por 1 jugador\./,
    );
    expect(screen.getByRole('button', { name: 'Inscribir y pagar' })).toBeTruthy();
  });

  it('stops at most at the places left', async () => {
    renderPage(pageData({ maxRows: 2 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a player' }));
    expect(playerRows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
  });

  it.each([
    ['notOnline', 'This tournament do not allow online registration'],
    ['closed', 'Online registration for this tournament is closed.'],
    ['full', 'This tournament is full: there are no places left.'],
  ] as const)('offers no form when blocked (%s)', async (block, text) => {
    renderPage(pageData({ block }));
    const note = await screen.findByText(text);
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Register and pay' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Player 1/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when registration opens, on the club’s clock', async () => {
    renderPage(pageData({ block: 'notYet' }));
    expect(
      await screen.findByText(/^Online registration opens on 1 November 2026 at 09:00\.$/),
    ).toBeTruthy();
  });

  it('shows the rows the server saw, with each problem under its field', async () => {
    const user = userEvent.setup();
    renderPage(pageData(), () => ({
      holder: { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', phone: '', terms: true },
      players: [PLAYER_1, PLAYER_2],
      holderErrors: {},
      problems: [{}, { phone: 'duplicate' }],
      formError: null,
    }));
    await user.click(
      await screen.findByRole('checkbox', { name: /I accept the terms and conditions/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Register and pay' }));

    const phone2 = await screen.findByRole('textbox', { name: /^Player 2: Cell phone/ });
    expect(playerRows()).toHaveLength(2);
    expect(field(/^Player 1: Name/).value).toBe('Ana');
    expect(field(/^Player 1: Handicap/).value).toBe('+2');
    expect(choice(/^Player 1: Level/).value).toBe('intermediate');
    expect(choice(/^Player 1: Sex/).value).toBe('female');
    expect(choice(/^Player 1: Preferred time/).value).toBe('morning');
    expect(field(/^Player 2: Name/).value).toBe('Luis');
    expect(field(/^Player 2: Surname/).value).toBe('Gómez');
    expect(field(/^Player 2: Handicap/).value).toBe('12,4');
    expect(choice(/^Player 2: Level/).value).toBe('advanced');
    expect(field(/^Player 2: E-mail/).value).toBe('luis@example.com');
    expect((phone2 as HTMLInputElement).value).toBe('+34 600 123 456');
    expect(phone2.getAttribute('aria-invalid')).toBe('true');
    // The golfer is taken to the field to correct.
    await waitFor(() => expect(document.activeElement).toBe(phone2));
    const described = (phone2.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('A player cannot be included twice');
    expect(field(/^Player 1: Cell phone/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText('A player cannot be included twice')).toHaveLength(1);
    expect(field(/^Name/).value).toBe('Ana');
    expect(
      (
        screen.getByRole('checkbox', {
          name: /I accept the terms and conditions/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Some details are missing or not valid: check the marked fields.',
    );
    expect(entryFees()).toMatch(/^Entry fees: 120\.00 € for 2 players\./);
  });

  it('keeps each problem with its player when another player is removed', async () => {
    const user = userEvent.setup();
    renderPage(pageData(), () => ({
      holder: { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', phone: '', terms: true },
      players: [{ ...PLAYER_1, name: '' }, PLAYER_2],
      holderErrors: {},
      problems: [{ name: 'required' }, {}],
      formError: null,
    }));
    await user.click(
      await screen.findByRole('checkbox', { name: /I accept the terms and conditions/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Register and pay' }));
    await waitFor(() => expect(field(/^Player 1: Name/).getAttribute('aria-invalid')).toBe('true'));

    await user.click(screen.getByRole('button', { name: /Remove player 1/ }));
    expect(playerRows()).toHaveLength(1);
    // Luis is player 1 now, and his filled name is not marked.
    expect(field(/^Player 1: Name/).value).toBe('Luis');
    expect(field(/^Player 1: Name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the engine’s refusal in an alert, keeping every row', async () => {
    const user = userEvent.setup();
    renderPage(pageData(), () => ({
      holder: { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', phone: '', terms: true },
      players: [PLAYER_1, { ...PLAYER_2, phone: '+34 611 222 333' }],
      holderErrors: {},
      problems: [],
      formError: 'Player 1 is already entered in this tournament',
    }));
    await user.click(await screen.findByRole('button', { name: 'Register and pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Player 1 is already entered in this tournament');
    expect(field(/^Player 2: Cell phone/).value).toBe('+34 611 222 333');
    expect(field(/^Player 1: Name/).value).toBe('Ana');
  });

  it('shows the incident text for a refusal with no words', async () => {
    const user = userEvent.setup();
    renderPage(pageData(), () => ({
      holder: { name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', phone: '', terms: true },
      players: [PLAYER_1],
      holderErrors: {},
      problems: [],
      formError: '',
    }));
    await user.click(await screen.findByRole('button', { name: 'Register and pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An incident has occurred during the reservation process',
    );
  });
});

describe('the registration page’s loader', () => {
  function args(path: string, locale: Locale = 'en') {
    const slug = path.split('/').at(-2);
    return {
      request: new Request(`http://shop.test${path}`, { headers: { cookie: SESSION_COOKIES } }),
      params: { lang: locale, slug },
      context: routeContext({ locale, culture: locale === 'es' ? 'es-ES' : 'en-GB' }),
    } as unknown as Parameters<typeof loader>[0];
  }

  it('is the 404 page for an address without an id, asking the engine nothing', async () => {
    await expect(loader(args('/en/tournaments/copa/registration'))).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(engineCalls).toEqual([]);
  });

  it('sends an old name to the registration’s one address', async () => {
    const moved = await thrownResponse(() =>
      loader(args('/es/tournaments/old-name-2/registration', 'es')),
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(
      '/es/tournaments/copa-costa-del-sol-mijas-2/registration',
    );
  });

  it('gives the page the tournament, and why the form is not offered', async () => {
    const page = await loader(args(PATH));
    expect(page.tournament).toEqual(TOURNAMENT);
    expect(page.block).toBeNull();
    expect(page.maxRows).toBe(20);
    answers['Torneos/ObtenerTorneo'] = {
      cod: 1,
      msg: 'OK',
      datos: { ...DETAIL, permiteInscripcionOnline: false, inscripcionAbierta: false },
    };
    expect((await loader(args(PATH))).block).toBe('notOnline');
    answers['Torneos/ObtenerTorneo'] = { cod: 1, msg: 'OK', datos: { ...DETAIL, plazasLibres: 3 } };
    expect((await loader(args(PATH))).maxRows).toBe(3);
  });
});

describe('the registration page’s action', () => {
  type Answer = {
    data: {
      holder: Record<string, unknown>;
      players: Record<string, string>[];
      problems: Record<string, string>[];
      formError: string | null;
    };
  };

  const HOLDER: [string, string][] = [
    ['name', 'Ana'],
    ['surname', 'Ruiz'],
    ['email', 'ana@example.com'],
    ['phone', '+34 699 000 111'],
    ['terms', 'on'],
  ];
  const playerFields = (p: typeof PLAYER_1): [string, string][] => [
    ['playerName', p.name],
    ['playerSurname', p.surname],
    ['playerHandicap', p.handicap],
    ['playerLevel', p.level],
    ['playerSex', p.sex],
    ['playerTurn', p.turn],
    ['playerPhone', p.phone],
    ['playerEmail', p.email],
  ];

  function post(players: (typeof PLAYER_1)[], holder = HOLDER) {
    return {
      request: new Request(`http://shop.test${PATH}`, {
        method: 'POST',
        headers: {
          cookie: SESSION_COOKIES,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams([...holder, ...players.flatMap(playerFields)]),
      }),
      params: { lang: 'en', slug: 'copa-costa-del-sol-mijas-2' },
      context: routeContext({ locale: 'en', culture: 'en-GB' }),
    } as unknown as Parameters<typeof action>[0];
  }

  it('answers a phone given twice as a problem on the second row, asking the engine nothing', async () => {
    const answer = (await action(post([PLAYER_1, PLAYER_2]))) as unknown as Answer;
    expect(answer.data.problems).toEqual([{}, { phone: 'duplicate' }]);
    expect(answer.data.players).toEqual([PLAYER_1, PLAYER_2]);
    expect(answer.data.holder).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
    expect(answer.data.formError).toBeNull();
    expect(callsTo('Torneos/InscribirJugadores')).toEqual([]);
  });

  it('registers valid players in the contract’s words and goes to pay, with the registration’s cookie', async () => {
    answers['Torneos/InscribirJugadores'] = {
      cod: 1,
      msg: 'OK',
      datos: {
        localizador: 'TORN2345',
        fechaExpiracion: '2026-11-23T20:15:00.000Z',
        subtotal: 120,
        descuento: 0,
        comision: 1.5,
        total: 121.5,
        plazasLibres: 38,
      },
    };
    const response = await thrownResponse(() =>
      action(post([PLAYER_1, { ...PLAYER_2, phone: '+34 611 222 333' }])),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/en\/tournament-payment\?timestamp=\d+$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('registrationLocator=TORN2345'))).toMatch(/HttpOnly/);
    expect(cookies.some((c) => c.startsWith('guestMail=ana%40example.com'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('bookingLocator='))).toBe(false);
    expect(cookies.some((c) => c.startsWith('cartLocator='))).toBe(false);

    const [call, ...more] = callsTo('Torneos/InscribirJugadores');
    expect(more).toEqual([]);
    expect(call?.body).toMatchObject({
      idTorneo: 2,
      nombre: 'Ana',
      apellidos: 'Ruiz',
      email: 'ana@example.com',
      telefono: '+34 699 000 111',
      aceptaCondiciones: true,
    });
    expect(call?.body.jugadores).toEqual([
      {
        nombre: 'Ana',
        apellidos: 'Ruiz',
        handicap: -2,
        nivel: 'medio',
        sexo: 'femenino',
        turno: 'manana',
        movil: '+34 600 123 456',
      },
      {
        nombre: 'Luis',
        apellidos: 'Gómez',
        handicap: 12.4,
        nivel: 'avanzado',
        sexo: 'masculino',
        turno: 'tarde',
        movil: '+34 611 222 333',
        email: 'luis@example.com',
      },
    ]);
  });

  it('passes the engine’s refusal on as the form’s error, losing nothing, and sets no cookie', async () => {
    answers['Torneos/InscribirJugadores'] = {
      cod: 2,
      msg: 'Player 1 is already entered in this tournament',
    };
    const players = [PLAYER_1, { ...PLAYER_2, phone: '+34 611 222 333' }];
    const answer = (await action(post(players))) as unknown as Answer & {
      init: ResponseInit | null;
    };
    expect(answer.data.formError).toBe('Player 1 is already entered in this tournament');
    expect(answer.data.players).toEqual(players);
    expect(answer.data.holder).toMatchObject({
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana@example.com',
      phone: '+34 699 000 111',
      terms: true,
    });
    expect(answer.data.problems).toEqual([]);
    expect(new Headers(answer.init?.headers).get('set-cookie')).toBeNull();
    expect(callsTo('Torneos/InscribirJugadores')).toHaveLength(1);
  });

  it('cuts the holder’s fields where checkout cuts them (FIELD_MAX), whatever a tampered form sends', async () => {
    answers['Torneos/InscribirJugadores'] = { cod: 2, msg: 'Registration is closed' };
    const long = (field: string, length: number): [string, string] => [field, 'x'.repeat(length)];
    const holder: [string, string][] = [
      long('name', FIELD_MAX.name + 50),
      long('surname', FIELD_MAX.name + 50),
      ['email', `${'a'.repeat(FIELD_MAX.email)}@example.com`],
      ['phone', `+34 ${'6'.repeat(FIELD_MAX.phone)}`],
      ['terms', 'on'],
    ];
    const answer = (await action(post([PLAYER_1], holder))) as unknown as Answer;
    expect(answer.data.holder).toMatchObject({
      name: 'x'.repeat(FIELD_MAX.name),
      surname: 'x'.repeat(FIELD_MAX.name),
      email: 'a'.repeat(FIELD_MAX.email),
      phone: `+34 ${'6'.repeat(FIELD_MAX.phone - 4)}`,
    });
  });

  it('says what a tampered level is without asking the engine', async () => {
    const answer = (await action(post([{ ...PLAYER_1, level: 'medio' }]))) as unknown as Answer;
    expect(answer.data.problems).toEqual([{ level: 'required' }]);
    expect(callsTo('Torneos/InscribirJugadores')).toEqual([]);
  });
});

describe('the registration page after its form is sent', () => {
  const after = (actionResult: unknown) =>
    shouldRevalidate({
      formMethod: 'POST',
      actionResult,
      defaultShouldRevalidate: true,
    } as unknown as ShouldRevalidateFunctionArgs);

  it('keeps the tournament it read when the form only needs correcting', () => {
    expect(after({ holderErrors: { name: 'field.required' }, problems: [], formError: null })).toBe(
      false,
    );
    expect(after({ holderErrors: {}, problems: [{ phone: 'duplicate' }], formError: null })).toBe(
      false,
    );
  });

  it('reads it again after the engine’s refusal: places may have gone, or the window closed', () => {
    expect(after({ holderErrors: {}, problems: [], formError: 'No places left' })).toBe(true);
    expect(after({ holderErrors: {}, problems: [], formError: '' })).toBe(true);
  });

  it('leaves any other navigation to React Router', () => {
    const navigation = { formMethod: undefined, actionResult: undefined };
    expect(
      shouldRevalidate({
        ...navigation,
        defaultShouldRevalidate: true,
      } as unknown as ShouldRevalidateFunctionArgs),
    ).toBe(true);
    expect(
      shouldRevalidate({
        ...navigation,
        defaultShouldRevalidate: false,
      } as unknown as ShouldRevalidateFunctionArgs),
    ).toBe(false);
  });
});
