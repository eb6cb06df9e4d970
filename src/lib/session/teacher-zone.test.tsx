import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offsetAtMs } from '@/lib/time/zone-offset';
import { useTeacherZone } from './teacher-zone';
import { defaultWork } from './zone-keep';

describe('useTeacherZone', () => {
  it('the same zone across renders, a new one once a table the page drew with was replaced', () => {
    const { result, rerender } = renderHook(() => useTeacherZone());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    const zone = { tzOffset: 0, dstStart: null, dstEnd: null, timezone: 'Pacific/Chatham' };
    act(() => defaultWork(() => true).replace({ zone: 'Pacific/Chatham', from: 0, to: 4e12, offsets: [[0, 1]] }));
    expect(result.current).not.toBe(first);
    expect(result.current).toMatchObject({ tzOffset: 0, dstStart: null, dstEnd: null, timezone: null });
    expect(offsetAtMs(1e12, zone)).toBe(1);
  });
});
