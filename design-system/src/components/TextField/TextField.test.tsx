import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a text input named by its label', () => {
    renderWithProviders(<TextField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field with an asterisk and aria-required', () => {
    renderWithProviders(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the error text through aria-describedby and sets aria-invalid', () => {
    renderWithProviders(
      <TextField
        label="Email"
        hint="We send the booking here"
        error="Email format not valid"
        aria-describedby="external"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toContain('external');
    const error = screen.getByText('Email format not valid');
    expect(ids).toContain(error.closest('[id]')?.id);
    expect(input).toHaveAccessibleDescription(/^Email format not valid We send the booking here/);
  });

  it('cannot be typed into when disabled', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TextField label="First name" disabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeDisabled();
    await userEvent.setup().type(input, 'Ana');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('passes input attributes and the ref through to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    renderWithProviders(
      <TextField
        ref={ref}
        id="phone"
        label="Mobile phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.setup().type(input, '600');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveValue('600');
  });

  it('accepts a number type', () => {
    renderWithProviders(<TextField label="Handicap" type="number" />);
    expect(screen.getByRole('spinbutton', { name: 'Handicap' })).toHaveAttribute('type', 'number');
  });
});
