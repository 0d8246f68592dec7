import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TeeTimeCard, type TeeTimeRate } from './TeeTimeCard';
import { golfer } from './TeeTimeCard.css';

const rates: TeeTimeRate[] = [
  { id: 'gf', name: 'Green fee', price: 85, rackPrice: 110 },
  { id: 'gfb', name: 'Green fee + buggy', price: 120.5, includes: ['Buggy', 'Range balls'] },
];

const time = '2026-11-22T08:10:00+01:00';

describe('TeeTimeCard', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows the club-local time as written, whatever the machine’s time zone', () => {
    // Ahead and behind the club's offset: a Date-based conversion would move the time both ways.
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
      vi.stubEnv('TZ', zone);
      // Proves the stub took effect: read through a Date, the hour would not be 8 here.
      expect(new Date(time).getHours()).not.toBe(8);
      const { unmount } = renderWithProviders(
        <TeeTimeCard time={time} playersAvailable={4} rates={rates} />,
      );
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('08:10');
      unmount();
    }
  });

  it('is an article named by its time', () => {
    renderWithProviders(
      <TeeTimeCard time={time} timeZoneName="Europe/Madrid" playersAvailable={4} rates={rates} />,
    );
    expect(screen.getByRole('article', { name: 'Tee time 08:10' })).toBeInTheDocument();
    expect(screen.getByText('Club local time (Europe/Madrid)')).toBeInTheDocument();
  });

  it('counts the players available and fills that many golfer icons', () => {
    const { container } = renderWithProviders(
      <TeeTimeCard time={time} playersAvailable={1} rates={rates} />,
    );
    expect(screen.getByText('Players available: 1')).toBeInTheDocument();
    const icons = Array.from(container.querySelectorAll('[aria-hidden="true"] > svg'));
    expect(icons).toHaveLength(4);
    const classes = icons.map((icon) => icon.getAttribute('class'));
    expect(classes).toEqual([
      golfer({ available: true }),
      golfer({ available: false }),
      golfer({ available: false }),
      golfer({ available: false }),
    ]);
  });

  it('writes the golfer icons as React writes them element by element', () => {
    const { container } = renderWithProviders(
      <TeeTimeCard time={time} playersAvailable={2} rates={rates} />,
    );
    const row = container.querySelector('[aria-hidden="true"] > svg')?.parentElement;
    const byElements = renderToStaticMarkup(
      <>
        {[true, true, false, false].map((available, index) => (
          <svg key={index} className={golfer({ available })} viewBox="0 0 24 24" focusable="false">
            <circle cx="12" cy="6" r="3.5" />
            <path d="M5 21v-3.5A5.5 5.5 0 0 1 10.5 12h3a5.5 5.5 0 0 1 5.5 5.5V21Z" />
          </svg>
        ))}
      </>,
    );
    expect(row?.innerHTML).toBe(byElements);
  });

  it('calls onSelectRate with the chosen rate’s id and marks the selected one', async () => {
    const onSelectRate = vi.fn();
    const { rerender } = renderWithProviders(
      <TeeTimeCard time={time} playersAvailable={3} rates={rates} onSelectRate={onSelectRate} />,
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Rates' });
    await user.click(within(group).getByRole('radio', { name: 'Green fee + buggy' }));
    expect(onSelectRate).toHaveBeenCalledWith('gfb');

    rerender(
      <TeeTimeCard
        time={time}
        playersAvailable={3}
        rates={rates}
        onSelectRate={onSelectRate}
        selectedRateId="gfb"
      />,
    );
    expect(screen.getByRole('radio', { name: 'Green fee + buggy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Green fee' })).not.toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(onSelectRate).toHaveBeenLastCalledWith('gf');
  });

  it('describes each rate by its price, rack price and inclusions', () => {
    renderWithProviders(
      <TeeTimeCard time={time} playersAvailable={3} rates={rates} onSelectRate={vi.fn()} />,
      { locale: 'es' },
    );
    expect(screen.getByRole('radio', { name: 'Green fee' })).toHaveAccessibleDescription(
      '85,00\u00a0€ Antes 110,00\u00a0€',
    );
    expect(screen.getByRole('radio', { name: 'Green fee + buggy' })).toHaveAccessibleDescription(
      '120,50\u00a0€ Incluye Buggy y Range balls',
    );
  });

  it('when sold out, says so and lets no rate be chosen', async () => {
    const onSelectRate = vi.fn();
    renderWithProviders(
      <TeeTimeCard
        time={time}
        playersAvailable={2}
        rates={rates}
        onSelectRate={onSelectRate}
        disabled
      />,
    );
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    for (const radio of radios) expect(radio).toBeDisabled();
    await userEvent.setup().click(radios[0] as HTMLElement);
    expect(onSelectRate).not.toHaveBeenCalled();
  });

  it('treats a slot with no free place as sold out', () => {
    renderWithProviders(
      <TeeTimeCard time={time} playersAvailable={0} rates={rates} onSelectRate={vi.fn()} />,
      { locale: 'sv' },
    );
    expect(screen.getByText('Fullbokad')).toBeInTheDocument();
    expect(screen.getByText('Lediga platser: 0')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Green fee' })).toBeDisabled();
  });

  it('lists the rates without radios when nothing can be selected', () => {
    renderWithProviders(<TeeTimeCard time={time} playersAvailable={4} rates={rates} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('120.50 €')).toBeInTheDocument();
  });

  it('shows the twilight and early-bird badges only when asked', () => {
    const { rerender } = renderWithProviders(
      <TeeTimeCard time={time} playersAvailable={4} rates={rates} twilight />,
      { locale: 'fr' },
    );
    expect(screen.getByText('Twilight')).toBeInTheDocument();
    expect(screen.queryByText('Lève-tôt')).not.toBeInTheDocument();
    rerender(<TeeTimeCard time={time} playersAvailable={4} rates={rates} earlyBird />);
    expect(screen.getByText('Lève-tôt')).toBeInTheDocument();
    expect(screen.queryByText('Twilight')).not.toBeInTheDocument();
    expect(screen.queryByText('Complet')).not.toBeInTheDocument();
  });
});
