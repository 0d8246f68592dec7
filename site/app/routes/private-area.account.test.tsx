// @vitest-environment jsdom
/**
 * The private area's saved cards, profile and favourite courses, each rendered in the locale
 * layout with a fake engine behind the page's own server functions.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallSpec } from '@fairway/contract';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registerPageTestBrowser } from '../testing/page-test-browser.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { EngineResult } from '../lib/engine.server.ts';
import type { PageNotice } from '../lib/engine-notice.ts';
import type { PageCalls } from '../lib/page.server.ts';
import { savedCardViews } from '../lib/user-cards.ts';
import { deleteUserCard, readUserCards } from '../lib/user-cards.server.ts';
import { readProfile, saveProfile } from '../lib/user-profile.server.ts';
import LocaleLayout from './locale-layout.tsx';
import CardsPage from './private-area.cards.tsx';
import FavouritesPage from './private-area.favourites.tsx';
import ProfilePage from './private-area.my-profile.tsx';

type Answers = Record<string, (body: Record<string, unknown>) => EngineResult<unknown>>;

function fakeEngine(answers: Answers) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const notice: PageNotice = { failed: [], relogin: false };
  const call = async (spec: CallSpec, body: unknown) => {
    const b = body as Record<string, unknown>;
    seen.push({ path: spec.path, body: b });
    const answer = answers[spec.path];
    return answer
      ? answer(b)
      : { ok: false, cod: 4, msg: `unexpected ${spec.path}`, sessionExpired: false };
  };
  return { calls: { notice, call: call as PageCalls['call'] } satisfies PageCalls, seen };
}

const ok = (data: unknown): EngineResult<unknown> => ({ ok: true, data });
const refused = (msg: string): EngineResult<unknown> => ({
  ok: false,
  cod: 3,
  msg,
  sessionExpired: false,
});

function renderIn(
  path: string,
  Component: ComponentType<never>,
  loader: () => unknown,
  action?: (args: { request: Request }) => unknown,
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en' }),
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale: 'en', year: 2026 }),
          children: [
            {
              path: `private-area/${path}`,
              Component: Component as ComponentType,
              loader,
              ...(action ? { action } : {}),
            },
          ],
        },
      ],
    },
  ]);
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Stub initialEntries={[`/en/private-area/${path}`]} />
    </IntlProvider>,
  );
}

registerPageTestBrowser();

describe('saved cards', () => {
  const card = {
    idUsuarioTarjeta: 7,
    numeroTarjeta: '************4242',
    caducidadTarjeta: '12/2030',
    marca: 'visa',
    titular: 'ANA GARCIA',
  };

  function renderCards(engine: ReturnType<typeof fakeEngine>) {
    renderIn(
      'cards',
      CardsPage,
      async () => {
        const cards = await readUserCards(engine.calls);
        return {
          locale: 'en',
          cards: cards.ok ? savedCardViews(cards.data, new Date('2026-01-01')) : null,
          notice: engine.calls.notice,
        };
      },
      async ({ request }) => {
        const form = await request.formData();
        const done = await deleteUserCard(engine.calls, Number(form.get('card')));
        return { deleted: done.ok, relogin: false, last4: String(form.get('last4')) };
      },
    );
  }

  it('lists each card and deletes one only after the golfer confirms', async () => {
    let cards = [card];
    const engine = fakeEngine({
      'Usuarios/ListarTarjetasUsuario': () => ok({ datos: { listaTarjetas: cards } }),
      'Usuarios/EliminarTarjetaUsuario': () => {
        cards = [];
        return ok({});
      },
    });
    renderCards(engine);
    const remove = await screen.findByRole('button', {
      name: /Delete the Visa card ending in 4242/,
    });
    expect(screen.getByText('ANA GARCIA')).toBeTruthy();
    expect(screen.getByText(/12\/2030/)).toBeTruthy();
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(engine.seen.map((s) => s.path)).not.toContain('Usuarios/EliminarTarjetaUsuario');
    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the card' }));
    expect(await screen.findByText('The card •••• 4242 has been deleted.')).toBeTruthy();
    expect(engine.seen.find((s) => s.path === 'Usuarios/EliminarTarjetaUsuario')?.body).toEqual({
      idUsuarioTarjeta: 7,
    });
    expect(await screen.findByText(/You have no saved cards/)).toBeTruthy();
  });

  it('says the cards could not be retrieved, or the card could not be deleted', async () => {
    renderCards(fakeEngine({}));
    expect(await screen.findByText('Failed to retrieve your cards')).toBeTruthy();
    cleanup();
    renderCards(
      fakeEngine({
        'Usuarios/ListarTarjetasUsuario': () => ok({ datos: { listaTarjetas: [card] } }),
        'Usuarios/EliminarTarjetaUsuario': () => refused('Card not found'),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /Delete the Visa card ending in 4242/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the card' }));
    expect((await screen.findByRole('alert', { name: '' })).textContent).toBe(
      'Failed to delete the card',
    );
  });
});

describe('the profile', () => {
  const user = {
    idUsuario: 3,
    nombre: 'Ana',
    apellidos: 'García',
    email: 'ana@example.com',
    telefono: '600000000',
    pais: 'ES',
  };

  function renderProfile(answers: Answers) {
    const engine = fakeEngine({
      'Usuarios/ObtenerUsuario': () => ok({ datos: user }),
      'Comun/Paises/ObtenerPaises': () =>
        ok({
          datos: {
            listaPaises: [
              { codigo: 'ES', nombre: 'Spain' },
              { codigo: 'SE', nombre: 'Sweden' },
            ],
          },
        }),
      'Boletin/ComprobarSuscripcion': () => ok({ datos: { suscrito: false, pendiente: false } }),
      ...answers,
    });
    renderIn(
      'my-profile',
      ProfilePage,
      async () => {
        const page = await readProfile(engine.calls, 'en-GB');
        return { locale: 'en', page: page.ok ? page.data : null, notice: engine.calls.notice };
      },
      async ({ request }) => ({
        answer: await saveProfile(engine.calls, await request.formData()),
        relogin: false,
      }),
    );
    return engine;
  }

  it('shows the account, checks every field before sending, and saves the change', async () => {
    const engine = renderProfile({
      'Usuarios/ModificarUsuario': (body) =>
        ok({
          datos: {
            ...user,
            nombre: body.nombre,
            telefono: body.telefono,
            pais: body.pais,
          },
        }),
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveProperty('value', 'Ana');
    expect(screen.getByText('You do not receive our newsletter.')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(engine.seen.map((s) => s.path)).not.toContain('Usuarios/ModificarUsuario');

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana María');
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeTruthy();
    expect(engine.seen.find((s) => s.path === 'Usuarios/ModificarUsuario')?.body).toEqual({
      nombre: 'Ana María',
      apellidos: 'García',
      email: 'ana@example.com',
      telefono: '600000000',
      pais: 'ES',
    });
  });

  it('shows the error changing user data, with the engine’s reason', async () => {
    renderProfile({
      'Usuarios/ModificarUsuario': () => refused('This e-mail is already registered'),
    });
    await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(
      await screen.findByText('Error changing user data: This e-mail is already registered'),
    ).toBeTruthy();
  });

  /** The personal data form alone: the password form has a 'Current password' of its own. */
  async function detailsSection() {
    const section = (await screen.findByRole('heading', { name: 'Personal data' })).closest(
      'section',
    );
    if (!section) throw new Error('no personal data section');
    return within(section);
  }

  it('asks for the current password only for a new e-mail, sends it, and says the other sessions ended', async () => {
    const engine = renderProfile({
      'Usuarios/ModificarUsuario': (body) => ok({ datos: { ...user, email: body.email } }),
    });
    const details = await detailsSection();
    // The same address in another case is no change: no password asked.
    expect(details.queryByLabelText(/^Password, to confirm the new e-mail/)).toBeNull();
    const email = details.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'ANA@example.com');
    expect(details.queryByLabelText(/^Password, to confirm the new e-mail/)).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'ana.new@example.com');
    expect(details.getByText('Needed only to change your e-mail')).toBeTruthy();
    // Two password fields on one page, each named for what it does.
    expect(screen.getAllByLabelText(/^Current password/)).toHaveLength(1);
    await userEvent.click(details.getByRole('button', { name: 'Save my details' }));
    expect(
      await details.findByText('Enter your current password to change your e-mail'),
    ).toBeTruthy();
    expect(engine.seen.map((s) => s.path)).not.toContain('Usuarios/ModificarUsuario');

    await userEvent.type(
      details.getByLabelText(/^Password, to confirm the new e-mail/),
      'Birdie2024',
    );
    await userEvent.click(details.getByRole('button', { name: 'Save my details' }));
    expect(
      await details.findByText(
        'Your details have been saved. Your e-mail has changed: your other sessions have been logged out and your previous address has been told.',
      ),
    ).toBeTruthy();
    expect(engine.seen.find((s) => s.path === 'Usuarios/ModificarUsuario')?.body).toEqual({
      nombre: 'Ana',
      apellidos: 'García',
      email: 'ana.new@example.com',
      telefono: '600000000',
      pais: 'ES',
      passwordActual: 'Birdie2024',
    });
  });

  it('shows the engine’s refusal of a wrong current password', async () => {
    renderProfile({
      'Usuarios/ModificarUsuario': () => ({
        ok: false,
        cod: 2,
        msg: 'The current password is not correct',
        sessionExpired: false,
      }),
    });
    const details = await detailsSection();
    const email = details.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.new@example.com');
    await userEvent.type(
      details.getByLabelText(/^Password, to confirm the new e-mail/),
      'Wrong-pass1',
    );
    await userEvent.click(details.getByRole('button', { name: 'Save my details' }));
    expect(
      await details.findByText('Error changing user data: The current password is not correct'),
    ).toBeTruthy();
    // The typed address stays, and so does the way to try again.
    expect(details.getByRole('textbox', { name: /^E-mail/ })).toHaveProperty(
      'value',
      'ana.new@example.com',
    );
    expect(details.getByLabelText(/^Password, to confirm the new e-mail/)).toBeTruthy();
  });

  it('shows the strict password rule while the new password is typed', async () => {
    renderProfile({});
    const next = await screen.findByLabelText(/^New password/);
    await userEvent.type(next, 'Eagle');
    // Each requirement says whether it is met, by the rules module's own checks.
    const state = (requirement: string) =>
      document.querySelector(`[data-requirement="${requirement}"]`)?.getAttribute('data-met');
    expect([state('capital'), state('length'), state('digitOrSpecial')]).toEqual([
      'true',
      'false',
      'false',
    ]);
    await userEvent.type(next, '2025');
    expect([state('capital'), state('length'), state('digitOrSpecial')]).toEqual([
      'true',
      'true',
      'true',
    ]);
  });

  it('asks for confirmation before deleting the account', async () => {
    renderProfile({});
    const password = await screen.findByLabelText(/^Your password/);
    await userEvent.type(password, 'Birdie2024');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('favourite courses', () => {
  it('links each course to its club page, and invites to find a club when there are none', async () => {
    renderIn('favourite-courses', FavouritesPage, () => ({
      locale: 'en',
      favourites: [
        {
          courseId: 11,
          courseName: 'Los Naranjos',
          clubId: 4,
          clubName: 'Los Naranjos Golf Club',
          municipality: 'Marbella',
          region: 'Costa del Sol',
          href: '/en/club/los-naranjos-golf-club?idVP=4&rec=11',
          placeHref: '/en/region/marbella?municipio=marbella&idMun=2',
        },
      ],
      notice: { failed: [], relogin: false },
    }));
    const link = await screen.findByRole('link', { name: 'Los Naranjos Golf Club' });
    expect(link.getAttribute('href')).toBe('/en/club/los-naranjos-golf-club?idVP=4&rec=11');
    expect(screen.getByText('Marbella, Costa del Sol')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Remove Los Naranjos at Los Naranjos Golf Club from your favourites',
      }),
    ).toBeTruthy();
    cleanup();
    renderIn('favourite-courses', FavouritesPage, () => ({
      locale: 'en',
      favourites: [],
      notice: { failed: [], relogin: false },
    }));
    expect(await screen.findByText(/You have no favourite courses yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a club' }).getAttribute('href')).toBe('/en');
  });
});
