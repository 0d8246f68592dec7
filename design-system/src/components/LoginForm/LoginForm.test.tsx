import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { designSystemMessages } from '../../i18n';
import { RULE_MESSAGES } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { LinkProvider, type LinkProps } from '../Link';
import { LOGIN_FIELD_NAMES, LoginForm, type LoginFormProps } from './LoginForm';

function renderLogin(props: Partial<LoginFormProps> = {}, onSubmit = vi.fn()) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
  };
  renderWithProviders(
    <form aria-label="Log in" method="post" noValidate onSubmit={submit}>
      <LoginForm forgotPasswordHref="/en/password-recovery" {...props} />
    </form>,
  );
  return onSubmit;
}

function email() {
  return screen.getByRole('textbox', { name: 'Email' });
}

function password() {
  return screen.getByLabelText(/^Password/, { selector: 'input' });
}

describe('LoginForm', () => {
  it('sends e-mail and password under their names in a plain form post', async () => {
    const user = userEvent.setup();
    const onSubmit = renderLogin();
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Birdie2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Birdie2026!' });
    expect(LOGIN_FIELD_NAMES).toEqual(['email', 'password']);
  });

  it('marks both fields required and helps password managers', () => {
    renderLogin();
    for (const input of [email(), password()]) {
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getAllByText('*')).toHaveLength(2);
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('fills the e-mail back in, never the password', () => {
    renderLogin({ defaultValues: { email: 'ana@example.com' } });
    expect(email()).toHaveValue('ana@example.com');
    expect(password()).toHaveValue('');
  });

  it('translates the rule codes of its fields and ties them to the inputs', () => {
    renderLogin({ errors: { email: 'email.format', password: 'password.short' } });
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(RULE_MESSAGES['email.format']);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(RULE_MESSAGES['password.short']);
  });

  it('links to password recovery through the injected link, after the password', async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
      { children, ...props },
      ref,
    ) {
      return (
        <a ref={ref} data-router="yes" {...props}>
          {children}
        </a>
      );
    });
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <LoginForm forgotPasswordHref="/es/password-recovery" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', '/es/password-recovery');
    expect(link).toHaveAttribute('data-router', 'yes');

    const user = userEvent.setup();
    await user.tab();
    expect(email()).toHaveFocus();
    await user.tab();
    expect(password()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('shows the form’s own failure in an alert', () => {
    renderLogin({ formError: 'Login failure: check your e-mail and password' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Login failure: check your e-mail and password',
    );
  });

  it('keeps an empty alert while nothing failed', () => {
    renderLogin();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a second submission while busy and says it is logging in', async () => {
    const onSubmit = renderLogin({ busy: true });
    const button = screen.getByRole('button', { name: 'Logging in…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent('Logging in…');
  });

  it('speaks Swedish, the rule messages included', () => {
    renderWithProviders(
      <LoginForm forgotPasswordHref="/sv/password-recovery" errors={{ email: 'email.empty' }} />,
      { locale: 'sv' },
    );
    const input = screen.getByRole('textbox', { name: 'E-post' });
    expect(input).toHaveAccessibleDescription(designSystemMessages.sv['email.empty']);
    expect(screen.getByRole('link', { name: 'Glömt ditt lösenord?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeInTheDocument();
  });
});
