import { bench, describe } from 'vitest';
import { previewBatch } from './batch-preview';
import { expandOccurrences } from './recurrence';
import { toCalendarEvents, toSlots, type AppointmentGroup } from './slot';
import { NEW_YORK } from './test-zones';
import { bookingWindow } from './week-window';

const NOW = new Date('2026-03-04T15:00:00.000Z');
const SLOTS = 500; // the spec's page size for appointment groups

/** 500 hour-long appointments in 5 groups, half booked, every 2 h across the DST change. */
const groups: AppointmentGroup[] = Array.from({ length: 5 }, (_, g) => ({
  id: g,
  title: `Course ${g}`,
  context_codes: [`course_${12 + g}`],
  appointments: Array.from({ length: SLOTS / 5 }, (_, i) => {
    const start = NOW.getTime() + (g * (SLOTS / 5) + i) * 2 * 3_600_000;
    return {
      id: g * 1_000 + i,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 3_600_000).toISOString(),
      description: null,
      child_events_count: i % 2,
      child_events: i % 2 ? [{ id: i, user: { id: i, name: `Student ${i}` } }] : [],
    };
  }),
}));
const window = bookingWindow(NOW, NEW_YORK);
const options = { time: 3_000, warmupTime: 1_000 };

describe(`booking screen work for ${SLOTS} slots`, () => {
  bench(
    'appointment groups -> slots -> calendar events (teacher wall clock)',
    () => {
      toCalendarEvents(toSlots(groups), NEW_YORK, (slot, range) => ({
        title: slot.booked ? 'Booked' : 'Open',
        time: range.startTime,
        course: slot.groupTitle,
      }));
    },
    options,
  );

  const existing = toSlots(groups);
  bench(
    'weekly batch (every day, two weeks) -> preview with conflicts',
    () => {
      const request = {
        date: '2026-03-01',
        startTime: '09:00',
        endTime: '10:00',
        pattern: 'weekly' as const,
        days: [0, 1, 2, 3, 4, 5, 6],
        until: '2026-03-14',
      };
      previewBatch(expandOccurrences(request, NEW_YORK), existing, NOW, window);
    },
    options,
  );
});
