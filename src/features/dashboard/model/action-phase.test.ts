import { describe, expect, it } from 'vitest';
import { actionPhase, type ActionPhase, nextPhaseChange, unavailableReason } from './action-phase';

const START = Date.parse('2026-06-10T14:00:00.000Z');
const END = Date.parse('2026-06-10T15:00:00.000Z');
const span = { startMs: START, endMs: END };

describe('actionPhase', () => {
  it.each<[string, number, boolean, ActionPhase]>([
    ['a day before (tomorrow’s class)', START - 86_400_000, false, 'not-started'],
    ['1 ms before the start', START - 1, false, 'not-started'],
    ['at the start', START, false, 'in-progress'],
    ['1 ms before the end', END - 1, false, 'in-progress'],
    ['at the end', END, false, 'over'],
    ['after the end', END + 60_000, false, 'over'],
    ['ended by the teacher during its time', START + 60_000, true, 'over'],
    ['ended before its start (host state)', START - 60_000, true, 'over'],
  ])('%s -> %s', (_, now, ended, expected) => {
    expect(actionPhase(span, now, ended)).toBe(expected);
  });

  it.each<[string, { startMs: number; endMs: number }, ActionPhase]>([
    ['unreadable end: over', { startMs: START, endMs: NaN }, 'over'],
    ['unreadable start: not started', { startMs: NaN, endMs: END }, 'not-started'],
    ['both unreadable: over', { startMs: NaN, endMs: NaN }, 'over'],
  ])('%s', (_, times, expected) => {
    expect(actionPhase(times, START + 1)).toBe(expected);
  });
});

describe('unavailableReason', () => {
  it.each<[ActionPhase, string | null]>([
    ['not-started', 'dashboard:actions.notStartedReason'],
    ['in-progress', null],
    ['over', 'dashboard:actions.overReason'],
  ])('%s -> %s', (phase, key) => {
    expect(unavailableReason(phase)).toBe(key);
  });
});

describe('nextPhaseChange', () => {
  it.each<[string, { startMs: number; endMs: number }, number, number | null]>([
    ['before the start: the start', span, START - 5, START],
    ['at the start: the end', span, START, END],
    ['during: the end', span, END - 1, END],
    ['at the end: none', span, END, null],
    ['after: none', span, END + 1, null],
    ['unreadable start: the end', { startMs: NaN, endMs: END }, START, END],
    ['unreadable end: none', { startMs: START, endMs: NaN }, START - 5, null],
    ['end before start: the end, never the start', { startMs: END, endMs: START }, START - 5, START],
  ])('%s', (_, times, now, expected) => {
    expect(nextPhaseChange(times, now)).toBe(expected);
  });
});
