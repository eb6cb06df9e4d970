import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDemoHost } from '../demo-state';
import { bookingWindowEnd } from '../handlers/appointment-groups';
import { HOUR, MINUTE } from '../core/time';
import { call, login } from './helpers';

// Wednesday 10:00 in New York; the US clock change (Sunday 8 March) falls in next week.
const NOW = Date.parse('2026-03-04T15:00:00.000Z');

interface WireAppointment {
  id: number;
  start_at: string;
  end_at: string;
  description: string | null;
  child_events_count: number;
}
interface WireGroup {
  context_codes: string[];
  appointments: WireAppointment[];
}

const groups = async (token: string) =>
  (await call('/api/v1/appointment_groups?scope=manageable', { token })).data as unknown as WireGroup[];
const appointments = async (token: string) => (await groups(token)).flatMap((g) => g.appointments);
const courseIds = async (token: string) =>
  ((await call('/api/v1/alg_teachers/courses', { token })).data.courses as { id: number }[]).map((c) => c.id);

/** The first hour-long gap at a whole hour from `from` on, clear of the teacher's slots by an hour. */
async function freeHour(token: string, from: number): Promise<number> {
  const taken = (await appointments(token)).map((a) => [Date.parse(a.start_at), Date.parse(a.end_at)] as const);
  for (let t = Math.ceil(from / HOUR) * HOUR; ; t += HOUR) {
    if (!taken.some(([s, e]) => s < t + 2 * HOUR && t - HOUR < e)) return t;
  }
}

const slot = (start: number, minutes = 60) => ({
  start_at: new Date(start).toISOString(),
  end_at: new Date(start + minutes * MINUTE).toISOString(),
});

async function open(token: string, slots: object[], body: object = {}) {
  const [course] = await courseIds(token);
  const json = { email: 'teacher@demo.school', course_id: course, notes: 'Bring the workbook', slots, ...body };
  return (await call('/api/v1/alg_teachers/appointment_groups', { token, json })).data;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetDemoHost();
});
afterEach(() => vi.useRealTimers());

describe('demo host: booking window', () => {
  it.each<[string, string]>([
    ['America/New_York', '2026-03-16T04:00:00.000Z'], // Monday 00:00 EDT, after next week's Sunday and the change
    ['Asia/Shanghai', '2026-03-15T16:00:00.000Z'], // already Wednesday 23:00 there
    ['Europe/London', '2026-03-16T00:00:00.000Z'],
    ['', '2026-03-15T16:00:00.000Z'], // legacy account: +8, no DST
  ])('%s ends at %s', (zone, end) => {
    expect(new Date(bookingWindowEnd(zone, NOW)).toISOString()).toBe(end);
  });
});

