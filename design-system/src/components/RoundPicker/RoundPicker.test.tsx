import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RoundPicker, type RoundChoice } from './RoundPicker';

const first: RoundChoice = {
  club: 'Real Club Valderrama',
  course: 'Valderrama',
  date: '2026-11-22',
  time: '09:30',
};
const second: RoundChoice = {
  club: 'Finca Cortesin',
  course: 'Finca Cortesin',
  date: '2026-11-24',
  time: '14:10',
};

describe('RoundPicker', () => {
  it('is an ordered list with one step per round', () => {
    renderWithProviders(<RoundPicker rounds={3} chosen={[]} current={0} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks the current step and shows its chooser there', () => {
    renderWithProviders(
      <RoundPicker rounds={3} chosen={[first]} current={1}>
        <button type="button">Pick 24 Nov</button>
      </RoundPicker>,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[1]).toHaveTextContent('Round 2: choose a day and a tee time');
    expect(
      within(steps[1] as HTMLElement).getByRole('button', { name: 'Pick 24 Nov' }),
    ).toBeInTheDocument();
    expect(steps[2]).toHaveTextContent(/Round 3$/);
  });

  it('shows a chosen round’s long date, time, club and course', () => {
    renderWithProviders(<RoundPicker rounds={2} chosen={[first, null]} current={1} />);
    const step = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(step).toHaveTextContent('Round 1');
    const date = within(step).getByText('22 November 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
    expect(within(step).getByText('09:30')).toHaveAttribute('datetime', '2026-11-22T09:30');
    expect(date.parentElement).toHaveTextContent(/^22 November 2026, 09:30$/);
    expect(within(step).getByText('Real Club Valderrama · Valderrama')).toBeInTheDocument();
  });

  it('calls onChange with the 0-based round of the Change button pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <RoundPicker rounds={3} chosen={[first, second, null]} current={2} onChange={onChange} />,
    );
    expect(screen.getAllByRole('button', { name: /^Change/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Change round 2' }));
    expect(onChange).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Change round 1' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('button', { name: 'Change round 1' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('has no Change buttons without onChange', () => {
    renderWithProviders(<RoundPicker rounds={2} chosen={[first, second]} current={-1} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no current step once every round is chosen', () => {
    const { container } = renderWithProviders(
      <RoundPicker rounds={2} chosen={[first, second]} current={-1} onChange={() => undefined} />,
    );
    expect(container.querySelector('[aria-current]')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('shows the round being changed as current, not as chosen', () => {
    renderWithProviders(
      <RoundPicker rounds={2} chosen={[first, second]} current={0} onChange={() => undefined} />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Round 1: choose a day and a tee time');
    expect(screen.queryByRole('button', { name: 'Change round 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change round 2' })).toBeInTheDocument();
  });

  it('gives the last day to play in the current step when there is one', () => {
    const { rerender } = renderWithProviders(
      <RoundPicker rounds={2} chosen={[]} current={0} lastDate="2026-12-21" />,
    );
    const date = screen.getByText('21 December 2026');
    expect(date).toHaveAttribute('datetime', '2026-12-21');
    expect(date.parentElement).toHaveTextContent(/^Play every round by 21 December 2026$/);
    expect(screen.getAllByRole('listitem')[0]).toContainElement(date);
    rerender(<RoundPicker rounds={2} chosen={[]} current={0} />);
    expect(screen.queryByText(/Play every round/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'es',
      'Ronda 2: elige un día y una hora de salida',
      'Cambiar la ronda 1',
      '22 de noviembre de 2026, a las 09:30',
    ],
    [
      'fr',
      'Partie 2 : choisissez un jour et une heure de départ',
      'Modifier la partie 1',
      '22 novembre 2026 à 09:30',
    ],
    ['sv', 'Runda 2: välj en dag och en starttid', 'Ändra runda 1', '22 november 2026 kl. 09:30'],
  ] as const)('speaks %s', (locale, choosing, change, when) => {
    renderWithProviders(
      <RoundPicker rounds={2} chosen={[first]} current={1} onChange={() => undefined} />,
      { locale },
    );
    expect(screen.getByText(choosing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: change })).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === when),
    ).toBeInTheDocument();
  });

  it('passes attributes and a ref to the list', () => {
    const ref = createRef<HTMLOListElement>();
    renderWithProviders(
      <RoundPicker ref={ref} rounds={1} chosen={[]} current={0} aria-label="Rounds" />,
    );
    expect(ref.current).toBe(screen.getByRole('list', { name: 'Rounds' }));
  });
});
