import { STATUS } from '@/lib/kept-paint/kept-paint';
import type { ScheduleState } from '../model/schedule-state';
import classes from './schedule-status.module.css';

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
