import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useOpenAfterMount } from './use-open-after-mount';

/** Logs every commit's `open`, and what a layout effect declared before the hook saw. */
function Probe({ ready, log }: { ready?: boolean; log: string[] }) {
  useLayoutEffect(() => void (ready !== false && log.push('before open')), [ready, log]);
  const open = useOpenAfterMount(ready);
  useLayoutEffect(() => void log.push(`open ${open}`));
  return null;
}

describe('useOpenAfterMount', () => {
  it('is closed on the mounting commit and open on the next, the earlier layout effect in between', () => {
    const log: string[] = [];
    render(<Probe log={log} />);
    expect(log).toEqual(['before open', 'open false', 'open true']);
  });

  it('waits for ready, then opens on the commit after it', async () => {
    const log: string[] = [];
    const { rerender } = render(<Probe ready={false} log={log} />);
    expect(log).toEqual(['open false']);
    await act(async () => rerender(<Probe ready log={log} />));
    expect(log).toEqual(['open false', 'before open', 'open false', 'open true']);
  });
});
