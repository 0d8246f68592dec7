import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SubmitButton } from './SubmitButton';

function renderInForm(busy: boolean, onSubmit = vi.fn()) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const ui = (isBusy: boolean) => (
    <form aria-label="Login" onSubmit={handleSubmit}>
      <input aria-label="Email" name="email" />
      <SubmitButton busy={isBusy} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
  const result = renderWithProviders(ui(busy));
  return { ...result, onSubmit, setBusy: (next: boolean) => result.rerender(ui(next)) };
}

describe('SubmitButton', () => {
  it('submits its form when not busy, and says nothing', async () => {
    const { onSubmit } = renderInForm(false);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy, shows and announces the busy label and keeps its focus', () => {
    const { setBusy } = renderInForm(false);
    const button = screen.getByRole('button', { name: 'Log in' });
    button.focus();
    setBusy(true);
    expect(button).toHaveAccessibleName('Logging in…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Logging in…');
  });

  it('refuses a second submission by click or by Enter in a field while busy', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderInForm(true);
    await user.click(screen.getByRole('button', { name: 'Logging in…' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still runs the caller’s onClick when not busy', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <SubmitButton busyLabel="Sending…" onClick={onClick}>
        Send
      </SubmitButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
