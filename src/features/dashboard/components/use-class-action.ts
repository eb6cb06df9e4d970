import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import type { Feedback } from '../model/action-feedback';
import { useShowFeedback } from './use-show-feedback';

export interface ClassAction {
  /** The host call: a mutation's mutateAsync, which settles after its cache is refreshed. */
  send: (classId: number) => Promise<unknown>;
  /** Said when the host did it. */
  done: Feedback;
  /** Said when it did not: the refusal's own words, else the failure's. */
  failure: (error: unknown) => Feedback;
  /** After `done` was said (the waiting room reloads the class). */
  onDone?: (() => void) | undefined;
  /** After the outcome was said, either way (the confirm dialog closes). */
  onSettled?: (() => void) | undefined;
}

/**
 * The one flow of cancel, end and notify: one call at a time, the outcome said as a notification.
 * The outcome is said even when the card has left the list meanwhile (a cancelled class does), so
 * it ignores the unmount signal. `busy` drives the button's and the dialog's loading state.
 */
export function useClassAction({
  send,
  done,
  failure,
  onDone,
  onSettled,
}: ClassAction): [busy: boolean, act: (classId: number) => Promise<void>] {
  const show = useShowFeedback();
  const [busy, run] = useSingleFlight();
  const act = (classId: number) =>
    run(async () => {
      try {
        await send(classId);
        show(done);
        onDone?.();
      } catch (error) {
        show(failure(error), error);
      } finally {
        onSettled?.();
      }
    });
  return [busy, act];
}
