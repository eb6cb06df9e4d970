import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DayOff } from '@/entities/days-off/model/days-off';
import { daysOffKey } from '@/entities/days-off/store/days-off-key';
import { storedDaysOff } from '@/entities/days-off/store/days-off-store';
import { i18n } from '@/lib/i18n/i18n';
import { setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { render, screen, userEvent, waitFor } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { DaysOffNote } from './days-off-note';

/** Issue 47.2: the span says where time off is kept, and which of its slots students can still book. */
const NOW = new Date('2026-11-30T15:00:00.000Z');
const at = (hours: number) => NOW.getTime() + hours * 3_600_000;
const WEDNESDAY: DayOff = {
  from: '2026-12-09',
  to: '2026-12-09',
  endMs: at(240),
  open: [
    { id: 7, startMs: at(213) },
    { id: 8, startMs: at(215) },
  ],
};

beforeAll(useEnglish);
beforeEach(() => {
  setSession(testSession({ teacherId: 1001 }));
  localStorage.setItem(daysOffKey({ teacherId: 1001 })!, JSON.stringify([WEDNESDAY]));
});

const span = () => screen.getByRole('group', { name: 'Time off' });

describe('the time-off span', () => {
  it('on My courses (no slot list): says what the time off kept, and where it is kept', () => {
    render(<DaysOffNote now={NOW} />);
    expect(span()).toHaveTextContent('2026-12-09 Wed');
    expect(span()).toHaveTextContent('2 open slots still bookable');
    expect(span()).toHaveTextContent('Kept on this device');
  });

  it('a kept slot that has started is no longer bookable', () => {
    render(<DaysOffNote now={new Date(at(214))} />);
    expect(span()).toHaveTextContent('1 open slot still bookable');
  });

  it('on Book a class: the live slots settle it, and what is kept follows, for My courses too', async () => {
    const view = render(<DaysOffNote now={NOW} openSlotIds={new Set([8, 99])} />);
    await waitFor(() => expect(span()).toHaveTextContent('1 open slot still bookable'));
    expect(storedDaysOff()[0]?.open).toEqual([{ id: 8, startMs: at(215) }]);
    view.rerender(<DaysOffNote now={NOW} openSlotIds={new Set([99])} />);
    await waitFor(() => expect(span()).not.toHaveTextContent('still bookable'));
    expect(storedDaysOff()).toEqual([{ from: '2026-12-09', to: '2026-12-09', endMs: at(240) }]);
  });

  it('a time off is removed from this device after a question that says its closed slots stay closed (issue 47 review)', async () => {
    const user = userEvent.setup();
    const FRIDAY: DayOff = { from: '2026-12-11', to: '2026-12-11', endMs: at(260) };
    localStorage.setItem(daysOffKey({ teacherId: 1001 })!, JSON.stringify([WEDNESDAY, FRIDAY]));
    render(<DaysOffNote now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Remove time off 2026-12-09 Wed' }));
    expect(span()).toHaveTextContent('Remove the time off 2026-12-09 Wed from this device? The slots it closed are not opened again.');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(storedDaysOff()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove time off 2026-12-09 Wed' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(storedDaysOff()).toEqual([FRIDAY]);
    expect(span()).not.toHaveTextContent('2026-12-09');
    await user.click(screen.getByRole('button', { name: 'Remove time off 2026-12-11 Fri' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Time off' })).toBeNull();
    expect(localStorage.getItem(daysOffKey({ teacherId: 1001 })!)).toBeNull();
  });

  it.each<[string, number, string]>([
    ['en', 1, '1 open slot still bookable'],
    ['en', 2, '2 open slots still bookable'],
    ['zh', 1, '仍有 1 个开放时段可被预约'],
    ['zh', 2, '仍有 2 个开放时段可被预约'],
  ])('in %s, %i: "%s"', (lng, count, text) => {
    expect(i18n.getFixedT(lng, 'daysOff')('stillBookable', { count })).toBe(text);
  });
});
