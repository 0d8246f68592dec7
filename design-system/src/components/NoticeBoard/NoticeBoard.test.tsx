import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NoticeBoard, type Notice } from './NoticeBoard';

const NOTICES: Notice[] = [
  { id: '1', title: 'Winter season is open', text: 'Tee sheets are open.' },
  { id: '2', title: 'Twilight rates now available', text: 'Look for the twilight rate.' },
];

describe('NoticeBoard', () => {
  it('shows each notice under its title, in a named region', () => {
    renderWithProviders(<NoticeBoard notices={NOTICES} onDismiss={() => undefined} />);
    const board = screen.getByRole('region', { name: 'Notices' });
    const items = within(board).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Winter season is open',
    );
    expect(within(items[1] as HTMLElement).getByText('Look for the twilight rate.')).toBeVisible();
  });

  it('is dismissed with its one named button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithProviders(<NoticeBoard notices={NOTICES} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss the notices' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('translates its name and button, and honours the heading level', () => {
    renderWithProviders(
      <NoticeBoard notices={NOTICES.slice(0, 1)} onDismiss={() => undefined} headingLevel={3} />,
      { locale: 'sv' },
    );
    expect(screen.getByRole('region', { name: 'Meddelanden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng meddelandena' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Winter season is open');
  });

  it('renders nothing without a notice', () => {
    const { container } = renderWithProviders(
      <NoticeBoard notices={[]} onDismiss={() => undefined} />,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
