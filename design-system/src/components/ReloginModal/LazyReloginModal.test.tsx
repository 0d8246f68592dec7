import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToReadableStream } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LazyReloginModal } from './LazyReloginModal';

describe('LazyReloginModal', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<LazyReloginModal open={false} onAccept={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as the ReloginModal, Enter accepting', async () => {
    const onAccept = vi.fn();
    const { rerender } = renderWithProviders(<LazyReloginModal open={false} onAccept={onAccept} />);
    rerender(<LazyReloginModal open onAccept={onAccept} />);
    const dialog = await screen.findByRole('dialog', { name: 'Session has expired' });
    expect(dialog).toHaveAccessibleDescription(
      'For security, please re-enter your login credentials',
    );
    await userEvent.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('is in the server’s HTML when the page starts with it open', async () => {
    const stream = await renderToReadableStream(
      <IntlProvider locale="en" messages={{}}>
        <LazyReloginModal open onAccept={vi.fn()} />
      </IntlProvider>,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('Session has expired');
  });
});
