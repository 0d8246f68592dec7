// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { registerPageTestBrowser } from '../testing/page-test-browser.ts';
import { messagesFor } from '../i18n/messages.ts';
import { readLogin } from '../features/account/account-forms.ts';
import type { AccountFailure } from '../features/account/account-forms.ts';
import LocaleLayout from './locale-layout.tsx';
import LoginPage from './login.tsx';

/**
 * The login page in the layout, with an action that checks the form as the real one does and
 * answers `failure` for a form that passes (the engine's part is tested in account.server.test.ts).
 */
function renderLogin(options: {
  entry: string;
  failure: AccountFailure;
  login?: { expires: number } | null;
}) {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const { values, errors } = readLogin(await request.formData());
    return {
      email: values.email,
      errors,
      failure: Object.keys(errors).length > 0 ? null : options.failure,
    };
  });
  const Stub = createRoutesStub([
    {
      path: ':lang?',
      Component: LocaleLayout,
      loader: () => ({ locale: 'es', year: 2026, login: options.login ?? null }),
      children: [
        {
          path: 'login',
          Component: LoginPage,
          loader: ({ request }: { request: Request }) => ({
            locale: 'es' as const,
            keepPage: new URL(request.url).searchParams.get('keepPage') === 'true',
            next: '/es/cart',
          }),
          action,
        },
      ],
    },
  ]);
  render(
    <IntlProvider locale="es" messages={messagesFor('es')}>
      <Stub initialEntries={[options.entry]} />
    </IntlProvider>,
  );
  return { action };
}

registerPageTestBrowser();

describe('the login page', () => {
  it('refuses a malformed e-mail and a short password without asking the engine', async () => {
    const { action } = renderLogin({ entry: '/es/login', failure: { kind: 'unavailable' } });
    const form = await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(form).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'ana@');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El formato del email no es válido')).toBeTruthy();
    expect(action).toHaveBeenCalledOnce();
  });

  it('shows the engine’s refusal as written, and keeps the e-mail typed', async () => {
    renderLogin({
      entry: '/es/login',
      failure: { kind: 'refused', text: 'Error de acceso: email o contraseña no válidos' },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico/),
      'ana@golfers.example',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByText('Error de acceso: email o contraseña no válidos');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveProperty(
      'value',
      'ana@golfers.example',
    );
  });

  it('says the page’s own failure when the engine could not answer', async () => {
    renderLogin({ entry: '/es/login', failure: { kind: 'unavailable' } });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico/),
      'ana@golfers.example',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(/no hemos podido iniciar tu sesión/)).toBeTruthy();
  });

  it('after an expired session, says why the golfer is here and keeps the way back', async () => {
    renderLogin({ entry: '/es/login?keepPage=true', failure: { kind: 'unavailable' } });
    expect(await screen.findByText(/tu sesión ha caducado/)).toBeTruthy();
    const signUp = screen.getByRole('link', { name: 'Crea una cuenta' });
    expect(signUp.getAttribute('href')).toBe('/es/sign-up?next=%2Fes%2Fcart');
  });

  it('the nav bar shows the login state the layout was given', async () => {
    renderLogin({
      entry: '/es/login',
      failure: { kind: 'unavailable' },
      login: { expires: Date.now() + 3_600_000 },
    });
    const nav = await screen.findByRole('navigation', { name: /principal/i });
    expect(within(nav).getByRole('link', { name: 'Mi área' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });
});
