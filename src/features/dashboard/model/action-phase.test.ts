import { describe, expect, it } from 'vitest';
import {
  actionPhase,
  type ActionPhase,
  cancelReason,
  cancelState,
  type CancelState,
  entryState,
  type EntryState,
  nextPhaseChange,
  unavailableReason,
} from './action-phase';

const START = Date.parse('2026-06-10T14:00:00.000Z');
const END = Date.parse('2026-06-10T15:00:00.000Z');
const span = { startMs: START, endMs: END };
const SECOND = 1_000;
const DAY = 86_400_000;
const MINUTE = 60_000;

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

describe('cancelState: open until 24 h before the start, then the rule says why not', () => {
  it.each<[string, number, boolean, CancelState, string | null]>([
    ['two days before', START - 2 * DAY, false, 'open', null],
    ['24:00:01 before', START - DAY - SECOND, false, 'open', null],
    ['exactly 24 h before: still cancels, as the host decides', START - DAY, false, 'open', null],
    ['1 ms inside 24 h', START - DAY + 1, false, 'within-24h', 'dashboard:actions.cancelWithin24h'],
    ['23:59:59 before', START - DAY + SECOND, false, 'within-24h', 'dashboard:actions.cancelWithin24h'],
    ['1 s before the start', START - SECOND, false, 'within-24h', 'dashboard:actions.cancelWithin24h'],
    ['at the start: in progress', START, false, 'started', 'dashboard:actions.cancelStarted'],
    ['1 ms before the end', END - 1, false, 'started', 'dashboard:actions.cancelStarted'],
    ['at the end: over (the phase says why)', END, false, 'over', null],
    ['ended by the teacher', START + 60_000, true, 'over', null],
    ['ended by the host before its start', START - 2 * DAY, true, 'over', null],
  ])('%s -> %s', (_, now, ended, state, reason) => {
    expect(cancelState(span, now, ended)).toBe(state);
    expect(cancelReason(state)).toBe(reason);
  });

  it('an unreadable start refuses, as within 24 h; an unreadable end is over', () => {
    expect(cancelState({ startMs: NaN, endMs: END }, START - 2 * DAY)).toBe('within-24h');
    expect(cancelState({ startMs: START, endMs: NaN }, START - 2 * DAY)).toBe('over');
  });
});

describe('entryState: the waiting room until the classroom opens 15 min before the start, then Enter until the end', () => {
  it.each<[string, number, boolean, EntryState]>([
    ['a day before', START - DAY, false, 'waiting-room'],
    ['2½ h before (the issue’s card)', START - 150 * MINUTE, false, 'waiting-room'],
    ['15 min and 1 ms before', START - 15 * MINUTE - 1, false, 'waiting-room'],
    ['exactly 15 min before: the classroom opens', START - 15 * MINUTE, false, 'enter'],
    ['at the start', START, false, 'enter'],
    ['1 ms before the end', END - 1, false, 'enter'],
    ['at the end', END, false, 'waiting-room'],
    ['ended by the teacher during its time', START + MINUTE, true, 'waiting-room'],
  ])('%s -> %s', (_, now, ended, expected) => {
    expect(entryState(span, now, ended)).toBe(expected);
  });

  it('unreadable times never offer Enter', () => {
    expect(entryState({ startMs: NaN, endMs: END }, START)).toBe('waiting-room');
    expect(entryState({ startMs: START, endMs: NaN }, START)).toBe('waiting-room');
  });
});

describe('nextPhaseChange', () => {
  it.each<[string, { startMs: number; endMs: number }, number, number | null]>([
    ['more than 24 h before: the first instant Cancel is closed', span, START - 2 * DAY, START - DAY + 1],
    ['exactly 24 h before (still open): 1 ms later', span, START - DAY, START - DAY + 1],
    ['1 ms inside 24 h: the classroom opening', span, START - DAY + 1, START - 15 * MINUTE],
    ['1 ms before the classroom opens: its opening', span, START - 15 * MINUTE - 1, START - 15 * MINUTE],
    ['as the classroom opens: the start', span, START - 15 * MINUTE, START],
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

describe('nextPhaseChange lands where the states change', () => {
  it('each change it names is the first instant of a new phase or cancel state, from two days before to the end', () => {
    const states = (now: number) => `${actionPhase(span, now)}/${cancelState(span, now)}/${entryState(span, now)}`;
    let now = START - 2 * DAY;
    const changes: number[] = [];
    for (let next = nextPhaseChange(span, now); next !== null; next = nextPhaseChange(span, now)) {
      expect(states(next)).not.toBe(states(next - 1));
      expect(states(next - 1)).toBe(states(now)); // nothing changed in between
      changes.push(next);
      now = next;
    }
    expect(changes).toEqual([START - DAY + 1, START - 15 * MINUTE, START, END]);
  });
});
