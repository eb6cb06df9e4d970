import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay, createRecoveryPolicy, parseRetryAfter, RETRY_AFTER_MAX_MS } from './recovery-policy';

const top = () => 0.999_999;
const bottom = () => 0;

describe('backoffDelay: full jitter from about 1 s, doubling, capped at 30 s', () => {
  it.each([
    { failures: 1, most: 1_000 },
    { failures: 2, most: 2_000 },
    { failures: 3, most: 4_000 },
    { failures: 5, most: 16_000 },
    { failures: 6, most: BACKOFF_CAP_MS },
    { failures: 60, most: BACKOFF_CAP_MS },
    { failures: 5_000, most: BACKOFF_CAP_MS }, // 2^5000 is Infinity: still the cap
    { failures: 0, most: 1_000 }, // a caller's miscount never waits less than the first
  ])('after $failures failures: up to $most ms, down to 0', ({ failures, most }) => {
    expect(backoffDelay(failures, top)).toBeCloseTo(most, -1);
    expect(backoffDelay(failures, bottom)).toBe(0);
    expect(backoffDelay(failures, () => 0.5)).toBeCloseTo(most / 2, 5);
  });

  it.each([
    { case: 'the host’s word is the least wait', retryAfterMs: 20_000, random: bottom, delay: 20_000 },
    { case: 'spread over half as much again', retryAfterMs: 20_000, random: top, delay: 30_000 },
    { case: 'a long wait spreads over half the cap', retryAfterMs: 120_000, random: top, delay: 135_000 },
    { case: 'an hour is taken as 5 minutes', retryAfterMs: 3_600_000, random: bottom, delay: RETRY_AFTER_MAX_MS },
    { case: 'Retry-After: 0 asks at once', retryAfterMs: 0, random: top, delay: 0 },
  ])('Retry-After: $case', ({ retryAfterMs, random, delay }) => expect(backoffDelay(1, random, retryAfterMs)).toBeCloseTo(delay, -1));
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-12-05T12:00:00Z');
  it.each([
    { value: '30', ms: 30_000 },
    { value: ' 5 ', ms: 5_000 },
    { value: '0', ms: 0 },
    { value: 'Sat, 05 Dec 2026 12:01:00 GMT', ms: 60_000 },
    { value: 'Sat, 05 Dec 2026 11:59:00 GMT', ms: 0 }, // a date gone by: at once
    { value: '-5', ms: undefined },
    { value: '1.5', ms: undefined },
    { value: 'soon', ms: undefined },
    { value: '', ms: undefined },
    { value: null, ms: undefined },
    { value: undefined, ms: undefined },
  ])('$value', ({ value, ms }) => expect(parseRetryAfter(value, now)).toBe(ms));
});

describe('createRecoveryPolicy: one tab, one host', () => {
  it('asks again after each failure, later each time, until the host answers; then starts from the first again', () => {
    const policy = createRecoveryPolicy({ random: top });
    const waits = [1, 2, 3, 4, 5, 6, 7].map(() => policy.failed());
    expect(waits.map((next) => (next.ask ? Math.round(next.inMs / 1000) : null))).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(policy.answered()).toEqual({ ask: false });
    expect(policy.failed()).toEqual({ ask: true, inMs: expect.closeTo(1_000, -1) });
  });

  it.each([
    { case: 'a hidden tab asks nothing', events: (p: ReturnType<typeof createRecoveryPolicy>) => [p.visibility(false), p.failed()] },
    { case: 'an offline device asks nothing', events: (p: ReturnType<typeof createRecoveryPolicy>) => [p.device(false), p.failed()] },
    {
      case: 'shown again with nothing waiting: nothing to ask',
      events: (p: ReturnType<typeof createRecoveryPolicy>) => [p.visibility(false), p.visibility(true)],
    },
    {
      case: 'back online after the host answered: nothing to ask',
      events: (p: ReturnType<typeof createRecoveryPolicy>) => [p.failed(), p.answered(), p.device(false), p.device(true)],
    },
  ])('$case', ({ events }) => {
    const policy = createRecoveryPolicy({ random: top });
    expect(events(policy).at(-1)).toEqual({ ask: false });
  });

  it.each([
    { case: 'the tab shown again', leave: 'visibility' as const },
    { case: 'the device back online', leave: 'device' as const },
  ])('$case: asks once at once, and keeps its backoff for the next', ({ leave }) => {
    const policy = createRecoveryPolicy({ random: top });
    for (let i = 0; i < 4; i++) policy.failed();
    policy[leave](false);
    expect(policy.failed()).toEqual({ ask: false });
    expect(policy[leave](true)).toEqual({ ask: true, inMs: 0 });
    expect(policy[leave](true)).toEqual({ ask: false }); // no second event, no second ask
    const next = policy.failed();
    expect(next.ask && next.inMs).toBeCloseTo(BACKOFF_CAP_MS, -1); // the 6th failure in a row
  });

  it('a Retry-After is honoured on the ask it came with', () => {
    const policy = createRecoveryPolicy({ random: bottom });
    expect(policy.failed(45_000)).toEqual({ ask: true, inMs: 45_000 });
    expect(policy.failed()).toEqual({ ask: true, inMs: 0 });
  });
});
