import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { DayOff } from '@/entities/days-off/model/days-off';
import { saveDayOff } from '@/entities/days-off/store/days-off-store';
import { deleteSlot } from '../api/delete-slot';
import { canTryAgain, settleClosed, type SlotOutcome } from '../model/copy-batch';
import type { BookingSlot } from '../model/slot';
import { sendThenRead, useWeekBatch } from './use-week-batch';

export interface TimeOffSend {
  /** The time off, without what it keeps open (that is this batch's to say). */
  entry: DayOff;
  /** Its open slots to close: all of them, or on Try again those the host did not answer. */
  slots: BookingSlot[];
  /** Where it is kept (days-off-store.ts `daysOffKeyNow`), taken when the batch starts. */
  key: string | null;
  nowMs: number;
}

export interface TimeOffSent {
  entry: DayOff;
  slots: BookingSlot[];
  outcomes: SlotOutcome[];
}

/**
 * Time off recorded as what happened (issue 47.2): kept before the first close with every slot still bookable,
 * and after the last with those the host did not close, so the span says so until they are.
 */
async function closeSlots(client: QueryClient, { entry, slots, key, nowMs }: TimeOffSend): Promise<TimeOffSent> {
  const record = (open: BookingSlot[]) =>
    saveDayOff(open.length > 0 ? { ...entry, open: open.map((s) => ({ id: s.id, startMs: s.startMs })) } : entry, nowMs, key);
  record(slots);
  const { outcomes, week } = await sendThenRead(client, slots, (slot) => deleteSlot(slot.id));
  const settled = week ? settleClosed(slots, outcomes, week) : outcomes;
  record(slots.filter((_, i) => canTryAgain(settled[i]!)));
  return { entry, slots, outcomes: settled };
}

/** The time off's batch (use-week-batch.ts): it goes on, and waits to be seen, when its dialog goes. */
export function useTimeOffBatch() {
  const client = useQueryClient();
  return useWeekBatch<TimeOffSend, TimeOffSent>('off', (input) => closeSlots(client, input));
}
