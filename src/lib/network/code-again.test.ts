import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCodeAgain } from './code-again';
import type { ConnectivityStore } from './connectivity';
import { BACKOFF_CAP_MS } from './recovery-policy';

/** A device judged `offline` at first, whose own origin answers the failure's ask as `answers` says. */
function setup({ offline = false, answers = true } = {}) {
  let judgedOffline = offline;
  const ownOriginFailed = vi.fn(async () => {
    judgedOffline = !answers;
  });
  const connectivity = { isOffline: () => judgedOffline, ownOriginFailed } as unknown as ConnectivityStore;
  const page = Object.assign(new EventTarget(), { hidden: false });
  const code = createCodeAgain({ connectivity, random: () => 0.5, page: page as unknown as Document });
  const told = vi.fn();
  code.subscribe(told);
  const show = (hidden: boolean) => {
    page.hidden = hidden;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { code, told, ownOriginFailed, show };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('code that could not be downloaded with the device judged online is asked again by itself', () => {
  it.each([
    { case: 'the device judged offline: its return tells, the own origin is not asked', offline: true, answers: true, asked: 0 },
    { case: 'the own origin silent: judged offline, its return tells', offline: false, answers: false, asked: 1 },
  ])('$case', async ({ offline, answers, asked }) => {
    const { code, told, ownOriginFailed } = setup({ offline, answers });
    await code.failed();
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 2);
    expect(told).not.toHaveBeenCalled();
    expect(ownOriginFailed).toHaveBeenCalledTimes(asked);
  });

  it('the own origin answering: asked again on the backoff with jitter (0.5 of 1 s, 2 s, 4 s… up to 30 s), anew once code came', async () => {
    const { code, told } = setup();
    const waits: number[] = [];
    for (let failure = 1; failure <= 7; failure += 1) {
      await code.failed();
      const before = told.mock.calls.length;
      let waited = 0;
      while (told.mock.calls.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    code.loaded();
    await code.failed();
    await vi.advanceTimersByTimeAsync(499);
    expect(told).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(1);
    expect(told).toHaveBeenCalledTimes(8);
  });

  it('a screen and a part failing at once are told together, once', async () => {
    const { code, told } = setup();
    await Promise.all([code.failed(), code.failed()]);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a hidden page is not told; shown again, at once', async () => {
    const { code, told, show } = setup();
    show(true);
    await code.failed();
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 2);
    expect(told).not.toHaveBeenCalled();
    show(true);
    expect(told).not.toHaveBeenCalled();
    show(false);
    expect(told).toHaveBeenCalledTimes(1);
    show(true);
    show(false);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
