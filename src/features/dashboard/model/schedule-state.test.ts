import { describe, expect, it } from 'vitest';
import { scheduleState, type ScheduleEvidence, type ScheduleState } from './schedule-state';

const none: ScheduleEvidence = { offline: false, hostDown: false, failed: false, kept: false };

describe('scheduleState: what the line above the classes says', () => {
  it.each<[string, Partial<ScheduleEvidence>, ScheduleState]>([
    ['answered by the host in this page', {}, 'fresh'],
    ['the copy restored at boot, the host not answered yet', { kept: true }, 'kept'],
    ['the device offline', { offline: true }, 'offline'],
    ['offline over the kept copy: offline, never "updating"', { offline: true, kept: true }, 'offline'],
    ['offline, the host failed too (its failure is the device’s)', { offline: true, hostDown: true, failed: true }, 'offline'],
    ['the host unavailable, met on another screen', { hostDown: true }, 'hostDown'],
    ['the list’s own ask failed', { failed: true }, 'hostDown'],
    ['the host down over the kept copy', { hostDown: true, kept: true }, 'hostDown'],
  ])('%s', (_case, evidence, state) => {
    expect(scheduleState({ ...none, ...evidence })).toBe(state);
  });
});
