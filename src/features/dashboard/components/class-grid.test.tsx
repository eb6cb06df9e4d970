import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { render, screen } from '@/test/render';
import { testClassItem } from '@/entities/classes/model/class-item.fixture';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { ClassGrid } from './class-grid';

// The actions need the router and the host; what is counted here is the cards' own renders.
vi.mock('./class-actions', () => ({ ClassActions: () => null }));
// The screen's clock, ticked by the test.
const clock = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let now = new Date('2027-01-11T15:00:10Z');
  return {
    get: () => now,
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    tick: (ms: number) => {
      now = new Date(now.getTime() + ms);
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('@/lib/hooks/use-now', () => ({ useNow: () => useSyncExternalStore(clock.subscribe, clock.get) }));

const ZONE: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const NOW = clock.get();
const items = [1, 2, 3, 4, 5].map((id) => testClassItem(id, new Date(NOW.getTime() + id * 3_600_000).toISOString()));

/**
 * Each card calls the route's extras once per render of its own: a render counter. After the grid is
 * whole, a change must re-render the cards it concerns, and no other (issue 38).
 */
describe('ClassGrid re-renders a card only when its own class changes', () => {
  beforeAll(async () => {
    const i18n = await initI18n('en', 'all');
    await i18n.loadNamespaces(['dashboard', 'common']);
  });

  function mount() {
    const rendered: number[] = [];
    const extras = (item: ClassItem) => {
      rendered.push(item.id);
      return null;
    };
    const view = render(<ClassGrid items={items} zone={ZONE} stale={false} cardExtras={extras} />);
    return { rendered, extras, view };
  }

  it.each([
    { change: 'the same list again, a new array', next: () => [...items], stale: false, cards: [] },
    {
      change: 'one class changed (a new item for it)',
      next: () => items.map((i) => (i.id === 3 ? { ...i, title: 'New' } : i)),
      stale: false,
      cards: [3],
    },
    { change: 'a class left the list', next: () => items.filter((i) => i.id !== 2), stale: false, cards: [] },
    { change: 'offline: every card’s actions change', next: () => items, stale: true, cards: [1, 2, 3, 4, 5] },
  ])('$change: re-renders $cards', async ({ next, stale, cards }) => {
    const { rendered, extras, view } = mount();
    await act(async () => {});
    expect(screen.getAllByRole('article')).toHaveLength(5);
    rendered.length = 0;
    await act(async () => view.rerender(<ClassGrid items={next()} zone={ZONE} stale={stale} cardExtras={extras} />));
    expect(rendered).toEqual(cards);
  });

  it('the clock’s ticks move the "starts in" badges, not the cards', async () => {
    const { rendered, extras, view } = mount();
    await act(async () => {});
    const badges = () => [...document.querySelectorAll('.mantine-Badge-label')].map((badge) => badge.textContent?.replace(/\s+/g, ' '));
    expect(badges()[0]).toBe('in 1 h');
    rendered.length = 0;
    // The screen re-renders on a tick, with the page's list sliced again from new buckets.
    await act(async () => {
      clock.tick(60_000);
      view.rerender(<ClassGrid items={[...items]} zone={ZONE} stale={false} cardExtras={extras} />);
    });
    expect(badges()[0]).toBe('in 59 min');
    expect(rendered).toEqual([]);
  });
});
