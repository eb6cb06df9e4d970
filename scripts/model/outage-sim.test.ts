import { describe, expect, it } from 'vitest';
import { FAILURE_MODES, fixedProbe, simulateOutage } from './outage-sim';

/** Issue 46's budgets for the fleet, held on the app's own policy (src/lib/network/recovery-policy.ts). */
const SCHOOL = { tabs: 5_000, visibleShare: 0.7, outageMs: 30 * 60_000, seed: 27808 };

describe.each(FAILURE_MODES)('5,000 tabs through a 30-minute outage, the host %s', (mode) => {
  const result = simulateOutage({ ...SCHOOL, mode });

  it('after the first minute: at most 0.1 requests a second per tab in view, none from a hidden tab', () => {
    expect(result.perVisibleTab).toBeLessThanOrEqual(0.1);
    expect(result.perVisibleTab).toBeGreaterThan(0); // tabs in view do keep asking
    expect(result.perHiddenTab).toBe(0);
  });

  it('no 1 s window at the return holds more than 10 % of the tabs', () => expect(result.herdShare).toBeLessThanOrEqual(0.1));

  it('95 % of the tabs in view are back within 35 s of the host', () => expect(result.recovery.p95).toBeLessThanOrEqual(35_000));
});

describe('the simulation can fail: the fixed 1 s probe the policy replaced', () => {
  const result = simulateOutage({ ...SCHOOL, tabs: 1_000, outageMs: 5 * 60_000, mode: 'refused', policy: fixedProbe() });
  it('asks about once a second per tab, and returns as a herd', () => {
    expect(result.perVisibleTab).toBeGreaterThan(0.9);
    expect(result.herdShare).toBeGreaterThan(0.5);
  });
});

describe('simulateOutage', () => {
  it('is repeatable for a seed, and another seed gives other figures', () => {
    const small = { ...SCHOOL, tabs: 300, outageMs: 5 * 60_000, mode: '503' as const };
    expect(simulateOutage(small)).toEqual(simulateOutage(small));
    expect(simulateOutage({ ...small, seed: 1 })).not.toEqual(simulateOutage(small));
  });

  it.each([
    { case: 'no tab in view', visibleShare: 0 },
    { case: 'every tab in view', visibleShare: 1 },
  ])('$case', ({ visibleShare }) => {
    const result = simulateOutage({ ...SCHOOL, tabs: 200, outageMs: 5 * 60_000, mode: 'refused', visibleShare });
    expect(result.perHiddenTab).toBe(0);
    expect(result.visibleTabs).toBe(visibleShare * 200);
    if (visibleShare === 0) expect(result.recovery.p50).toBeNaN();
  });
});
