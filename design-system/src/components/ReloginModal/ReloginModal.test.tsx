import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { runModalSuite } from '../../test/dialog-suite';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import { ReloginModal } from './ReloginModal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Load bookings</Button>
      <ReloginModal open={open} onAccept={() => setOpen(false)} />
    </>
  );
}

runModalSuite('ReloginModal', () => renderWithProviders(<Harness />), {
  trigger: 'Load bookings',
  title: 'Session has expired',
  description: 'For security, please re-enter your login credentials',
  dismissible: false,
  close: async (user) => {
    await user.click(screen.getByRole('button', { name: 'Accept' }));
  },
});

describe('ReloginModal', () => {
  it('shows the exact SPEC texts', () => {
    renderWithProviders(<ReloginModal open onAccept={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Session has expired' })).toBeInTheDocument();
    expect(
      screen.getByText('For security, please re-enter your login credentials'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('accepts on a click', async () => {
    const onAccept = vi.fn();
    renderWithProviders(<ReloginModal open onAccept={onAccept} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('accepts exactly once on Enter while the Accept button has focus', async () => {
    const onAccept = vi.fn();
    renderWithProviders(<ReloginModal open onAccept={onAccept} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('accepts on Enter anywhere in the dialog', async () => {
    const onAccept = vi.fn();
    renderWithProviders(<ReloginModal open onAccept={onAccept} />);
    const dialog = screen.getByRole('dialog');
    dialog.focus();
    expect(dialog).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('ignores other keys and an auto-repeated Enter', async () => {
    const onAccept = vi.fn();
    renderWithProviders(<ReloginModal open onAccept={onAccept} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.setup().keyboard('{Tab}{a}{Escape}{ArrowDown}');
    fireEvent.keyDown(dialog, { key: 'Enter', repeat: true });
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('cannot be dismissed by Escape or the scrim', async () => {
    const onAccept = vi.fn();
    renderWithProviders(<ReloginModal open onAccept={onAccept} />);
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    const scrim = dialog.parentElement;
    if (!scrim) throw new Error('no scrim');
    await user.click(scrim);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<ReloginModal open={false} onAccept={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithProviders(<ReloginModal open onAccept={vi.fn()} />, { locale: 'es' });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('La sesión ha expirado');
    expect(dialog).toHaveAccessibleDescription(
      'Por seguridad, vuelve a introducir tus datos de acceso',
    );
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });
});
