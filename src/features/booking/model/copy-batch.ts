/**
 * Sending a reviewed copy (issue 41): one request per slot, one after another, so each slot's answer is
 * its own (the host opens a batch whole or not at all) and a refusal stops no other slot. A transport
 * failure stops the batch: what the host did with the slot in flight is unknown until the week is read
 * again (`settle`). A retry sends the same body, so it carries the same Idempotency-Key (lib/http) and
 * the host replays its first answer; a slot another tab opened meanwhile is refused as an overlap.
 */
import type { Interval } from './overlap';

export type SlotOutcome =
  | { kind: 'opened' }
  /** The host's refusal, as a booking message key (refusal.ts). */
  | { kind: 'refused'; key: string }
  /** No answer came (or none was asked for after one failed): the re-read week decides. */
  | { kind: 'unknown' }
  /** The re-read week has no such slot. */
  | { kind: 'notOpened' };

/** Sends each slot in order; `send` resolves when opened, throws a refusal key (string) or a transport error. */
export async function sendEach<T>(
  items: readonly T[],
  send: (item: T) => Promise<void>,
  keyOf: (error: unknown) => string | null,
): Promise<SlotOutcome[]> {
  const outcomes: SlotOutcome[] = items.map(() => ({ kind: 'unknown' }));
  for (const [i, item] of items.entries()) {
    try {
      await send(item);
      outcomes[i] = { kind: 'opened' };
    } catch (error) {
      const key = keyOf(error);
      if (!key) break; // no answer: neither this slot nor the rest is known; the week is read again
      outcomes[i] = { kind: 'refused', key };
    }
  }
  return outcomes;
}

/** After the week was read again: a slot of unknown outcome that now exists was opened, else it was not. */
export function settle(items: readonly Interval[], outcomes: readonly SlotOutcome[], week: readonly Interval[]): SlotOutcome[] {
  return outcomes.map((outcome, i) => {
    if (outcome.kind !== 'unknown') return outcome;
    const item = items[i]!;
    return week.some((s) => s.startMs === item.startMs && s.endMs === item.endMs) ? { kind: 'opened' } : { kind: 'notOpened' };
  });
}

/** After the week was read again, for closes (time off): a slot of unknown outcome that is gone was closed, else it was not. */
export function settleClosed(
  items: readonly { id: number }[],
  outcomes: readonly SlotOutcome[],
  week: readonly { id: number }[],
): SlotOutcome[] {
  return outcomes.map((outcome, i) => {
    if (outcome.kind !== 'unknown') return outcome;
    return week.some((s) => s.id === items[i]!.id) ? { kind: 'notOpened' } : { kind: 'opened' };
  });
}

/**
 * Whether Try again can change a slot's outcome: one the host never answered. Not a refusal (a booked slot, one
 * already gone, an overlap): sent again, it is refused again.
 */
export const canTryAgain = (outcome: SlotOutcome): boolean => outcome.kind === 'notOpened' || outcome.kind === 'unknown';
