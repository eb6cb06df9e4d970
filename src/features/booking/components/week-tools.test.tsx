import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { storedDaysOff } from '@/entities/days-off/store/days-off-store';
import { queryClient } from '@/lib/query/query-client';
import { deferred, until } from '@/test/deferred';
import { fireEvent, render, screen, userEvent, waitFor, within } from '@/test/render';
import { signedInForEachTest, signInAs } from '@/test/render-app';
import type { BookingSlot } from '../model/slot';
import { wallSlot } from '../model/test-slots';
import { NEW_YORK } from '../model/test-zones';
import { bookingWindow } from '../model/week-window';
import { WeekTools } from './week-tools';

/**
 * Issue 47.2 and 47.3 over the real HTTP layer, the host's answers written per test: time off recorded as what
 * happened, Try again only where it can change something, and a batch that outlives its dialog, for its identity only.
 */
signedInForEachTest();

const NOW = new Date('2026-11-30T15:00:00.000Z'); // Monday 10:00 in New York
const DAY = '2026-12-09';
const limits = bookingWindow(NOW, NEW_YORK);

/** Next Wednesday's open slots (the form opens on `firstDay`: that day, whole). */
const wednesday = () => [
  wallSlot(`${DAY} 07:00`, `${DAY} 08:00`),
  wallSlot(`${DAY} 09:00`, `${DAY} 10:00`),
  wallSlot(`${DAY} 11:00`, `${DAY} 12:00`),
];

function renderTools(slots: BookingSlot[]) {
  return render(
    <QueryClientProvider client={queryClient}>
      <WeekTools
        slots={slots}
        limits={limits}
        now={NOW}
        zone={NEW_YORK}
        firstDay={DAY}
        courseOf={() => 'Spoken English'}
        dashboardTabOf={() => 'nextWeek'}
      />
    </QueryClientProvider>,
  );
}

/** The host: each slot's close answered by `answer`; the week read again holds `left`. Counts what was asked. */
function host(answer: (id: number) => Response | Promise<Response>, left: () => BookingSlot[]) {
  const asked = { deletes: [] as number[], reads: 0 };
  server.use(
    http.delete('*/api/v1/alg_teachers/appointments/:id', ({ params }) => {
      asked.deletes.push(Number(params.id));
      return answer(Number(params.id));
    }),
    http.get('*/api/v1/appointment_groups', () => {
      asked.reads += 1;
      const appointments = left().map((s) => ({ id: s.id, start_at: s.startAt, end_at: s.endAt, description: null, child_events: [] }));
      return HttpResponse.json([{ id: 1, title: 'Spoken English', context_codes: ['course_12'], appointments }]);
    }),
  );
  return asked;
}

const closed = () => HttpResponse.json({ success: 1 });
const reserved = () => HttpResponse.json({ success: 0, error_code: 'SLOT_RESERVED', message: 'The appointment has been reserved' });
/** An answer no retry changes and no refusal names: the batch stops, and the week read again decides. */
const unanswered = () => HttpResponse.json({ errors: [{ message: 'conflict' }] }, { status: 409 });

/** The dialog once its code has come (it loads on use): its form, or the batch it shows. */
async function openTimeOff() {
  await userEvent.click(screen.getByRole('button', { name: 'Time off' }));
  const dialog = await screen.findByRole('dialog', { name: 'Time off' });
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading…' })).toBeNull(), { timeout: 10_000 });
  return dialog;
}

