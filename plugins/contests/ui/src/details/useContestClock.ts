// spec 3 §4: the contest clock, on the server's time (its `now` when the contest was read), ticking
// each second while the end is ahead; the status follows the clock.
import { CLOCK_TICK_MS } from '@oj/ui';
import { useEffect, useMemo, useState } from 'react';
import { CONTEST_STATUS } from '@oj/plugin-contests/browser';
import type { ContestView } from './api.js';

export interface ContestClock {
  status: number;
  /** seconds since the start (0 before it, the duration after the end) */
  elapsed: number;
  /** seconds to the start while scheduled, to the end while running */
  remaining: number;
  /** 0–100 */
  percent: number;
}

export function contestClock(c: Pick<ContestView, 'startTime' | 'endTime'>, nowMs: number): ContestClock {
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  const length = Math.max(0, (end - start) / 1000);
  if (nowMs < start) return { status: CONTEST_STATUS.scheduled, elapsed: 0, remaining: (start - nowMs) / 1000, percent: 0 };
  if (nowMs < end) {
    const elapsed = (nowMs - start) / 1000;
    return { status: CONTEST_STATUS.running, elapsed, remaining: (end - nowMs) / 1000, percent: length ? Math.min(100, (elapsed / length) * 100) : 100 };
  }
  return { status: CONTEST_STATUS.ended, elapsed: length, remaining: 0, percent: 100 };
}

export function useContestClock(c: ContestView | null): ContestClock | null {
  // the server's clock minus ours, taken when the contest was read
  const skew = useMemo(() => (c ? Date.parse(c.now) - Date.now() : 0), [c]);
  const [now, setNow] = useState(() => Date.now() + skew);
  const endMs = c ? Date.parse(c.endTime) : 0;
  useEffect(() => {
    if (!c) return;
    setNow(Date.now() + skew);
    if (Date.now() + skew >= endMs) return;
    const timer = setInterval(() => {
      const n = Date.now() + skew;
      setNow(n);
      if (n >= endMs) clearInterval(timer);
    }, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [c, skew, endMs]);
  return c ? contestClock(c, now) : null;
}
