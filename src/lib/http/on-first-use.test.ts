import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('builds nothing until asked, then once', () => {
    const build = vi.fn(() => ({ schema: 1 }));
    const get = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, null, 0, ''])('remembers a falsy value (%s) too', (value) => {
    const build = vi.fn(() => value);
    const get = onFirstUse(build);
    get();
    expect(get()).toBe(value);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('tries again when building threw', () => {
    const build = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new Error('boom');
      })
      .mockReturnValue(2);
    const get = onFirstUse(build);
    expect(get).toThrow('boom');
    expect(get()).toBe(2);
  });
});
