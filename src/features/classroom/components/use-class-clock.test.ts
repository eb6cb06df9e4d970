import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClassClock } from './use-class-clock';

const HOUR = 3_600_000;
const cls = { startAt: '2026-06-10T14:00:00.000Z', endAt: '2026-06-10T15:00:00.000Z', ended: false };

afterEach(() => {
  vi.useRealTimers();
});

describe('useClassClock: a countdown on the host clock that ticks every second', () => {
  it.each<[string, number]>([
    ['laptop clock right', 0],
    ['laptop clock 1 h fast', HOUR],
    ['laptop clock 3 h slow', -3 * HOUR],
  ])('%s: the same countdown and phase as the host', (_, laptopError) => {
    const hostNow = Date.parse('2026-06-10T13:44:58.000Z');
    vi.useFakeTimers({ now: hostNow + laptopError });
    const { result } = renderHook(() => useClassClock(cls, -laptopError));
    expect(result.current).toMatchObject({ countdown: { days: 0, clock: '00:15:02' }, phase: 'waiting', hostNowMs: hostNow });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ countdown: { days: 0, clock: '00:15:01' }, phase: 'waiting' });

    // The enter window opens exactly 15 min before the start.
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ countdown: { days: 0, clock: '00:15:00' }, phase: 'open' });

    act(() => vi.advanceTimersByTime(15 * 60_000));
    expect(result.current).toMatchObject({ countdown: { days: 0, clock: '00:00:00' }, phase: 'in-progress' });

    act(() => vi.advanceTimersByTime(HOUR));
    expect(result.current).toMatchObject({ countdown: { days: 0, clock: '00:00:00' }, phase: 'over' });
  });
});
