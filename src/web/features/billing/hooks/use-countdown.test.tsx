import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown.ts';

function Countdown({ start, onExpire }: { start?: number; onExpire?: () => void }) {
  return <p role="timer">{formatCountdown(useCountdown(start, onExpire))}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('starts at 15:00 and ticks each second as mm:ss', () => {
    render(<Countdown />);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('13:59');
  });

  it('calls the expire callback once at 00:00 and stops there', () => {
    const onExpire = vi.fn();
    render(<Countdown start={3} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  });

  it('formats minutes and seconds with two digits', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(-4)).toBe('00:00');
  });
});
