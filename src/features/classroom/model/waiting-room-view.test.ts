import { describe, expect, it } from 'vitest';
import type { ClassPhase } from './class-phase';
import { waitingRoomView, type WaitingRoomView } from './waiting-room-view';

describe('waitingRoomView', () => {
  it.each<[ClassPhase, boolean, WaitingRoomView]>([
    ['waiting', false, { countdown: true, status: 'waiting', enter: 'later', end: false, afterClass: false }],
    ['open', false, { countdown: true, status: 'open', enter: 'open', end: false, afterClass: false }],
    ['in-progress', false, { countdown: false, status: 'in-progress', enter: 'open', end: true, afterClass: false }],
    ['over', false, { countdown: false, status: 'over', enter: null, end: false, afterClass: true }],
    ['over', true, { countdown: false, status: 'ended', enter: null, end: false, afterClass: true }],
  ])('%s (ended: %s)', (phase, ended, expected) => {
    expect(waitingRoomView(phase, ended)).toEqual(expected);
  });

  it.each<ClassPhase>(['waiting', 'open', 'in-progress', 'over'])(
    '%s: never a countdown beside the class running or over, never End beside a countdown',
    (phase) => {
      const view = waitingRoomView(phase, false);
      expect(view.countdown && (view.status === 'in-progress' || view.afterClass)).toBe(false);
      expect(view.countdown && view.end).toBe(false);
    },
  );
});
