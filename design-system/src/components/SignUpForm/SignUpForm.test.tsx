import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RULE_MESSAGES } from '@fairway/rules';
import { Providers, renderWithProviders } from '../../test/render';
import { SIGN_UP_FIELD_NAMES, SignUpForm, type SignUpFormProps } from './SignUpForm';

const countries = [
  { value: 'ES', label: 'España' },
  { value: 'PT', label: 'Portugal' },
  { value: 'SE', label: 'Suecia' },
];

const baseProps: SignUpFormProps = { countries, termsHref: '/en/terms-and-conditions' };

function renderSignUp(props: Partial<SignUpFormProps> = {}, onSubmit = vi.fn()) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
  };
  renderWithProviders(
    <form aria-label="Sign up" method="post" noValidate onSubmit={submit}>
      <SignUpForm {...baseProps} {...props} />
    </form>,
  );
  return onSubmit;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('SignUpForm', () => {
  it('sends every field under its name in a plain form post', async () => {
    const user = userEvent.setup();
    const onSubmit = renderSignUp();
    await user.type(textbox('Name'), 'Ana');
    await user.type(textbox('Surname'), 'Pérez García');
    await user.type(textbox('Email'), 'ana@example.com');
    await user.type(passwordInput(/^Password/), 'Birdie2026!');
    await user.type(passwordInput(/^Repeat password/), 'Birdie2026!');
    await user.type(textbox('Phone'), '+34 600 000 000');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(screen.getByRole('option', { name: 'Portugal' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      surname: 'Pérez García',
      email: 'ana@example.com',
      password: 'Birdie2026!',
      passwordConfirmation: 'Birdie2026!',
      phone: '+34 600 000 000',
      country: 'PT',
      terms: 'on',
    });
    expect(SIGN_UP_FIELD_NAMES).toEqual([
      'name',
      'surname',
      'email',
      'password',
      'passwordConfirmation',
      'phone',
      'country',
      'terms',
      'newsletter',
    ]);
  });

  it('marks every field but the newsletter required, with an asterisk and a note', () => {
    renderSignUp();
    expect(screen.getByText('Fields marked with * are required')).toBeInTheDocument();
    const required = [
      textbox('Name'),
      textbox('Surname'),
      textbox('Email'),
      passwordInput(/^Password/),
      passwordInput(/^Repeat password/),
      textbox('Phone'),
      screen.getByRole('combobox', { name: 'Country' }),
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ];
    for (const control of required) expect(control).toHaveAttribute('aria-required', 'true');
    // One mark per required field (the note's asterisk sits inside a sentence).
    expect(screen.getAllByText('*')).toHaveLength(required.length);
    expect(
      screen.getByRole('checkbox', { name: 'Send me offers and news by email' }),
    ).not.toBeRequired();
  });

  it('fills back what was sent, passwords excepted', () => {
    renderSignUp({
      defaultValues: {
        name: 'Ana',
        surname: 'Pérez',
        email: 'ana@example.com',
        phone: '600000000',
        country: 'SE',
        terms: true,
        newsletter: true,
      },
    });
    expect(textbox('Name')).toHaveValue('Ana');
    expect(textbox('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Suecia');
    expect(passwordInput(/^Password/)).toHaveValue('');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Send me offers and news by email' }),
    ).toBeChecked();
  });

  it('translates the rule code of each field and ties it to the control', () => {
    renderSignUp({
      errors: {
        name: 'field.required',
        email: 'email.format',
        password: 'password.strict',
        passwordConfirmation: 'password.mismatch',
        country: 'field.required',
        terms: 'terms.required',
      },
    });
    expect(textbox('Name')).toHaveAccessibleDescription(RULE_MESSAGES['field.required']);
    expect(textbox('Email')).toHaveAccessibleDescription(RULE_MESSAGES['email.format']);
    expect(passwordInput(/^Repeat password/)).toHaveAccessibleDescription(
      RULE_MESSAGES['password.mismatch'],
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      RULE_MESSAGES['field.required'],
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toHaveAccessibleDescription(RULE_MESSAGES['terms.required']);
    // The password's error first, then the checklist of the rule.
    expect(passwordInput(/^Password/)).toHaveAccessibleDescription(
      new RegExp(`^${RULE_MESSAGES['password.strict']} Your password needs`),
    );
    expect(textbox('Surname')).not.toHaveAttribute('aria-invalid');
  });

  it('follows the typed password with the rule’s checklist', async () => {
    renderSignUp();
    const input = passwordInput(/^Password/);
    expect(input).toHaveAccessibleDescription(/One capital letter: not met yet/);
    await userEvent.setup().type(input, 'Birdie');
    expect(input).toHaveAccessibleDescription(/One capital letter: met/);
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toContain('One capital letter: met');
  });

  it('opens the terms in a new tab, so the form keeps what was typed, and says so', () => {
    renderSignUp();
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/en/terms-and-conditions');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
    // Said by the link alone: the checkbox it sits in keeps its name.
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeInTheDocument();
  });

  it('finds a country by typing, accents aside', async () => {
    const user = userEvent.setup();
    renderSignUp();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'espana');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['España']);
  });

  it('says under the newsletter box what the site gives as its hint, tied to the box', () => {
    renderSignUp({ newsletterHint: 'Check your inbox to confirm your subscription.' });
    const box = screen.getByRole('checkbox', { name: 'Send me offers and news by email' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Check your inbox to confirm your subscription.');
  });

  it('shows the failure of the whole form and a busy submit button', () => {
    renderSignUp({ formError: 'Registration process failed', busy: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration process failed');
    const button = screen.getByRole('button', { name: 'Creating your account…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders a native select on the server, so the country can be chosen without JavaScript', () => {
    const html = renderToString(
      <Providers>
        <SignUpForm {...baseProps} defaultValues={{ country: 'PT' }} />
      </Providers>,
    );
    // Parsed by this document, not a DOMParser's, so the matchers know its elements.
    const page = document.createElement('div');
    page.innerHTML = html;
    const select = page.querySelector('select');
    expect(select).toHaveAttribute('name', 'country');
    expect(select).toBeRequired();
    expect(select?.querySelector('option[selected]')).toHaveTextContent('Portugal');
    expect([...(select?.options ?? [])].map((option) => option.value)).toEqual([
      '',
      'ES',
      'PT',
      'SE',
    ]);
    expect(page.querySelector('[role="combobox"]')).toBeNull();
    // Every other field is an input with its name.
    for (const name of ['name', 'surname', 'email', 'password', 'passwordConfirmation']) {
      expect(page.querySelector(`input[name="${name}"]`), name).not.toBeNull();
    }
  });

  it('speaks Spanish', () => {
    renderWithProviders(<SignUpForm {...baseProps} errors={{ terms: 'terms.required' }} />, {
      locale: 'es',
    });
    const terms = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    expect(terms).toHaveAccessibleDescription('Acepta los términos y condiciones');
    expect(screen.getByRole('textbox', { name: 'Apellidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Tu contraseña necesita')).toBeInTheDocument();
  });
});
