import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormError } from './FormError';

describe('FormError', () => {
  it('keeps an empty alert region mounted, so a later message is announced', () => {
    const { rerender } = renderWithProviders(<FormError />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();

    rerender(<FormError>Login failure</FormError>);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Login failure');
  });

  it('treats false and the empty string as no message', () => {
    renderWithProviders(
      <>
        <FormError>{false}</FormError>
        <FormError>{''}</FormError>
      </>,
    );
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
  });

  it('passes an id on, so a form can point aria-describedby at it', () => {
    renderWithProviders(<FormError id="login-error">Registration process failed</FormError>);
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-error');
  });
});
