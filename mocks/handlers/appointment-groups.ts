/**
 * Canvas appointment groups of the teacher (spec row 11): one group per course, its
 * appointments are the teacher's future slots (and, asked for, the past ones), open (no child events) or booked.
 *
 * Opening and deleting slots are project-defined endpoints in the host's `{ success }` style
 * (docs/api-contract.md). They enforce the booking rules server-side, so the portal is tested
 * against refusals too: the 24 h notice, the week window (this and next week, Monday to Sunday
 * on the teacher's wall clock), no overlap (touching edges are fine) and no deleting a booked slot.
 */
import { HttpResponse } from 'msw';
import { COURSES, courseById, studentById } from '../data/catalog';
import { appointmentGroupId, childEventId, overlapsLiveSlot } from '../data/schedule';
import { readBody } from '../lib/body';
import { isBooked } from '../lib/classes';
import { ok, refuse } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { nextId, scheduleOf } from '../lib/store';
import { DAY, iso, offsetMs } from '../core/time';
import type { Slot, Teacher } from '../core/types';
import { CANCEL_NOTICE_MS } from './classes';

/** Opening a slot needs the same 24 h notice as cancelling a class. */
export const START_NOTICE_MS = CANCEL_NOTICE_MS;
const MAX_BATCH = 50;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const appointmentWire = (slot: Slot) => ({
  id: slot.id,
  start_at: slot.start,
  end_at: slot.end,
  description: slot.notes ?? null,
  child_events_count: slot.studentIds.length,
  child_events: slot.studentIds.map((id, i) => ({ id: childEventId(slot, i), user: { id, name: studentById(id).name } })),
});

