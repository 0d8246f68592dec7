import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { designSystemMessages } from '../../i18n';
import { RULE_MESSAGES } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { PasswordField } from './PasswordField';

function passwordInput(): HTMLInputElement {
  const input = screen.getByLabelText(/^Password/, { selector: 'input' });
  if (!(input instanceof HTMLInputElement)) throw new Error('the label names no input');
  return input;
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" />);
    const input = passwordInput();
    expect(input).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Hide password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('keeps focus and caret in the input when the toggle is clicked while typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" />);
    const input = passwordInput();
    await user.type(input, 'Birdie42');
    input.setSelectionRange(2, 4);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'text');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);

    await user.keyboard('X');
    expect(input).toHaveValue('BiXie42');
  });

  it('can be toggled from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" />);
    await user.tab();
    expect(passwordInput()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  });

  it('shows the strict password rule as its hint', () => {
    renderWithProviders(<PasswordField label="Password" rule="strict" />);
    expect(passwordInput()).toHaveAccessibleDescription(RULE_MESSAGES['password.strict']);
  });

  it('shows the basic password rule as its hint', () => {
    renderWithProviders(<PasswordField label="Password" rule="basic" />);
    expect(passwordInput()).toHaveAccessibleDescription(RULE_MESSAGES['password.short']);
  });

  it('prefers an explicit hint to the rule text', () => {
    renderWithProviders(<PasswordField label="Password" rule="strict" hint="Your old password" />);
    expect(passwordInput()).toHaveAccessibleDescription('Your old password');
  });

  it('links the error and marks the input invalid', () => {
    renderWithProviders(
      <PasswordField label="Password" rule="strict" error={RULE_MESSAGES['password.mismatch']} />,
    );
    const input = passwordInput();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `${RULE_MESSAGES['password.mismatch']} ${RULE_MESSAGES['password.strict']}`,
    );
  });

  it('marks a required field and disables input and toggle together', () => {
    renderWithProviders(<PasswordField label="Password" required disabled />);
    const input = passwordInput();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<PasswordField ref={ref} label="Password" autoComplete="new-password" />);
    expect(ref.current).toBe(passwordInput());
    expect(ref.current).toHaveAttribute('autocomplete', 'new-password');
  });

  it('speaks Spanish', async () => {
    renderWithProviders(<PasswordField label="Password" rule="strict" />, { locale: 'es' });
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAccessibleName('Ocultar contraseña');
    const spanishRule = designSystemMessages.es['password.strict'];
    expect(spanishRule).toMatch(/contraseña/);
    expect(passwordInput()).toHaveAccessibleDescription(spanishRule);
  });
});
