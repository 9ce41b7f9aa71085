import { useEffect, useRef, useState } from 'react';

export const OFFER_SECONDS = 15 * 60;

/** "mm:ss" for a number of seconds left. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, seconds);
  const mm = Math.floor(safe / 60);
  const ss = safe % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/**
 * Counts down once a second from `startSeconds` and calls `onExpire` once at zero
 * (docs/product/specification.md#countdown). One interval drives the ticks, so a long pause (a background
 * tab) catches up by ticks.
 */
export function useCountdown(startSeconds: number = OFFER_SECONDS, onExpire?: () => void): number {
  const [left, setLeft] = useState(startSeconds);
  const onExpireRef = useRef(onExpire);
  const interval = useRef<number | undefined>(undefined);

  // Read through a ref so a new callback on each render neither restarts the clock nor fires twice.
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    interval.current = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(interval.current);
  }, []);

  useEffect(() => {
    if (left > 0) return;
    window.clearInterval(interval.current);
    onExpireRef.current?.();
  }, [left]);

  return left;
}
