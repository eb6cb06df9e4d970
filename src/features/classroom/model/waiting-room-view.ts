import type { ClassPhase } from './class-phase';

/** What the waiting room shows in a phase: one state, never two that contradict each other. */
export interface WaitingRoomView {
  /** "The class starts in hh:mm:ss": only before the start. */
  countdown: boolean;
  /** The phase line (classroom:phase.*). */
  status: 'waiting' | 'open' | 'in-progress' | 'over' | 'ended';
  /**
   * Enter classroom: 'open' in the enter window; 'later' before it, shown unavailable beside the time
   * it opens (a tap could only be refused); null once the class is over.
   */
  enter: 'open' | 'later' | null;
  /** End class: only while it runs. */
  end: boolean;
  /** What to do once it is over: homework, evaluations, the replay. */
  afterClass: boolean;
}

export function waitingRoomView(phase: ClassPhase, ended: boolean): WaitingRoomView {
  switch (phase) {
    case 'waiting':
      return { countdown: true, status: phase, enter: 'later', end: false, afterClass: false };
    case 'open':
      return { countdown: true, status: phase, enter: 'open', end: false, afterClass: false };
    case 'in-progress':
      return { countdown: false, status: 'in-progress', enter: 'open', end: true, afterClass: false };
    case 'over':
      return { countdown: false, status: ended ? 'ended' : 'over', enter: null, end: false, afterClass: true };
  }
}
