import { describe, expect, it } from 'vitest';
import { canEnter, classPhase, type ClassPhase } from './class-phase';

const cls = { startAt: '2026-06-10T14:00:00.000Z', endAt: '2026-06-10T15:00:00.000Z', ended: false };
const at = (iso: string) => Date.parse(iso);

describe('classPhase and canEnter (enter window [start - 15 min, end))', () => {
  it.each<[string, string, ClassPhase, boolean]>([
    ['a week before', '2026-06-03T14:00:00.000Z', 'waiting', false],
    ['15 min + 1 ms before', '2026-06-10T13:44:59.999Z', 'waiting', false],
    ['exactly 15 min before', '2026-06-10T13:45:00.000Z', 'open', true],
    ['1 ms before the start', '2026-06-10T13:59:59.999Z', 'open', true],
    ['at the start', '2026-06-10T14:00:00.000Z', 'in-progress', true],
    ['1 ms before the end', '2026-06-10T14:59:59.999Z', 'in-progress', true],
    ['at the end', '2026-06-10T15:00:00.000Z', 'over', false],
    ['a day later', '2026-06-11T15:00:00.000Z', 'over', false],
  ])('%s -> %s', (_, now, phase, enter) => {
    expect(classPhase(cls, at(now))).toBe(phase);
    expect(canEnter(classPhase(cls, at(now)))).toBe(enter);
  });

  it('a class the teacher ended is over even inside its time', () => {
    expect(classPhase({ ...cls, ended: true }, at('2026-06-10T14:30:00.000Z'))).toBe('over');
  });

  it('unreadable times count as over', () => {
    expect(classPhase({ startAt: 'x', endAt: 'y', ended: false }, at('2026-06-10T14:30:00.000Z'))).toBe('over');
  });
});