describe('time off recorded as what happened (issue 47.2)', () => {
  it('says which slots were not closed, offers Try again for those only (not a booked one), and keeps them as still bookable until closed', async () => {
    const [booked, fine, lost] = wednesday() as [BookingSlot, BookingSlot, BookingSlot];
    let lostAnswer = unanswered;
    const asked = host(
      (id) => (id === booked.id ? reserved() : id === fine.id ? closed() : lostAnswer()),
      () => (lostAnswer === unanswered ? [booked, lost] : [booked]),
    );
    renderTools([booked, fine, lost]);
    const dialog = await openTimeOff();
    expect(within(dialog).getByText(/^Time off is kept on this device/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close 3 open slots' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1 closed, 1 refused, 1 not closed.'), {
      timeout: 5000,
    });
    expect(within(dialog).getByText('1 open slot still bookable: students can book it until it is closed.')).toBeInTheDocument();
    expect(storedDaysOff()).toEqual([expect.objectContaining({ from: DAY, to: DAY, open: [{ id: lost.id, startMs: lost.startMs }] })]);

    lostAnswer = closed;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1 closed, 0 refused, 0 not closed.'));
    // Only the slot the host never answered was sent again: the booked one would be refused again.
    expect(asked.deletes).toEqual([booked.id, fine.id, lost.id, lost.id]);
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog).queryByText(/still bookable/)).toBeNull();
    expect(storedDaysOff()).toEqual([expect.not.objectContaining({ open: expect.anything() })]);
  });

  it('a refusal alone offers no Try again, and leaves nothing bookable; a double tap sends once', async () => {
    const [booked] = wednesday() as [BookingSlot];
    const asked = host(reserved, () => [booked]);
    renderTools([booked]);
    const dialog = await openTimeOff();
    // Two taps within one tick, before anything re-rendered: the second finds the batch on its way.
    const confirm = within(dialog).getByRole('button', { name: 'Close 1 open slot' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('0 closed, 1 refused, 0 not closed.'));
    expect(within(dialog).getByText(/The appointment has been reserved/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(storedDaysOff()[0]?.open).toBeUndefined();
    expect(asked.deletes).toEqual([booked.id]);
  });
});

/** Time off over one slot, sent; the host holds its close until the test answers. */
async function closingHeld(slot: BookingSlot) {
  const answer = deferred<Response>();
  const asked = host(
    () => answer.promise,
    () => [],
  );
  const view = renderTools([slot]);
  const dialog = await openTimeOff();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close 1 open slot' }));
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Closing 1 open slot…'));
  return { answer, asked, view, dialog };
}

describe('a batch is never lost (issue 47.3)', () => {
  it('Esc while it sends: the dialog stays and says so; the screen gone, the batch goes on and its result waits for the dialog', async () => {
    const [slot] = wednesday() as [BookingSlot];
    const { answer, view: screenOne, dialog } = await closingHeld(slot);
    // Kept before the first answer: were the page to go now, its slot would still be said to be bookable.
    expect(storedDaysOff()[0]?.open).toEqual([{ id: slot.id, startMs: slot.startMs }]);

    await userEvent.keyboard('{Escape}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^The slots are still being sent, so this dialog stays open/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Time off' })).toBeInTheDocument();

    screenOne.unmount(); // the teacher went to another screen
    answer.resolve(closed());
    await until(() => queryClient.getMutationCache().findAll({ status: 'success' }).length === 1, 5000);

    renderTools([slot]);
    const again = await openTimeOff();
    expect(within(again).getByRole('status')).toHaveTextContent('1 closed, 0 refused, 0 not closed.');
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(storedDaysOff()[0]?.open).toBeUndefined();
    // Seen and closed, it is forgotten: the dialog opens on a new time off.
    await userEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await openTimeOff()).getByRole('button', { name: 'Close 1 open slot' })).toBeInTheDocument();
  });

  it('a copy on its way holds its dialog too', async () => {
    const source = wallSlot('2026-12-02 07:00', '2026-12-02 08:00');
    const answer = deferred<Response>();
    server.use(http.post('*/api/v1/alg_teachers/appointment_groups', () => answer.promise));
    host(closed, () => [source]);
    renderTools([source]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy this week to next week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy this week to next week' }, { timeout: 10_000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Open 1 time slot' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Opening 1 time slot…'));
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/still being sent/);
    answer.resolve(HttpResponse.json({ success: 1, appointments: [{ id: 999 }] }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1 opened, 0 refused, 0 not opened.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('is its identity only: after another sign-in, the dialog opens on a new time off and the week is not read as the new one', async () => {
    const [slot] = wednesday() as [BookingSlot];
    const { answer, asked, view } = await closingHeld(slot);
    view.unmount();

    await signInAs('admin@demo.school');
    answer.resolve(closed());
    await until(() => queryClient.getMutationCache().findAll({ status: 'success' }).length === 1, 5000);
    expect(asked.reads).toBe(0);
    renderTools([slot]);
    expect(within(await openTimeOff()).getByRole('button', { name: 'Close 1 open slot' })).toBeInTheDocument();
    // The time off was hers: kept under her teacher, not shown to the one signed in now.
    expect(storedDaysOff()).toEqual([]);
  });
});
