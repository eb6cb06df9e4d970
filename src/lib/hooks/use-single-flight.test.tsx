import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/deferred';
import { useSingleFlight } from './use-single-flight';

const setup = () => renderHook(() => useSingleFlight());
type Answer = ReturnType<typeof deferred<void>>;

describe('useSingleFlight', () => {
  it('runs a task and is busy until it settles', async () => {
    const { result } = setup();
    const answer = deferred();
    const task = vi.fn(() => answer.promise);
    expect(result.current[0]).toBe(false);
    let done!: Promise<void>;
    act(() => {
      done = result.current[1](task);
    });
    expect(task).toHaveBeenCalledOnce();
    expect(result.current[0]).toBe(true);
    await act(async () => {
      answer.resolve();
      await done;
    });
    expect(result.current[0]).toBe(false);
  });

  it('drops a second call while the first runs, in the same tick (a double click)', async () => {
    const { result } = setup();
    const answer = deferred();
    const first = vi.fn(() => answer.promise);
    const second = vi.fn(() => Promise.resolve());
    let done!: Promise<void>;
    act(() => {
      done = result.current[1](first);
      void result.current[1](second);
    });
    // Also after a render: the second tap of a slow double click.
    await act(async () => {
      await result.current[1](second);
    });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      answer.resolve();
      await done;
    });
  });

  it.each([
    ['a success', (answer: Answer) => answer.resolve()],
    ['a failure', (answer: Answer) => answer.reject(new Error('refused'))],
  ])('is released after %s: the next call runs, and run itself never rejects', async (_, settle) => {
    const { result } = setup();
    const answer = deferred();
    let done!: Promise<void>;
    act(() => {
      done = result.current[1](() => answer.promise);
    });
    await act(async () => {
      settle(answer);
      await expect(done).resolves.toBeUndefined();
    });
    expect(result.current[0]).toBe(false);
    const next = vi.fn(() => Promise.resolve());
    await act(async () => {
      await result.current[1](next);
    });
    expect(next).toHaveBeenCalledOnce();
  });

  it('a task that throws before its first await is released too', async () => {
    const { result } = setup();
    await act(async () => {
      await result.current[1](() => {
        throw new Error('at once');
      });
    });
    expect(result.current[0]).toBe(false);
    const next = vi.fn(() => Promise.resolve());
    await act(async () => {
      await result.current[1](next);
    });
    expect(next).toHaveBeenCalledOnce();
  });

  it('tells the task when its component unmounted, and settles quietly afterwards', async () => {
    const { result, unmount } = setup();
    const answer = deferred();
    const seen: boolean[] = [];
    const error = vi.spyOn(console, 'error');
    let done!: Promise<void>;
    act(() => {
      done = result.current[1](async (unmounted) => {
        seen.push(unmounted.aborted);
        await answer.promise;
        seen.push(unmounted.aborted);
      });
    });
    unmount();
    answer.resolve();
    await done;
    expect(seen).toEqual([false, true]);
    expect(error).not.toHaveBeenCalled();
  });
});