describe('demo host: opening and deleting time slots', () => {
  it('lists the courses a teacher teaches; the super user teaches none', async () => {
    const teacher = await login('teacher@demo.school');
    expect((await courseIds(teacher.token)).length).toBeGreaterThan(0);
    const superUser = await login('super@demo.school');
    expect(await courseIds(superUser.token)).toEqual([]);
    expect(await open(superUser.token, [slot(NOW + 48 * HOUR)], { course_id: 12 })).toMatchObject({ error_code: 'COURSE_NOT_AVAILABLE' });
  });

  it('opens a batch in one go, listed as open slots with their notes; a replayed key creates nothing new', async () => {
    const { token } = await login('teacher@demo.school');
    const first = await freeHour(token, NOW + 30 * HOUR);
    const second = await freeHour(token, first + 3 * HOUR);
    const before = (await appointments(token)).length;
    const json = {
      email: 'teacher@demo.school',
      course_id: (await courseIds(token))[0],
      notes: 'Unit 3',
      slots: [slot(first), slot(second)],
    };
    const headers = { 'Idempotency-Key': 'open-1' };
    const answer = await call('/api/v1/alg_teachers/appointment_groups', { token, json, headers });
    expect(answer.data).toMatchObject({
      success: 1,
      appointments: [{ start_at: slot(first).start_at }, { start_at: slot(second).start_at }],
    });
    const replay = await call('/api/v1/alg_teachers/appointment_groups', { token, json, headers });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const after = await appointments(token);
    expect(after).toHaveLength(before + 2);
    expect(after.find((a) => a.start_at === slot(first).start_at)).toMatchObject({ child_events_count: 0, description: 'Unit 3' });
  });

  it('accepts form bodies too', async () => {
    const { token } = await login('teacher@demo.school');
    const start = await freeHour(token, NOW + 30 * HOUR);
    const form = {
      email: 'teacher@demo.school',
      course_id: String((await courseIds(token))[0]),
      notes: 'Form',
      'slots[0][start_at]': slot(start).start_at,
      'slots[0][end_at]': slot(start).end_at,
    };
    expect((await call('/api/v1/alg_teachers/appointment_groups', { token, form })).data).toMatchObject({ success: 1 });
  });

  it('refuses bad fields before any rule, and creates nothing on a refusal', async () => {
    const { token } = await login('teacher@demo.school');
    const start = await freeHour(token, NOW + 30 * HOUR);
    const before = (await appointments(token)).length;
    expect(await open(token, [slot(start)], { email: '' })).toMatchObject({ success: 0, error_code: 'INVALID_EMAIL' });
    expect(await open(token, [slot(start)], { email: 'a@b' })).toMatchObject({ error_code: 'INVALID_EMAIL' });
    expect(await open(token, [slot(start)], { notes: '  ' })).toMatchObject({ error_code: 'MISSING_FIELDS' });
    expect(await open(token, [])).toMatchObject({ error_code: 'MISSING_FIELDS' });
    expect(await open(token, [slot(start, 0)])).toMatchObject({ error_code: 'INVALID_SLOT', conflicts: [0] });
    expect(await open(token, [slot(start)], { course_id: 999 })).toMatchObject({ error_code: 'COURSE_NOT_AVAILABLE' });
    expect(await appointments(token)).toHaveLength(before);
  });

  it('needs 24 h notice: exactly 24 h is enough, 1 min less is not', async () => {
    const { token } = await login('teacher@demo.school');
    const start = await freeHour(token, NOW + 24 * HOUR);
    vi.setSystemTime(start - 24 * HOUR + MINUTE);
    expect(await open(token, [slot(start)])).toMatchObject({ error_code: 'START_TOO_SOON', conflicts: [0] });
    vi.setSystemTime(start - 24 * HOUR);
    expect(await open(token, [slot(start)])).toMatchObject({ success: 1 });
  });

  it('opens only slots that start this week or next week (teacher time)', async () => {
    const { token } = await login('teacher@demo.school');
    const end = bookingWindowEnd('America/New_York', NOW);
    expect(await open(token, [slot(end - 2 * HOUR)])).toMatchObject({ success: 1 });
    // Starting inside and ending after: the week of its start's (next week's Sunday 23:30–00:30).
    expect(await open(token, [slot(end - 30 * MINUTE)])).toMatchObject({ success: 1 });
    expect(await open(token, [slot(end)])).toMatchObject({ error_code: 'OUTSIDE_BOOKING_WINDOW', conflicts: [0] });
  });

  it('lists the slots that have ended only when asked (include_past_appointments=true)', async () => {
    const { token } = await login('teacher@demo.school');
    const start = await freeHour(token, NOW + 30 * HOUR);
    expect(await open(token, [slot(start)])).toMatchObject({ success: 1 });
    vi.setSystemTime(start + 2 * HOUR); // the slot has ended (and the first sign-in's token with the day)
    const later = (await login('teacher@demo.school')).token;
    const listed = async (past: boolean) =>
      (
        (await call(`/api/v1/appointment_groups?scope=manageable&include_past_appointments=${past}`, { token: later }))
          .data as unknown as WireGroup[]
      )
        .flatMap((g) => g.appointments)
        .some((a) => Date.parse(a.start_at) === start);
    expect(await listed(false)).toBe(false);
    expect(await listed(true)).toBe(true);
  });

  it('opens a slot once: the same request again is refused as an overlap, and a retry with its Idempotency-Key replays the first answer', async () => {
    const { token } = await login('teacher@demo.school');
    const start = await freeHour(token, NOW + 30 * HOUR);
    const [course] = await courseIds(token);
    const json = { email: 'teacher@demo.school', course_id: course, notes: 'Copied', slots: [slot(start)] };
    const send = (headers: Record<string, string> = {}) => call('/api/v1/alg_teachers/appointment_groups', { token, json, headers });
    const first = (await send({ 'Idempotency-Key': 'copy-1' })).data;
    expect(first).toMatchObject({ success: 1 });
    expect((await send({ 'Idempotency-Key': 'copy-1' })).data).toEqual(first);
    expect((await send()).data).toMatchObject({ error_code: 'SLOT_OVERLAP', conflicts: [0] });
    expect((await appointments(token)).filter((a) => Date.parse(a.start_at) === start)).toHaveLength(1);
  });

  it('refuses overlaps with live slots and inside the batch; touching edges are fine', async () => {
    const { token } = await login('teacher@demo.school');
    const start = await freeHour(token, NOW + 30 * HOUR);
    expect(await open(token, [slot(start)])).toMatchObject({ success: 1 });
    expect(await open(token, [slot(start + 30 * MINUTE)])).toMatchObject({ error_code: 'SLOT_OVERLAP', conflicts: [0] });
    const later = await freeHour(token, start + 5 * HOUR);
    expect(await open(token, [slot(later), slot(later + 30 * MINUTE)])).toMatchObject({ error_code: 'SLOT_OVERLAP', conflicts: [0, 1] });
    expect(await open(token, [slot(start - HOUR), slot(start + HOUR)])).toMatchObject({ success: 1 });
  });

  it('deletes an open slot, refuses a booked one and answers 404 for an unknown one', async () => {
    const { token } = await login('teacher@demo.school');
    const list = await appointments(token);
    const openSlot = list.find((a) => a.child_events_count === 0);
    const booked = list.find((a) => a.child_events_count > 0);
    if (!openSlot || !booked) throw new Error('seed lacks the slots this test needs');
    const remove = (id: number) => call(`/api/v1/alg_teachers/appointments/${id}`, { token, method: 'DELETE' });
    expect((await remove(booked.id)).data).toMatchObject({
      success: 0,
      error_code: 'SLOT_RESERVED',
      message: 'The appointment has been reserved',
    });
    expect((await remove(openSlot.id)).data).toEqual({ success: 1, deleted: openSlot.id });
    expect((await appointments(token)).some((a) => a.id === openSlot.id)).toBe(false);
    const gone = await remove(openSlot.id);
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ error_code: 'NOT_FOUND' });
  });
});
