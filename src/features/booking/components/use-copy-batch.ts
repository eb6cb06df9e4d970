import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createSlots } from '../api/create-slots';
import { settle, type SlotOutcome } from '../model/copy-batch';
import type { CopyLine } from '../model/copy-week';
import { sendThenRead, useWeekBatch } from './use-week-batch';

export interface CopySend {
  lines: CopyLine[];
  /** The teacher's email, as the create call asks for it (the acted-as teacher's while an admin acts). */
  email: string;
}

export interface CopySent {
  lines: CopyLine[];
  outcomes: SlotOutcome[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** One POST per line; what is shown is what exists: the week read again settles every slot whose answer was lost. */
async function openCopies(client: QueryClient, { lines, email }: CopySend): Promise<CopySent> {
  const { outcomes, week } = await sendThenRead(client, lines, async (line) => {
    const notes = line.source.notes?.trim() || line.source.groupTitle;
    await createSlots({ email, courseId: line.source.courseId!, notes, slots: [{ startAt: iso(line.startMs), endAt: iso(line.endMs) }] });
  });
  return { lines, outcomes: week ? settle(lines, outcomes, week) : outcomes };
}

/** The copy's batch (use-week-batch.ts): it goes on, and waits to be seen, when its dialog goes. */
export function useCopyBatch() {
  const client = useQueryClient();
  return useWeekBatch<CopySend, CopySent>('copy', (input) => openCopies(client, input));
}
