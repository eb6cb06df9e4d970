import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstThenAll } from './use-first-then-all';

/** Records what each commit showed: the list's length at every committed render. */
function Probe({ items, first, commits }: { items: readonly number[]; first: number; commits: number[] }) {
  const shown = useFirstThenAll(items, first);
  useLayoutEffect(() => void commits.push(shown.length));
  return (
    <ul>
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('useFirstThenAll', () => {
  it.each([
    { case: 'a long list: a row at a time', items: range(12), first: 3, commits: [3, 6, 9, 12] },
    { case: 'a last row that is not full', items: range(7), first: 3, commits: [3, 6, 7] },
    { case: 'exactly the first row: one commit', items: range(3), first: 3, commits: [3] },
    { case: 'shorter than the first row', items: range(2), first: 3, commits: [2] },
    { case: 'empty', items: [], first: 3, commits: [0] },
  ])('$case', async ({ items, first, commits }) => {
    const seen: number[] = [];
    await act(async () => {
      render(<Probe items={items} first={first} commits={seen} />);
    });
    expect(seen).toEqual(commits);
    expect(screen.queryAllByRole('listitem')).toHaveLength(items.length);
  });

  it('renders a later list whole at once', async () => {
    const seen: number[] = [];
    const { rerender } = render(<Probe items={range(12)} first={3} commits={seen} />);
    await act(async () => {});
    seen.length = 0;
    await act(async () => {
      rerender(<Probe items={range(8)} first={3} commits={seen} />);
    });
    expect(seen).toEqual([8]);
  });
});
