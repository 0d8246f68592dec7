// @vitest-environment jsdom
/**
 * The newsletter's double opt-in in the shop (issue 24): the mailed link's page confirms on the
 * golfer's click, once, and the profile says a subscription waits for that link. Each page runs
 * with its own server functions over a fake engine that keeps the subscription's state.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallSpec } from '@fairway/contract';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPageTestBrowser } from '../testing/page-test-browser.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { Locale } from '@fairway/rules';
import type { EngineResult } from '../lib/engine.server.ts';
import { text } from '../lib/account-forms.ts';
import { confirmNewsletter, confirmTokenOf } from '../lib/newsletter.server.ts';
import type { PageCalls } from '../lib/page.server.ts';
import { readProfile, setNewsletter } from '../lib/user-profile.server.ts';
import LocaleLayout from './locale-layout.tsx';
import NewsletterConfirmPage from './newsletter-confirm.tsx';
import ProfilePage from './private-area.my-profile.tsx';

const TOKEN = 'a-token-from-the-mail-0123456789';
const EMAIL = 'ana@example.com';

/** The engine's newsletter for one address: waiting for its link, then subscribed once. */
function fakeNewsletter(state: { subscribed: boolean; pending: boolean }) {
  const seen: string[] = [];
  const answer = (spec: CallSpec, body: Record<string, unknown>): EngineResult<unknown> => {
    seen.push(spec.path);
    switch (spec.path) {
      case 'Boletin/ConfirmarSuscripcion':
        if (body.tokenConfirmacion === TOKEN && state.pending) {
          Object.assign(state, { subscribed: true, pending: false });
          return { ok: true, data: { datos: { suscrito: true, email: EMAIL } } };
        }
        return {
          ok: false,
          cod: 2,
          msg: 'El enlace de confirmación no es válido, ha caducado o ya se ha usado',
          sessionExpired: false,
        };
      case 'Boletin/Suscribirse':
        if (!state.subscribed) state.pending = true;
        return { ok: true, data: { datos: { pendienteConfirmacion: true } } };
      case 'Boletin/ComprobarSuscripcion':
        return {
          ok: true,
          data: { datos: { suscrito: state.subscribed, pendiente: state.pending } },
        };
      case 'Usuarios/ObtenerUsuario':
        return {
          ok: true,
          data: {
            datos: {
              idUsuario: 9,
              nombre: 'Ana',
              apellidos: 'García',
              email: EMAIL,
              telefono: '600000000',
              pais: 'ES',
            },
          },
        };
      case 'Comun/Paises/ObtenerPaises':
        return { ok: true, data: { datos: { listaPaises: [{ codigo: 'ES', nombre: 'Spain' }] } } };
      default:
        return { ok: false, cod: 4, msg: `unexpected ${spec.path}`, sessionExpired: false };
    }
  };
  const calls: PageCalls = {
    notice: { failed: [], relogin: false },
    call: (async (spec: CallSpec, body: unknown) =>
      answer(spec, body as Record<string, unknown>)) as PageCalls['call'],
  };
  return { calls, seen, state };
}

function renderPage(options: {
  locale: Locale;
  path: string;
  entry: string;
  Component: ComponentType<never>;
  loader: (args: { request: Request }) => unknown;
  action: (args: { request: Request }) => unknown;
}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: options.locale }),
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale: options.locale, year: 2026 }),
          children: [
            {
              path: options.path,
              Component: options.Component as ComponentType,
              loader: options.loader,
              action: options.action,
            },
          ],
        },
      ],
    },
  ]);
  render(
    <IntlProvider locale={options.locale} messages={messagesFor(options.locale)}>
      <Stub initialEntries={[options.entry]} />
    </IntlProvider>,
  );
}

/** The confirm page with the route's own token rule and the site's ConfirmarSuscripcion call. */
function renderConfirm(entry: string, engine: ReturnType<typeof fakeNewsletter>) {
  renderPage({
    locale: 'es',
    path: 'newsletter/confirm',
    entry,
    Component: NewsletterConfirmPage,
    loader: ({ request }) => ({
      locale: 'es',
      token: confirmTokenOf(new URL(request.url).searchParams.get('token')),
    }),
    action: async ({ request }) => {
      const token = confirmTokenOf(text(await request.formData(), 'token'));
      if (!token) return { email: null, failure: null };
      const result = await confirmNewsletter(engine.calls, token);
      return result.ok
        ? { email: result.email, failure: null }
        : { email: null, failure: result.failure };
    },
  });
}

registerPageTestBrowser();
afterEach(cleanup);

describe('the newsletter confirmation page', () => {
  it('confirms on the golfer’s click, not on opening the link, and the link works once', async () => {
    const engine = fakeNewsletter({ subscribed: false, pending: true });
    renderConfirm(`/es/newsletter/confirm?token=${TOKEN}`, engine);
    await screen.findByRole('heading', { level: 1, name: 'Confirma tu suscripción al boletín' });
    // Opening the page asks the engine nothing: a mail scanner following the link confirms nothing.
    expect(engine.seen).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));
    expect(
      await screen.findByText(`Gracias: ${EMAIL} ya está suscrito al boletín de Fairway.`),
    ).toBeTruthy();
    expect(engine.state).toEqual({ subscribed: true, pending: false });
    cleanup();

    // The same link a second time: the engine's refusal, in the golfer's language.
    renderConfirm(`/es/newsletter/confirm?token=${TOKEN}`, engine);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar mi suscripción' }));
    const refusal = await screen.findByText(
      'El enlace de confirmación no es válido, ha caducado o ya se ha usado',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });

  it('says a link without its token is not complete, and offers no button', async () => {
    const engine = fakeNewsletter({ subscribed: false, pending: true });
    renderConfirm('/es/newsletter/confirm', engine);
    expect(
      await screen.findByText(
        'Este enlace no está completo: abre el enlace del email que te enviamos.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar mi suscripción' })).toBeNull();
  });
});

describe('the profile’s newsletter', () => {
  it('after subscribing, says to check the inbox to confirm, until the link is opened', async () => {
    const engine = fakeNewsletter({ subscribed: false, pending: false });
    renderPage({
      locale: 'en',
      path: 'private-area/my-profile',
      entry: '/en/private-area/my-profile',
      Component: ProfilePage,
      loader: async () => {
        const page = await readProfile(engine.calls, 'en-GB');
        return { locale: 'en', page: page.ok ? page.data : null, notice: engine.calls.notice };
      },
      action: async ({ request }) => ({
        answer: await setNewsletter(engine.calls, await request.formData()),
        relogin: false,
      }),
    });
    expect(await screen.findByText('You do not receive our newsletter.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the newsletter' }));
    expect(
      await screen.findByText(
        'We have sent a link to your e-mail address: check your inbox to confirm your subscription.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(screen.queryByText('You receive our newsletter at your e-mail address.')).toBeNull();
  });
});
