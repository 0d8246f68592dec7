import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateStrip } from './DateStrip';

function dayButtons() {
  return within(screen.getByRole('group')).getAllByRole('button');
}

/** What a sighted golfer reads on a day: the screen-reader date is hidden from view. */
function visibleText(button: HTMLElement) {
  return Array.from(button.querySelectorAll('[aria-hidden="true"]'))
    .map((node) => node.textContent)
    .join(' ');
}

describe('DateStrip', () => {
  it('shows 7 consecutive days across a month end, named by their full date', () => {
    renderWithProviders(<DateStrip startDate="2026-11-28" onSelect={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Choose a date' })).toBeInTheDocument();
    const days = dayButtons();
    expect(days.map(visibleText)).toEqual([
      'Sat 28 Nov',
      'Sun 29 Nov',
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec',
      'Thu 3 Dec',
      'Fri 4 Dec',
    ]);
    const names = [
      'Saturday, 28 November 2026',
      'Sunday, 29 November 2026',
      'Monday, 30 November 2026',
      'Tuesday, 1 December 2026',
      'Wednesday, 2 December 2026',
      'Thursday, 3 December 2026',
      'Friday, 4 December 2026',
    ];
    days.forEach((day, index) => expect(day).toHaveAccessibleName(names[index]));
  });

  it('presses the selected day only', () => {
    renderWithProviders(
      <DateStrip startDate="2026-11-22" selectedDate="2026-11-24" onSelect={vi.fn()} />,
    );
    expect(screen.getByRole('button', { pressed: true })).toHaveAccessibleName(
      'Tuesday, 24 November 2026',
    );
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);
  });

  it('calls onSelect with the ISO date of the clicked day', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<DateStrip startDate="2026-11-28" onSelect={onSelect} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /1 December 2026/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2026-12-01');
  });

  it('is one tab stop on the selected day; arrows, Home and End move focus, Enter selects', async () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <>
        <button type="button">before</button>
        <DateStrip startDate="2026-11-22" selectedDate="2026-11-23" onSelect={onSelect} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: /23 November/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /24 November/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: /22 November/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /22 November/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /28 November/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2026-11-28');
    const tabbable = dayButtons().filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([screen.getByRole('button', { name: /28 November/ })]);
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /22 November/ })).toHaveFocus();
  });

  it('skips disabled and out-of-range days, which cannot be chosen', async () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <DateStrip
        startDate="2026-11-22"
        onSelect={onSelect}
        disabledDates={['2026-11-24']}
        maxDate="2026-11-26"
      />,
    );
    expect(screen.getByRole('button', { name: /24 November/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /27 November/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /28 November/ })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /23 November/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /25 November/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /26 November/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /24 November/ }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledWith('2026-11-23');
  });

  it('moves the window with the arrows and stops at minDate and maxDate', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const { rerender } = renderWithProviders(
      <DateStrip
        startDate="2026-11-22"
        onSelect={vi.fn()}
        onPrevious={onPrevious}
        onNext={onNext}
        minDate="2026-11-22"
      />,
    );
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous 7 days' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onPrevious).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(onNext).toHaveBeenCalledOnce();

    rerender(
      <DateStrip
        startDate="2026-11-29"
        onSelect={vi.fn()}
        onPrevious={onPrevious}
        onNext={onNext}
        minDate="2026-11-22"
        maxDate="2026-12-04"
      />,
    );
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await user.click(previous);
    expect(onPrevious).toHaveBeenCalledOnce();
    const next = screen.getByRole('button', { name: 'Next 7 days' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the limit, so keyboard focus is not lost when the arrow gives out.
    next.focus();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('hides the arrows when the caller cannot move the window', () => {
    renderWithProviders(<DateStrip startDate="2026-11-22" onSelect={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /7 days/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(7);
  });

  it('names days and controls in the reader’s language', () => {
    renderWithProviders(
      <DateStrip startDate="2026-11-22" onSelect={vi.fn()} onNext={vi.fn()} label="Fechas" />,
      { locale: 'es' },
    );
    expect(screen.getByRole('group', { name: 'Fechas' })).toBeInTheDocument();
    expect(
      visibleText(screen.getByRole('button', { name: 'domingo, 22 de noviembre de 2026' })),
    ).toBe('dom 22 nov');
    expect(screen.getByRole('button', { name: '7 días siguientes' })).toBeEnabled();
  });
});
