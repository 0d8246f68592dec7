import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordRequirements,
  PASSWORD_STRICT_REQUIREMENTS,
  validatePassword,
} from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { PasswordRuleHint } from './PasswordRuleHint';

function items() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

function states() {
  return Object.fromEntries(
    items().map((item) => [item.dataset.requirement, item.dataset.met === 'true']),
  );
}

describe('PasswordRuleHint', () => {
  it('lists the strict rule’s requirements, each not met for an empty password', () => {
    renderWithProviders(<PasswordRuleHint value="" />);
    expect(screen.getByText('Your password needs')).toBeInTheDocument();
    expect(items()).toHaveLength(PASSWORD_STRICT_REQUIREMENTS.length);
    expect(items()[0]).toHaveTextContent('8 to 16 characters: not met yet');
    expect(items()[1]).toHaveTextContent('One capital letter: not met yet');
    expect(items()[2]).toHaveTextContent('One digit or special character: not met yet');
  });

  it('shows for each requirement what the rules module says, for passwords of every kind', () => {
    const { rerender } = renderWithProviders(<PasswordRuleHint value="" />);
    for (const password of ['birdie', 'Birdie', 'birdie2026', 'Birdie2026!', 'Ab1', 'ÅSA-golf']) {
      rerender(<PasswordRuleHint value={password} />);
      expect(states(), password).toEqual(checkPasswordRequirements(password));
      const allMet = items().every((item) => item.dataset.met === 'true');
      expect(allMet, password).toBe(validatePassword(password, 'strict') === null);
    }
  });

  it('says met or not met in words, not by colour alone', () => {
    renderWithProviders(<PasswordRuleHint value="Birdie" />);
    expect(items()[0]).toHaveTextContent('8 to 16 characters: not met yet');
    expect(items()[1]).toHaveTextContent('One capital letter: met');
    // The visible words and the icon are hidden from screen readers, which read the sentence.
    for (const item of items()) {
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('announces politely only what the last keystroke changed', () => {
    const { rerender } = renderWithProviders(<PasswordRuleHint value="birdie" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    rerender(<PasswordRuleHint value="Birdie" />);
    expect(status).toHaveTextContent(/^One capital letter: met$/);

    rerender(<PasswordRuleHint value="Birdie20" />);
    expect(status).toHaveTextContent(
      /^8 to 16 characters: met and One digit or special character: met$/,
    );

    // A keystroke that changes no requirement leaves the last announcement alone.
    rerender(<PasswordRuleHint value="Birdie202" />);
    expect(status).toHaveTextContent(/^8 to 16 characters: met and One digit/);

    rerender(<PasswordRuleHint value="birdie202" />);
    expect(status).toHaveTextContent(/^One capital letter: not met yet$/);
  });

  it('describes an input through its id, without the announcements', () => {
    renderWithProviders(
      <>
        <input aria-label="Password" aria-describedby="rule" />
        <PasswordRuleHint id="rule" value="Birdie" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAccessibleDescription(
      'Your password needs 8 to 16 characters: not met yet One capital letter: met One digit or special character: not met yet',
    );
    expect(screen.getByRole('status').closest('#rule')).toBeNull();
  });

  it('speaks French', () => {
    renderWithProviders(<PasswordRuleHint value="Birdie1" />, { locale: 'fr' });
    expect(screen.getByText('Votre mot de passe doit contenir')).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('De 8 à 16 caractères : pas encore respecté');
    expect(items()[2]).toHaveTextContent('Un chiffre ou un caractère spécial : respecté');
  });
});
