import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_AUTO_CLOSE_MS } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

afterEach(() => {
  vi.useRealTimers();
});

function renderFeeTooltip(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
  return renderWithProviders(
    <Tooltip content="The transaction fee is non-refundable" {...props}>
      <Button variant="secondary">Transaction fee</Button>
    </Tooltip>,
  );
}

describe('Tooltip', () => {
  it('is closed until the trigger is used', () => {
    renderFeeTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transaction fee' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('opens on focus and describes the trigger', () => {
    renderFeeTooltip();
    const trigger = screen.getByRole('button', { name: 'Transaction fee' });
    act(() => trigger.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('The transaction fee is non-refundable');
    expect(trigger).toHaveAccessibleDescription('The transaction fee is non-refundable');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('closes on Escape', () => {
    renderFeeTooltip();
    const trigger = screen.getByRole('button', { name: 'Transaction fee' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on blur', () => {
    renderFeeTooltip();
    const trigger = screen.getByRole('button', { name: 'Transaction fee' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => trigger.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes by itself 3000 ms after opening', () => {
    vi.useFakeTimers();
    expect(TOOLTIP_AUTO_CLOSE_MS).toBe(3000);
    renderFeeTooltip();
    act(() => screen.getByRole('button', { name: 'Transaction fee' }).focus());
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on click or tap, where there is no hover, and a new click restarts the countdown', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    renderFeeTooltip({ onOpenChange });
    const trigger = screen.getByRole('button', { name: 'Transaction fee' });
    // A tap: the pointer press is followed by a click; the trigger is not focused first.
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
    // Still open, never closed in between (no flicker), and counting again from the second tap.
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens on hover with a mouse', async () => {
    const user = userEvent.setup();
    renderFeeTooltip();
    await user.hover(screen.getByRole('button', { name: 'Transaction fee' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The transaction fee is non-refundable',
    );
  });

  it('stays open when a mouse click follows the hover at once', () => {
    vi.useFakeTimers();
    renderFeeTooltip();
    const trigger = screen.getByRole('button', { name: 'Transaction fee' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    fireEvent.pointerDown(trigger, { pointerType: 'mouse' });
    fireEvent.click(trigger);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows one tooltip at a time', () => {
    renderWithProviders(
      <>
        <Tooltip content="Non-refundable">
          <Button>Fee</Button>
        </Tooltip>
        <Tooltip content="Subject to availability">
          <Button>Buggy</Button>
        </Tooltip>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Fee' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Non-refundable');
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Buggy' }), { pointerType: 'mouse' });
    const tooltips = screen.getAllByRole('tooltip');
    expect(tooltips).toHaveLength(1);
    expect(tooltips[0]).toHaveTextContent('Subject to availability');
  });

  it('renders open with defaultOpen, and still closes by itself', () => {
    vi.useFakeTimers();
    renderFeeTooltip({ defaultOpen: true });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOOLTIP_AUTO_CLOSE_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('when controlled, asks to close after 3000 ms and stays as the owner decides', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    renderFeeTooltip({ open: true, onOpenChange });
    act(() => vi.advanceTimersByTime(TOOLTIP_AUTO_CLOSE_MS));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('renders an information button in the current language when no trigger is given', () => {
    renderWithProviders(<Tooltip content="Precio por jugador" />, { locale: 'es' });
    const trigger = screen.getByRole('button', { name: 'Más información' });
    act(() => trigger.focus());
    expect(trigger).toHaveAccessibleDescription('Precio por jugador');
  });

  it('describes the trigger with the plain-text label when given', () => {
    renderFeeTooltip({
      content: (
        <span>
          <strong>2.50 €</strong> non-refundable
        </span>
      ),
      label: 'A fee of 2.50 euros that is not refunded',
    });
    const trigger = screen.getByRole('button', { name: 'Transaction fee' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'A fee of 2.50 euros that is not refunded',
    );
    expect(trigger).toHaveAccessibleDescription('A fee of 2.50 euros that is not refunded');
  });
});
