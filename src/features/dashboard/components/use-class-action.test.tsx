import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import { deferred } from '@/test/deferred';
import { useEnglish } from '@/test/render-app';
import { CANCEL_DONE, cancelFailure, END_DONE, endFailure, notifyDone, notifyFailure } from '../model/action-feedback';
import { type ClassAction, useClassAction } from './use-class-action';

beforeAll(useEnglish);

const ACTIONS = {
  cancel: { done: CANCEL_DONE, failure: cancelFailure },
  end: { done: END_DONE, failure: endFailure },
  notify: { done: notifyDone(1), failure: notifyFailure },
} satisfies Record<string, Pick<ClassAction, 'done' | 'failure'>>;

/** The hook over a host call the test settles, recording what happens in order. */
function setup(action: keyof typeof ACTIONS) {
  const steps: string[] = [];
  const answer = deferred<unknown>();
  const send = vi.fn((classId: number) => {
    steps.push(`send ${classId}`);
    return answer.promise;
  });
  vi.spyOn(notifications, 'show').mockImplementation((shown) => {
    steps.push(`say ${shown.color}: ${[shown.title, shown.message].filter(Boolean).join(' / ')}`);
    return '';
  });
  const hook = renderHook(() =>
    useClassAction({ ...ACTIONS[action], send, onDone: () => steps.push('done'), onSettled: () => steps.push('settled') }),
  );
  return { steps, answer, send, hook };
}

const refusal = (code: string) => new ApiError('refused', 200, 'refused', code);
const lost = new ApiError('network', FAILURE_STATUS, 'lost');

describe('useClassAction', () => {
  it.each([
    ['cancel', 'succeeds', null, ['send 7', 'say teal: Successfully canceled', 'done', 'settled']],
    [
      'cancel',
      'is refused after the deadline',
      refusal('CANCEL_WINDOW_CLOSED'),
      ['send 7', expect.stringMatching(/^say orange: This class cannot be cancelled! \/ /), 'settled'],
    ],
    ['cancel', 'fails', lost, ['send 7', 'say red: Try again later! Error code: -10000', 'settled']],
    ['end', 'succeeds', null, ['send 7', 'say teal: Class is over', 'done', 'settled']],
    ['end', 'fails', lost, ['send 7', expect.stringMatching(/^say red: /), 'settled']],
    ['notify', 'succeeds', null, ['send 7', 'say teal: The student has been notified.', 'done', 'settled']],
    [
      'notify',
      'is refused outside class time',
      refusal('NOT_IN_CLASS_TIME'),
      ['send 7', expect.stringMatching(/^say orange: /), 'settled'],
    ],
  ] as const)('%s %s: the outcome is said once, then the dialog may close', async (action, _, error, expected) => {
    const { steps, answer, hook } = setup(action);
    let acted!: Promise<void>;
    act(() => {
      acted = hook.result.current[1](7);
    });
    expect(hook.result.current[0]).toBe(true);
    await act(async () => {
      if (error) answer.reject(error);
      else answer.resolve(undefined);
      await acted;
    });
    expect(steps).toEqual(expected);
    expect(hook.result.current[0]).toBe(false);
  });

  it('a second tap while the first runs sends nothing', async () => {
    const { send, answer, hook } = setup('notify');
    let acted!: Promise<void>;
    act(() => {
      acted = hook.result.current[1](7);
      void hook.result.current[1](7);
    });
    await act(async () => {
      answer.resolve(undefined);
      await acted;
    });
    expect(send).toHaveBeenCalledOnce();
  });

  it('says the outcome even after the button left the screen (a cancelled class leaves the list)', async () => {
    const { steps, answer, hook } = setup('cancel');
    let acted!: Promise<void>;
    act(() => {
      acted = hook.result.current[1](7);
    });
    hook.unmount();
    answer.resolve(undefined);
    await acted;
    expect(steps).toEqual(['send 7', 'say teal: Successfully canceled', 'done', 'settled']);
  });
});
