import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { formatCountdown, HoldCountdown, secondsLeft } from './HoldCountdown';

const expiresAt = '2026-11-22T09:40:00+01:00';
const end = Date.parse(expiresAt);

describe('formatCountdown and secondsLeft', () => {
  it('prints mm:ss with leading zeros', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(61 * 60 + 5)).toBe('61:05');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(secondsLeft(expiresAt, end - 1500)).toBe(2);
    expect(secondsLeft(expiresAt, end)).toBe(0);
    expect(secondsLeft(expiresAt, end + 10_000)).toBe(0);
    expect(() => secondsLeft('soon', end)).toThrow(RangeError);
  });
});

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(end - 125_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function liveRegion(container: HTMLElement): HTMLElement {
    const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
    if (!region) throw new Error('no live region');
    return region;
  }

  it('is a labelled timer that ticks every second', () => {
    renderWithProviders(<HoldCountdown expiresAt={expiresAt} />);
    const timer = screen.getByRole('timer', { name: 'Your tee times are held for' });
    expect(timer).toHaveTextContent('02:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('02:04');
    act(() => vi.advanceTimersByTime(64_000));
    expect(timer).toHaveTextContent('01:00');
  });

  it('changes its spoken text only at whole minutes', () => {
    const { container } = renderWithProviders(<HoldCountdown expiresAt={expiresAt} />);
    const region = liveRegion(container);
    expect(region).toHaveTextContent('Your tee times are held for 3 more minutes');
    act(() => vi.advanceTimersByTime(4000)); // 2:01 left
    expect(region).toHaveTextContent('3 more minutes');
    act(() => vi.advanceTimersByTime(1000)); // 2:00 left
    expect(region).toHaveTextContent('2 more minutes');
    act(() => vi.advanceTimersByTime(59_000)); // 1:01 left
    expect(region).toHaveTextContent('2 more minutes');
    act(() => vi.advanceTimersByTime(1000)); // 1:00 left
    expect(region).toHaveTextContent('Your tee times are held for 1 more minute');
  });

  it('shows the expired message and calls onExpire once', () => {
    const onExpire = vi.fn();
    const { container, rerender } = renderWithProviders(
      <HoldCountdown expiresAt={expiresAt} onExpire={onExpire} />,
    );
    act(() => vi.advanceTimersByTime(125_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent(
      'Your hold has expired. The tee times are free again.',
    );
    act(() => vi.advanceTimersByTime(5000));
    rerender(<HoldCountdown expiresAt={expiresAt} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('calls onExpire at once for a hold that has already ended', () => {
    const onExpire = vi.fn();
    renderWithProviders(
      <HoldCountdown expiresAt={expiresAt} now={() => end + 1} onExpire={onExpire} />,
    );
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.getByText('Your hold has expired. The tee times are free again.')).toBeVisible();
  });

  it('stands still on an injected clock, as in the stories', () => {
    renderWithProviders(<HoldCountdown expiresAt={expiresAt} now={() => end - 42_000} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:42');
  });

  it('starts again for a new hold', () => {
    const onExpire = vi.fn();
    const { rerender } = renderWithProviders(
      <HoldCountdown expiresAt={expiresAt} now={() => end} onExpire={onExpire} />,
    );
    const later = '2026-11-22T09:50:00+01:00';
    rerender(<HoldCountdown expiresAt={later} now={() => end} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(onExpire).toHaveBeenCalledOnce();
    rerender(<HoldCountdown expiresAt={later} now={() => Date.parse(later)} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('speaks Swedish', () => {
    renderWithProviders(<HoldCountdown expiresAt={expiresAt} />, { locale: 'sv' });
    expect(screen.getByRole('timer', { name: 'Dina starttider hålls i' })).toHaveTextContent(
      '02:05',
    );
  });
});
