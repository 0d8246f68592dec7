import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Field, fieldControlProps, hasContent } from './Field';

describe('fieldControlProps', () => {
  it('points aria-describedby at the error first, then the hint, then the caller ids', () => {
    expect(
      fieldControlProps({ id: 'x', hint: 'Hint', error: 'Wrong', describedBy: 'extra' }),
    ).toEqual({
      id: 'x',
      required: undefined,
      disabled: undefined,
      'aria-required': undefined,
      'aria-invalid': true,
      'aria-describedby': 'x-error x-hint extra',
    });
  });

  it('leaves out aria attributes that have nothing to say', () => {
    const props = fieldControlProps({ id: 'x', error: false, hint: '' });
    expect(props['aria-invalid']).toBeUndefined();
    expect(props['aria-describedby']).toBeUndefined();
  });

  it('marks a required control for assistive technology as well as for the browser', () => {
    expect(fieldControlProps({ id: 'x', required: true })).toMatchObject({
      required: true,
      'aria-required': true,
    });
  });
});

describe('hasContent', () => {
  it('treats empty values as no content and anything else as content', () => {
    for (const empty of [undefined, null, false, true, '']) expect(hasContent(empty)).toBe(false);
    for (const full of ['x', 0, <b key="b">x</b>]) expect(hasContent(full)).toBe(true);
  });
});

describe('Field', () => {
  it('labels its control and shows a required asterisk hidden from screen readers', () => {
    renderWithProviders(
      <Field id="name" label="First name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.closest('label')).toHaveAttribute('for', 'name');
  });

  it('describes its control with the hint and the error', () => {
    renderWithProviders(
      <Field
        id="email"
        label="Email"
        hint="We send the booking here"
        error="Email format not valid"
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email format not valid We send the booking here');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables its control', () => {
    renderWithProviders(
      <Field id="name" label="First name" disabled>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  });
});
