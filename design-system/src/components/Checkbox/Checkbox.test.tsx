import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by a click on the label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Checkbox label="Send me offers" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me offers' });
    expect(box).not.toBeChecked();

    await user.click(screen.getByText('Send me offers'));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('toggles with the space bar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="Send me offers" />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'Send me offers' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  // That a click on the link does not toggle the box is checked in the story, in a real browser:
  // jsdom runs the label's activation even for a link inside it.
  it('holds a link in its label and is named by the whole label', () => {
    renderWithProviders(
      <Checkbox
        required
        label={
          <>
            I accept the <a href="#terms">terms and conditions</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
  });

  it('links its error and marks itself invalid', () => {
    renderWithProviders(
      <Checkbox label="I accept the terms" error="You must accept the terms and conditions" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms and conditions');
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Checkbox label="Send me offers" disabled defaultChecked onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me offers' });
    expect(box).toBeDisabled();
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works controlled and forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    renderWithProviders(
      <Checkbox
        ref={ref}
        label="Send me offers"
        name="offers"
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me offers' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('name', 'offers');
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledOnce();
    expect(box).not.toBeChecked();
  });
});
