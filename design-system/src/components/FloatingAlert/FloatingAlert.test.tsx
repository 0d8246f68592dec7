import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FloatingAlert, alertTone, type AlertState } from './FloatingAlert';

const error: AlertState = { visible: true, type: 'error', message: 'Failed to cancel booking' };
const success: AlertState = { visible: true, type: 'success', message: 'Booking confirmed' };

describe('alertTone', () => {
  it('is success only for the type "success"', () => {
    expect(alertTone('success')).toBe('success');
  });

  it('is critical for "error" and for any other type (SPEC: otherwise red)', () => {
    expect(alertTone('error')).toBe('critical');
    expect(alertTone('warning')).toBe('critical');
    expect(alertTone('')).toBe('critical');
    expect(alertTone('Success')).toBe('critical');
  });
});

describe('FloatingAlert', () => {
  it('renders nothing while not visible', () => {
    const { container } = renderWithProviders(
      <FloatingAlert alert={{ ...error, visible: false }} onClose={vi.fn()} />,
    );
    expect(container.querySelector('[role]')).toBeNull();
    expect(screen.queryByText('Failed to cancel booking')).not.toBeInTheDocument();
  });

  it('interrupts with role alert for errors', () => {
    renderWithProviders(<FloatingAlert alert={error} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to cancel booking');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks politely with role status for success', () => {
    renderWithProviders(<FloatingAlert alert={success} onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Booking confirmed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('colours success and error differently', () => {
    renderWithProviders(
      <>
        <FloatingAlert alert={success} onClose={vi.fn()} />
        <FloatingAlert alert={error} onClose={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('status').className).not.toBe(screen.getByRole('alert').className);
  });

  it('calls onClose from its Close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(<FloatingAlert alert={success} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names the Close button in Spanish', () => {
    renderWithProviders(<FloatingAlert alert={error} onClose={vi.fn()} />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  describe('auto-dismiss', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('closes an error after exactly 6000 ms', () => {
      const onClose = vi.fn();
      renderWithProviders(<FloatingAlert alert={error} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(5999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('closes any non-success type like an error', () => {
      const onClose = vi.fn();
      renderWithProviders(<FloatingAlert alert={{ ...error, type: 'info' }} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(6000));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('closes a success alert after 6 s too: it must not follow the golfer around', () => {
      const onClose = vi.fn();
      renderWithProviders(<FloatingAlert alert={success} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(5999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('stays open while the pointer or the focus is on it, and counts again once they leave', () => {
      const onClose = vi.fn();
      renderWithProviders(
        <FloatingAlert
          alert={{ ...success, message: <a href="/en/cart">View cart</a> }}
          onClose={onClose}
        />,
      );
      const box = screen.getByRole('status');
      fireEvent.pointerEnter(box);
      act(() => vi.advanceTimersByTime(60_000));
      fireEvent.focus(screen.getByRole('link', { name: 'View cart' }));
      fireEvent.pointerLeave(box);
      act(() => vi.advanceTimersByTime(60_000));
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.blur(screen.getByRole('link', { name: 'View cart' }), { relatedTarget: null });
      act(() => vi.advanceTimersByTime(6000));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('starts the 6 s again when the message changes', () => {
      const onClose = vi.fn();
      const { rerender } = renderWithProviders(<FloatingAlert alert={error} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(4000));
      rerender(
        <FloatingAlert alert={{ ...error, message: 'Booking not found' }} onClose={onClose} />,
      );
      act(() => vi.advanceTimersByTime(5999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('is not postponed by a re-render with a new onClose', () => {
      const first = vi.fn();
      const second = vi.fn();
      const { rerender } = renderWithProviders(<FloatingAlert alert={error} onClose={first} />);
      act(() => vi.advanceTimersByTime(4000));
      rerender(<FloatingAlert alert={error} onClose={second} />);
      act(() => vi.advanceTimersByTime(2000));
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledOnce();
    });

    it('stops counting when the alert is hidden', () => {
      const onClose = vi.fn();
      const { rerender } = renderWithProviders(<FloatingAlert alert={error} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(3000));
      rerender(<FloatingAlert alert={{ ...error, visible: false }} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(10_000));
      expect(onClose).not.toHaveBeenCalled();
    });

    it('clears its timer on unmount', () => {
      const onClose = vi.fn();
      const { unmount } = renderWithProviders(<FloatingAlert alert={error} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(3000));
      unmount();
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(10_000));
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
