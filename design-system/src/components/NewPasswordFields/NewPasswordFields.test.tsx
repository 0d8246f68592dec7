import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIELD_MAX } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { NewPasswordFields } from './NewPasswordFields';

const labels = { label: 'New password', confirmationLabel: 'Repeat the new password' };

describe('NewPasswordFields', () => {
  it('posts the password and its repetition under the names given', () => {
    const { container } = renderWithProviders(
      <form>
        <NewPasswordFields {...labels} name="newPassword" />
      </form>,
    );
    const names = [...container.querySelectorAll('input')].map((input) => input.name);
    expect(names).toEqual(['newPassword', 'passwordConfirmation']);
    for (const input of container.querySelectorAll('input')) {
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toHaveAttribute('maxlength', String(FIELD_MAX.password));
      expect(input).toBeRequired();
    }
  });

  it('describes the password by the rule’s checklist, which follows what is typed', async () => {
    renderWithProviders(<NewPasswordFields {...labels} />);
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription(/8 to 16 characters/);
    const capital = () =>
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .find((item) => item.dataset.requirement === 'capital')?.dataset.met;
    expect(capital()).toBe('false');
    await userEvent.setup().type(password, 'Birdie');
    expect(capital()).toBe('true');
    // The repetition is not followed: the checklist is about the password alone.
    await userEvent.setup().type(screen.getByLabelText(/^Repeat the new password/), 'x');
    expect(capital()).toBe('true');
  });

  it('shows each field’s error under it', () => {
    renderWithProviders(
      <NewPasswordFields {...labels} error="Too weak" confirmationError="Passwords do not match" />,
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Too weak/);
    expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      /Passwords do not match/,
    );
  });
});
