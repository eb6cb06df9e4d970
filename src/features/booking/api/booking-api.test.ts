import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { login } from '@mocks/tests/helpers';
import { ApiError } from '@/lib/http/api-error';
import { useSessionStore } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { refusalKey } from '../model/refusal';
import { toSlots } from '../model/slot';
import { createSlots } from './create-slots';
import { deleteSlot } from './delete-slot';
import { getAppointmentGroups } from './get-appointment-groups';
import { getTeacherCourses } from './get-teacher-courses';

const HOUR = 3_600_000;

async function signInAs(email: string) {
  const answer = await login(email);
  useSessionStore.setState({ session: { id: 'id-booking', accessToken: answer.token, refreshToken: answer.refresh_token } as AuthSession });
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { kind: error.kind, code: error.code, key: refusalKey(error) } : error),
  );

beforeEach(() => signInAs('teacher@demo.school'));
afterEach(() => useSessionStore.setState({ session: null }));

describe('booking endpoints over the demo host', () => {
  it('asks for the appointment groups with exactly the spec query', async () => {
    const seen = vi.fn();
    server.use(
      http.get('*/api/v1/appointment_groups', ({ request }) => {
        seen(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    await getAppointmentGroups();
    expect(seen).toHaveBeenCalledWith(
      '?scope=manageable&include[]=appointments&include_past_appointments=false&include[]=participant_count&page=1&per_page=500',
    );
  });

  it('reads open and booked slots and the courses of the teacher', async () => {
    const slots = toSlots(await getAppointmentGroups());
    expect(slots.some((s) => s.booked && s.students.length > 0)).toBe(true);
    expect(slots.some((s) => !s.booked)).toBe(true);
    const courses = await getTeacherCourses();
    expect(courses.length).toBeGreaterThan(0);
    expect(new Set(slots.map((s) => s.courseId))).toEqual(new Set(courses.map((c) => c.id)));
  });

  it('opens slots, and a second identical batch is refused as overlapping', async () => {
    const [course] = await getTeacherCourses();
    const taken = toSlots(await getAppointmentGroups());
    let start = Math.ceil((Date.now() + 30 * HOUR) / HOUR) * HOUR;
    while (taken.some((s) => s.startMs < start + 2 * HOUR && start - HOUR < s.endMs)) start += HOUR;
    const input = {
      email: 'teacher@demo.school',
      courseId: course!.id,
      notes: 'Unit 2',
      slots: [{ startAt: new Date(start).toISOString(), endAt: new Date(start + HOUR).toISOString() }],
    };
    expect(await createSlots(input)).toBe(1);
    expect(await refusalOf(createSlots(input))).toEqual({ kind: 'refused', code: 'SLOT_OVERLAP', key: 'rules.overlap' });
    expect(await refusalOf(createSlots({ ...input, courseId: 999 }))).toEqual({
      kind: 'refused',
      code: 'COURSE_NOT_AVAILABLE',
      key: 'rules.noCourse',
    });
  });

  it('deletes an open slot; a booked one is refused, a gone one is a 404', async () => {
    const slots = toSlots(await getAppointmentGroups());
    const open = slots.find((s) => !s.booked)!;
    const booked = slots.find((s) => s.booked)!;
    expect(await refusalOf(deleteSlot(booked.id))).toEqual({ kind: 'refused', code: 'SLOT_RESERVED', key: 'rules.reserved' });
    await deleteSlot(open.id);
    expect(await refusalOf(deleteSlot(open.id))).toEqual({ kind: 'http', code: undefined, key: 'rules.slotGone' });
  });

  it('a malformed list is a typed error, not a crash', async () => {
    server.use(http.get('*/api/v1/appointment_groups', () => HttpResponse.json({ not: 'a list' })));
    expect(await refusalOf(getAppointmentGroups())).toMatchObject({ kind: 'invalid-response' });
  });
});
