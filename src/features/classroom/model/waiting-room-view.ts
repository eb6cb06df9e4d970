import type { ClassPhase } from './class-phase';

/** What the waiting room shows in a phase: one state, never two that contradict each other. */
export interface WaitingRoomView {
  /** "The class starts in hh:mm:ss": only before the start. */
  countdown: boolean;
  /** The phase line (classroom:phase.*). */
  status: 'waiting' | 'open' | 'in-progress' | 'over' | 'ended';
  /** Enter classroom: before the start too, where a tap too early gets spec 8's refusal. */
  enter: boolean;
  /** End class: only while it runs. */
  end: boolean;
  /** What to do once it is over: homework, evaluations, the replay. */
  afterClass: boolean;
}

export function waitingRoomView(phase: ClassPhase, ended: boolean): WaitingRoomView {
  switch (phase) {
    case 'waiting':
    case 'open':
      return { countdown: true, status: phase, enter: true, end: false, afterClass: false };
    case 'in-progress':
      return { countdown: false, status: 'in-progress', enter: true, end: true, afterClass: false };
    case 'over':
      return { countdown: false, status: ended ? 'ended' : 'over', enter: false, end: false, afterClass: true };
  }
}
