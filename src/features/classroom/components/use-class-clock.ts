import { useNow } from '@/lib/hooks/use-now';
import type { Countdown } from '@/lib/time/countdown';
import { classPhase, type ClassPhase, type PhaseInput } from '../model/class-phase';
import { serverNow, startCountdown } from '../model/server-clock';

export interface ClassClock {
  phase: ClassPhase;
  /** Days and "hh:mm:ss" until the start; 0 days "00:00:00" from the start on. */
  countdown: Countdown;
  /** The host's now, for the enter check at tap time. */
  hostNowMs: number;
}

/** Re-reads the local clock every second and corrects it by the host offset. */
export function useClassClock(cls: PhaseInput, offsetMs: number): ClassClock {
  const local = useNow(1000).getTime();
  const hostNowMs = serverNow(local, offsetMs);
  return { phase: classPhase(cls, hostNowMs), countdown: startCountdown(cls.startAt, local, offsetMs), hostNowMs };
}
