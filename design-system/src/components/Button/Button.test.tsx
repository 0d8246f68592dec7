import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default, so it never posts a form by accident', () => {
    renderWithProviders(<Button>Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed by mouse or keyboard', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Pay</Button>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button'));
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own class', () => {
    renderWithProviders(
      <>
        <Button variant="primary">A</Button>
        <Button variant="secondary">B</Button>
      </>,
    );
    const [a, b] = screen.getAllByRole('button');
    expect(a?.className).not.toBe(b?.className);
  });
});
