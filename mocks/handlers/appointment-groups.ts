/**
 * Canvas appointment groups of the teacher (spec row 11): one group per course, its
 * appointments are the teacher's future slots, open (no child events) or booked.
 *
 * Slot create/delete endpoints come later and belong in this file. The rules they must
 * enforce already have helpers: overlapsLiveSlot() (data/schedule.ts, "Time Slot Overlapping"),
 * CANCEL_NOTICE_MS (handlers/classes.ts, the 24 h rule), nextId(10) (lib/store.ts, slot ids)
 * and appointmentGroupId() (data/schedule.ts); a booked slot (studentIds not empty) cannot be deleted.
 */
import { HttpResponse } from 'msw';
import { courseById, studentById } from '../data/catalog';
import { childEventId } from '../data/schedule';
import { apiRoute } from '../lib/route';
import { scheduleOf } from '../lib/store';
import type { Slot } from '../lib/types';

const appointmentWire = (slot: Slot) => ({
  id: slot.id,
  start_at: slot.start,
  end_at: slot.end,
  child_events_count: slot.studentIds.length,
  child_events: slot.studentIds.map((id, i) => ({ id: childEventId(slot, i), user: { id, name: studentById(id).name } })),
});

const appointmentGroups = apiRoute('get', '/api/v1/appointment_groups', ({ user, now }) => {
  const live = scheduleOf(user)
    .slots.filter((s) => s.state === 'scheduled' && Date.parse(s.end) > now)
    .sort((a, b) => a.start.localeCompare(b.start));
  const byGroup = new Map<number, Slot[]>();
  for (const slot of live) byGroup.set(slot.appointmentGroupId, [...(byGroup.get(slot.appointmentGroupId) ?? []), slot]);
  const groups = [...byGroup.entries()].map(([id, slots]) => {
    const first = slots[0] as Slot;
    const course = courseById(first.courseId);
    return {
      id,
      title: `${course?.name ?? 'Course'} - ${user.name}`,
      description: `Open class times of ${user.name} for ${course?.name ?? 'this course'}.`,
      context_codes: [`course_${first.courseId}`],
      participant_count: slots.reduce((n, s) => n + s.studentIds.length, 0),
      start_at: first.start,
      end_at: slots.reduce((max, s) => (s.end > max ? s.end : max), first.end),
      workflow_state: 'active',
      appointments: slots.map(appointmentWire),
    };
  });
  return HttpResponse.json(groups);
});

export const appointmentGroupHandlers = [appointmentGroups];
