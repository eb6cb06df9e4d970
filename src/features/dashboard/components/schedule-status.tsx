import { STATUS } from '@/lib/kept-paint/kept-paint';
import classes from './schedule-status.module.css';

/** Where the classes shown stand: answered by the host, the copy kept on the device (until the host answers), or kept because the network or the host is gone. */
export type ScheduleState = 'fresh' | 'kept' | 'offline' | 'hostDown';

/** Each state's words (the dashboard namespace), given the time the classes were answered and its zone. */
export const STATUS_WORDS: Record<ScheduleState, string> = {
  fresh: 'kept.fresh',
  kept: 'kept.updating',
  offline: 'offline.noNetwork',
  hostDown: 'offline.noHost',
};

/**
 * "Classes as of 18:02 (New York time)", with "— updating…" over the copy kept on the device, or "Offline —
 * showing classes as of…" when the network or the host is gone (`STATUS_WORDS`, the time named by its zone). Above
 * the classes, one line in every state. Announced politely when the classes are not fresh; a fresh answer's new
 * time is not announced (the teacher keeps reading their schedule).
 */
export function ScheduleStatus({ state, text }: { state: ScheduleState; text: string }) {
  return (
    <div
      role="status"
      aria-live={state === 'fresh' ? 'off' : 'polite'}
      className={classes.status}
      data-state={state}
      title={text}
      {...{ [STATUS]: '' }}
    >
      {text}
    </div>
  );
}
