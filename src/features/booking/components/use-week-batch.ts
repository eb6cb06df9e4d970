import { type MutationState, type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { identityScope, scopedKey } from '@/lib/query/identity-scope';
import { appointmentGroupsQueryOptions } from '../api/get-appointment-groups';
import { sendEach, type SlotOutcome } from '../model/copy-batch';
import { refusalKey } from '../model/refusal';
import { type BookingSlot, toSlots } from '../model/slot';

/** The week's two batches: a copy opens slots, time off closes them. */
export type WeekBatchKind = 'copy' | 'off';

/**
 * A batch is a mutation of the current identity (issue 47.3): it lives in the query client, not in the dialog, so it
 * goes on when the dialog or the screen goes and its result waits there. A switch or sign-out clears the mutations
 * (lib/query/identity-scope.ts): nothing of it shows to another identity.
 */
export const weekBatchKey = (kind: WeekBatchKind) => scopedKey('booking', 'week-batch', kind);

/** The kind's batch on its way, by its mutation id, or null (read from the cache at once: a state's update comes a tick late). */
export const weekBatchSending = (client: QueryClient, kind: WeekBatchKind): number | null =>
  client.getMutationCache().find({ mutationKey: weekBatchKey(kind), exact: true, status: 'pending' })?.mutationId ?? null;

/** Forgets the kind's finished batches (seen, then closed); one on its way stays. */
export function dismissWeekBatch(client: QueryClient, kind: WeekBatchKind): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: weekBatchKey(kind), exact: true })) {
    if (mutation.state.status !== 'pending') cache.remove(mutation);
  }
}

/**
 * The kind's newest batch as its dialog shows it: on its way (`sending`: what it sends), or answered (`result`).
 * `send` goes through the house's single flight: a second tap, or a batch already on its way, sends nothing.
 */
export function useWeekBatch<I, R>(kind: WeekBatchKind, run: (input: I) => Promise<R>) {
  const client = useQueryClient();
  const mutationKey = weekBatchKey(kind);
  const [, once] = useSingleFlight();
  // Kept until dismissed: a result nobody has seen yet is never collected.
  const { mutateAsync } = useMutation({ mutationKey, mutationFn: run, gcTime: Number.POSITIVE_INFINITY });
  const latest = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => ({ id: mutation.mutationId, ...(mutation.state as MutationState<R, Error, I>) }),
  }).at(-1);
  return {
    /** What the batch on its way sends, and its id (the dialog was asked to close during that one). */
    sending: latest?.status === 'pending' ? { id: latest.id, input: latest.variables! } : undefined,
    result: latest?.status === 'success' ? latest.data : undefined,
    send: (input: I) =>
      once(async () => {
        if (weekBatchSending(client, kind) === null) await mutateAsync(input);
      }),
    dismiss: () => dismissWeekBatch(client, kind),
  };
}

/**
 * Sends each item (copy-batch.ts), then reads the week again to settle what no answer said, as the identity that
 * sent only: after a switch, the week read would be another teacher's.
 */
export async function sendThenRead<T>(
  client: QueryClient,
  items: readonly T[],
  send: (item: T) => Promise<void>,
): Promise<{ outcomes: SlotOutcome[]; week: BookingSlot[] | null }> {
  const scope = identityScope();
  const outcomes = await sendEach(items, send, refusalKey);
  if (items.length === 0 || identityScope() !== scope) return { outcomes, week: null };
  const week = await client.fetchQuery({ ...appointmentGroupsQueryOptions(), staleTime: 0 }).then(toSlots, () => null);
  return { outcomes, week };
}
