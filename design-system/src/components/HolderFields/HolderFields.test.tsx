import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_MAX } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { HolderFields } from './HolderFields';

describe('HolderFields', () => {
  it('posts name, surname and e-mail, all required, with the browser’s autofill and the rules’ lengths', () => {
    const { container } = renderWithProviders(
      <form>
        <HolderFields />
      </form>,
    );
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((input) => input.name)).toEqual(['name', 'surname', 'email']);
    expect(inputs.map((input) => input.autocomplete)).toEqual([
      'given-name',
      'family-name',
      'email',
    ]);
    expect(inputs.map((input) => input.maxLength)).toEqual([
      FIELD_MAX.name,
      FIELD_MAX.name,
      FIELD_MAX.email,
    ]);
    for (const input of inputs) expect(input).toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    // The fields sit in the caller's layout: one element each, no wrapper of their own.
    expect(container.querySelector('form')?.children).toHaveLength(3);
  });

  it('is labelled in the golfer’s language, or in a form’s own words where it has them', () => {
    renderWithProviders(<HolderFields labels={{ email: 'Email' }} />, { locale: 'es' });
    expect(screen.getByLabelText(/^Nombre/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Apellidos/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('keeps what was typed and says under each field the rule it broke', () => {
    renderWithProviders(
      <HolderFields
        defaultValues={{ name: 'Ada', surname: '', email: 'ada@example' }}
        errors={{ surname: 'field.required', email: 'email.format' }}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Surname/)).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/Email format not valid/);
  });

  it('sets name and surname side by side in one row when asked, the e-mail under them', () => {
    const { container } = renderWithProviders(
      <form>
        <HolderFields pairNames />
      </form>,
    );
    const form = container.querySelector('form');
    expect(form?.children).toHaveLength(2);
    const row = form?.firstElementChild;
    expect([...(row?.querySelectorAll('input') ?? [])].map((input) => input.name)).toEqual([
      'name',
      'surname',
    ]);
    expect(row?.nextElementSibling?.querySelector('input')?.name).toBe('email');
  });
});