const appointmentGroups = apiRoute('get', '/api/v1/appointment_groups', ({ request, user, now }) => {
  // Canvas's include_past_appointments: with "true", slots that have ended (held or not) are listed too.
  const past = new URL(request.url).searchParams.get('include_past_appointments') === 'true';
  const live = scheduleOf(user)
    .slots.filter((s) => (past ? s.state !== 'canceled' : s.state === 'scheduled' && Date.parse(s.end) > now))
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

/** The courses a teacher may open slots for: those of the teacher's slots, in catalogue order. */
const coursesOf = (teacher: Teacher) => {
  const ids = new Set(scheduleOf(teacher).slots.map((s) => s.courseId));
  return COURSES.filter((c) => ids.has(c.id));
};

const teacherCourses = apiRoute('get', '/api/v1/alg_teachers/courses', ({ user }) =>
  ok({ courses: coursesOf(user).map(({ id, name, description }) => ({ id, name, description })) }),
);

/**
 * Monday 00:00 after next week on the teacher's wall clock (weeks run Monday to Sunday, spec 1 "through the coming
 * Sunday"; spec 6 "only for the current and next week"): nothing may start at it or later.
 */
export function bookingWindowEnd(timezone: string, now: number): number {
  const wall = now + offsetMs(timezone, now);
  const today = Math.floor(wall / DAY) * DAY;
  const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const endWall = today + (14 - daysSinceMonday) * DAY;
  return endWall - offsetMs(timezone, endWall - offsetMs(timezone, endWall));
}

interface NewSlot {
  start: number;
  end: number;
}

const toInstant = (value: unknown) => (typeof value === 'string' && ISO_RE.test(value) ? Date.parse(value) : Number.NaN);

/** JSON `{ email, course_id, notes, slots: [{ start_at, end_at }] }`, or the same as form keys `slots[0][start_at]`. */
async function readCreateBody(request: Request): Promise<{ email: string; courseId: number; notes: string; slots: NewSlot[] }> {
  if ((request.headers.get('Content-Type') ?? '').includes('json')) {
    const raw = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const slots = Array.isArray(raw.slots) ? (raw.slots as Record<string, unknown>[]) : [];
    return {
      email: String(raw.email ?? ''),
      courseId: Number(raw.course_id),
      notes: String(raw.notes ?? ''),
      slots: slots.map((s) => ({ start: toInstant(s?.start_at), end: toInstant(s?.end_at) })),
    };
  }
  const body = await readBody(request);
  const slots: NewSlot[] = [];
  for (let i = 0; body[`slots[${i}][start_at]`] !== undefined && i <= MAX_BATCH; i += 1) {
    slots.push({ start: toInstant(body[`slots[${i}][start_at]`]), end: toInstant(body[`slots[${i}][end_at]`]) });
  }
  return { email: body.email ?? '', courseId: Number(body.course_id), notes: body.notes ?? '', slots };
}

/** A refusal naming the batch positions (0-based) that broke the rule. */
const refuseSlots = (code: string, message: string, conflicts: number[]) =>
  HttpResponse.json({ success: 0, error_code: code, message, conflicts });

const indexesWhere = (slots: NewSlot[], test: (slot: NewSlot, index: number) => boolean) =>
  slots.flatMap((slot, index) => (test(slot, index) ? [index] : []));

const createSlots = apiRoute('post', '/api/v1/alg_teachers/appointment_groups', async ({ request, user, now }) => {
  const { email, courseId, notes, slots } = await readCreateBody(request);
  if (!EMAIL_RE.test(email.trim())) return refuse('INVALID_EMAIL', 'Please input correct email');
  if (notes.trim() === '' || slots.length === 0 || slots.length > MAX_BATCH) {
    return refuse('MISSING_FIELDS', `Notes and 1 to ${MAX_BATCH} time slots are required.`);
  }
  const invalid = indexesWhere(slots, (s) => Number.isNaN(s.start) || Number.isNaN(s.end) || s.end <= s.start);
  if (invalid.length > 0) return refuseSlots('INVALID_SLOT', 'A time slot must end after it starts.', invalid);
  const course = coursesOf(user).find((c) => c.id === courseId);
  if (!course) return refuse('COURSE_NOT_AVAILABLE', 'Please check if course is available');
  const tooSoon = indexesWhere(slots, (s) => s.start - now < START_NOTICE_MS);
  if (tooSoon.length > 0) return refuseSlots('START_TOO_SOON', 'Start time has to be after 24 hours', tooSoon);
  const windowEnd = bookingWindowEnd(user.timezone, now);
  // A slot belongs to the week it starts in: next week's Sunday 23:30–00:30 is next week's.
  const late = indexesWhere(slots, (s) => s.start >= windowEnd);
  if (late.length > 0) return refuseSlots('OUTSIDE_BOOKING_WINDOW', 'Calendar can be opened only for the current and next week.', late);
  const schedule = scheduleOf(user);
  const overlapping = indexesWhere(
    slots,
    (s, i) => overlapsLiveSlot(schedule.slots, s.start, s.end) || slots.some((o, j) => j !== i && o.start < s.end && s.start < o.end),
  );
  if (overlapping.length > 0) return refuseSlots('SLOT_OVERLAP', 'Time Slot Overlapping', overlapping);

  const groupId = appointmentGroupId(user.id, course.id);
  const created = slots.map(({ start, end }): Slot => {
    const id = nextId(10);
    return {
      id,
      appointmentGroupId: groupId,
      courseId: course.id,
      title: course.name,
      start: iso(start),
      end: iso(end),
      studentIds: [],
      sequence: 1,
      onlineRoomId: String(80_000_000_000 + id),
      state: 'scheduled',
      notes: notes.trim(),
      contactEmail: email.trim(),
    };
  });
  schedule.slots.push(...created);
  schedule.slots.sort((a, b) => a.start.localeCompare(b.start));
  return ok({ appointment_group_id: groupId, appointments: created.map((s) => ({ id: s.id, start_at: s.start, end_at: s.end })) });
});

const deleteSlot = apiRoute('delete', '/api/v1/alg_teachers/appointments/:appointmentId', ({ params, user }) => {
  const slots = scheduleOf(user).slots;
  const index = slots.findIndex((s) => s.id === Number(params.appointmentId) && s.state === 'scheduled');
  const slot = slots[index];
  if (!slot) return refuse('NOT_FOUND', 'No such time slot.', 404);
  if (isBooked(slot)) return refuse('SLOT_RESERVED', 'The appointment has been reserved');
  slots.splice(index, 1);
  return ok({ deleted: slot.id });
});

export const appointmentGroupHandlers = [appointmentGroups, teacherCourses, createSlots, deleteSlot];
