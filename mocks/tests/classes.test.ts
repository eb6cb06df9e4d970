import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../core/time';
import { call, login, rooms, type WireRoom } from './helpers';

const startOf = (room: WireRoom) => Date.parse(room.alg_classroom.scheduled_start_time);
const endOf = (room: WireRoom) => Date.parse(room.alg_classroom.scheduled_end_time);

describe('demo host: classes', () => {
  it('seeds a class in progress, one inside 24 h, later ones, a group class and uncoded titles', async () => {
    const { token } = await login('teacher@demo.school');
    const list = await rooms(token);
    const now = Date.now();
    expect(list.some((r) => startOf(r) <= now && now < endOf(r))).toBe(true);
    expect(list.some((r) => startOf(r) - now > 18 * HOUR && startOf(r) - now < 22 * HOUR)).toBe(true);
    expect(list.filter((r) => startOf(r) - now > 24 * HOUR).length).toBeGreaterThan(5);
    expect(list.some((r) => startOf(r) - now > 20 * 24 * HOUR)).toBe(true);
    const seats = (r: WireRoom) =>
      list.filter(
        (o) => o.group_id === r.group_id && o.calendar_event.parent_calendar_event_id === r.calendar_event.parent_calendar_event_id,
      );
    expect(list.some((r) => seats(r).length >= 2)).toBe(true);
    expect(list.some((r) => !/^L\d+U\d+L\d+/.test(r.title))).toBe(true);
    expect(list.every((r) => startOf(r) % (30 * MINUTE) === 0 && endOf(r) % (30 * MINUTE) === 0)).toBe(true);
  });

  it('refuses to cancel within 24 h and cancels a later class with all its rooms', async () => {
    const { token } = await login('teacher@demo.school');
    const now = Date.now();
    const list = await rooms(token);
    const soon = list.find((r) => startOf(r) > now && startOf(r) - now < 24 * HOUR);
    const later = list.find((r) => startOf(r) - now > 48 * HOUR);
    if (!soon || !later) throw new Error('seed lacks the classes this test needs');
    const refused = await call(`/api/v1/alg_classes/${soon.calendar_event.id}/cancel`, { method: 'POST', token });
    expect(refused.data).toMatchObject({ success: 0, error_code: 'CANCEL_WINDOW_CLOSED' });
    const done = await call(`/api/v1/alg_classes/${later.calendar_event.id}/cancel`, { method: 'POST', token });
    expect(done.data.success).toBe(1);
    const parent = later.calendar_event.parent_calendar_event_id;
    expect((await rooms(token)).some((r) => r.calendar_event.parent_calendar_event_id === parent)).toBe(false);
    expect((await call(`/api/v1/alg_classes/${later.calendar_event.id}`, { token })).status).toBe(404);
  });

  it('notifies, enters and ends only in class time; an ended class moves to the history', async () => {
    const { token } = await login('teacher@demo.school');
    const now = Date.now();
    const list = await rooms(token);
    const live = list.find((r) => startOf(r) <= now && now < endOf(r));
    const future = list.find((r) => startOf(r) - now > HOUR);
    if (!live || !future) throw new Error('seed lacks the classes this test needs');
    const post = (room: WireRoom, action: string) =>
      call(`/api/v1/alg_classes/${room.calendar_event.id}/${action}`, { method: 'POST', token }).then((r) => r.data);

    expect(await post(future, 'notify')).toMatchObject({ success: 0, error_code: 'NOT_IN_CLASS_TIME' });
    expect(await post(future, 'enter')).toMatchObject({ success: 0, error_code: 'ENTER_WINDOW_CLOSED' });
    expect(await post(future, 'end')).toMatchObject({ success: 0, error_code: 'NOT_IN_CLASS_TIME' });
    expect(await post(live, 'notify')).toMatchObject({ success: 1, notified: 1 });
    expect(await post(live, 'enter')).toMatchObject({
      success: 1,
      classroom_url: `http://localhost/demo-classroom.html?class=${live.calendar_event.id}&lang=en`,
    });

    const detail = await call(`/api/v1/alg_classes/${live.calendar_event.id}`, { token });
    expect(detail.data).toMatchObject({ success: 1, class: { id: live.id, state: 'scheduled' } });

    expect(await post(live, 'end')).toMatchObject({ success: 1 });
    expect((await rooms(token)).some((r) => r.id === live.id)).toBe(false);
    const history = await call('/api/v1/alg_classes/histories/1/10', { token });
    expect(history.data).toMatchObject({ success: 1, playback_domain: 'http://localhost/demo-media' });
    expect((history.data.data as { id: number; state: string }[])[0]).toMatchObject({
      id: live.calendar_event.parent_calendar_event_id,
      state: 'pending',
    });
    expect(history.data.total).toBeGreaterThanOrEqual(45);
  });

  it('merges a group class in the detail answer', async () => {
    const { token } = await login('teacher@demo.school');
    const list = await rooms(token);
    const group = list.find((r) => list.filter((o) => o.group_id === r.group_id).length > 1);
    if (!group) throw new Error('no group class');
    const { data } = await call(`/api/v1/alg_classes/${group.calendar_event.id}`, { token });
    const seats = list.filter((r) => r.group_id === group.group_id).map((r) => r.students[0]?.id);
    expect((data.class as WireRoom).students.map((s) => s.id)).toEqual(seats);
  });

  it('the demo classroom shows a class once entered, in the portal’s language, to no one else before', async () => {
    const { token } = await login('teacher@demo.school');
    const now = Date.now();
    const list = await rooms(token);
    const live = list.find((r) => startOf(r) <= now && now < endOf(r));
    if (!live) throw new Error('seed lacks a class in progress');
    const id = live.calendar_event.id;
    expect((await call(`/__demo/classroom/${id}`)).data).toMatchObject({ success: 0, error_code: 'NOT_OPEN' });

    const entered = await call(`/api/v1/alg_classes/${id}/enter`, { method: 'POST', token, headers: { 'Accept-Language': 'zh' } });
    expect(entered.data.classroom_url).toBe(`http://localhost/demo-classroom.html?class=${id}&lang=zh`);
    const page = await call(`/__demo/classroom/${id}`);
    expect(page.status).toBe(200);
    expect(page.data.class).toEqual({
      title: live.title,
      start_at: live.calendar_event.start_at,
      end_at: live.calendar_event.end_at,
      timezone: 'America/New_York',
      teacher: { name: 'Emma Li' },
      course: { name: live.course.name },
      students: live.students.map((s) => ({ name: s.name })),
      state: 'scheduled',
    });
    // Only what the page shows: no ids, no contact details.
    expect(JSON.stringify(page.data)).not.toMatch(/"id"|email/);
    expect((await call('/__demo/classroom/999999999')).status).toBe(404);
  });
});
