import { describe, expect, it } from 'vitest';
import { getFaults, setFaults } from '../demo-state';
import { call, login } from './helpers';

const registration = { name: 'New Teacher', email: 'new.teacher@demo.school', password: 'longenough' };

describe('demo host: idempotency, faults, teacher lists', () => {
  it('replays a write with the same Idempotency-Key without doing it again', async () => {
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await call('/api/v1/alg_teachers/register', { json: registration, headers });
    const again = await call('/api/v1/alg_teachers/register', { json: registration, headers });
    expect(first.data).toEqual({ success: 1, status: 'pending_review' });
    expect(again.data).toEqual(first.data);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const fresh = await call('/api/v1/alg_teachers/register', { json: registration, headers: { 'Idempotency-Key': 'key-2' } });
    expect(fresh.data).toMatchObject({ success: 0, error_code: 'EMAIL_TAKEN' });
  });

  it('validates registrations and never reveals accounts on a password reset', async () => {
    const register = (body: object) => call('/api/v1/alg_teachers/register', { json: { ...registration, ...body } }).then((r) => r.data);
    expect(await register({ email: 'nope' })).toMatchObject({ error_code: 'INVALID_EMAIL' });
    expect(await register({ password: 'short' })).toMatchObject({ error_code: 'WEAK_PASSWORD' });
    expect(await register({ email: 'teacher@demo.school' })).toMatchObject({ error_code: 'EMAIL_TAKEN' });
    for (const email of ['teacher@demo.school', 'nobody@demo.school']) {
      expect((await call('/api/v1/alg_teachers/forgot_password', { form: { email } })).data).toEqual({ success: 1 });
    }
  });

  it('a status fault with count 2 hits two requests, then it is spent', async () => {
    const { token } = await login('teacher@demo.school');
    setFaults([{ kind: 'status', status: 500, match: '/alg_classes/rooms', count: 2 }]);
    expect((await call('/api/v1/users/1001/profile', { token })).status).toBe(200); // no match
    expect((await call('/api/v1/alg_classes/rooms', { token })).status).toBe(500);
    expect(getFaults()).toEqual([{ kind: 'status', status: 500, match: '/alg_classes/rooms', count: 1 }]);
    expect((await call('/api/v1/alg_classes/rooms', { token })).status).toBe(500);
    expect(getFaults()).toEqual([]);
    expect((await call('/api/v1/alg_classes/rooms', { token })).status).toBe(200);
  });

  it('drop, malformed and the /__demo/faults endpoints', async () => {
    await call('/__demo/faults', {
      method: 'PUT',
      json: [
        { kind: 'drop', match: '/login', count: 1 },
        { kind: 'malformed', count: 1 },
      ],
    });
    expect((await call('/__demo/faults')).text).toContain('"drop"');
    await expect(login('teacher@demo.school')).rejects.toThrow();
    const broken = await call('/api/v1/alg_classes/rooms');
    expect(broken.status).toBe(200);
    expect(() => JSON.parse(broken.text) as unknown).toThrow();
    expect((await call('/__demo/faults', { method: 'PUT', json: [{ kind: 'bogus' }] })).status).toBe(400);
    await call('/__demo/faults', { method: 'DELETE' });
    expect(getFaults()).toEqual([]);
  });

  it('lists teachers for admins only and lets an admin act as a teacher', async () => {
    const admin = await login('admin@demo.school');
    const teacher = await login('teacher@demo.school');
    const list = await call('/api/v1/alg_teachers/list_group', { token: admin.token, form: { group_id: '1' } });
    expect((list.data.teachers as unknown[]).length).toBeGreaterThanOrEqual(250);
    expect((await call('/api/v1/alg_teachers/list_group', { token: teacher.token, form: { group_id: '1' } })).status).toBe(403);
    expect((await call('/api/v1/alg_teachers/list_all_group', { method: 'POST', token: admin.token })).status).toBe(403);
    const sup = await login('super@demo.school');
    const all = await call('/api/v1/alg_teachers/list_all_group', { method: 'POST', token: sup.token });
    expect((all.data.teachers as unknown[]).length).toBeGreaterThanOrEqual(280);

    const acting = await call('/api/v1/alg_teachers/get_teacher_token', { token: admin.token, form: { teacher_id: '1001' } });
    expect(acting.data).toMatchObject({ success: 1, teacher_id: 1001, tz_offset: -5, timezone: 'America/New_York' });
    // The teacher token opens the teacher's data and still allows the admin's calls.
    const profile = await call('/api/v1/users/self/profile', { token: acting.data.token as string });
    expect(profile.data).toMatchObject({ id: 1001, name: 'Emma Li' });
    const denied = await call('/api/v1/alg_teachers/get_teacher_token', { token: admin.token, form: { teacher_id: '3005' } });
    expect(denied).toMatchObject({ status: 403, data: { success: 0, error_code: 'FORBIDDEN' } });
  });

  it('serves modules, items and an empty courseware course', async () => {
    const { token } = await login('teacher@demo.school');
    const modules = await call('/api/v1/courses/12/modules?page=1&per_page=500', { token });
    expect((modules.data as unknown as { name: string }[]).map((m) => m.name)).toHaveLength(8);
    const items = await call('/api/v1/courses/12/modules/1205/items?page=1&per_page=500', { token });
    expect(items.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'ExternalUrl', external_url: 'http://localhost/demo-media/sample.mp3' })]),
    );
    expect((await call('/api/v1/courses/17/modules', { token })).data).toEqual([]);
    const groups = await call('/api/v1/appointment_groups?scope=manageable&include[]=appointments', { token });
    const appointments = (groups.data as unknown as { appointments: { child_events_count: number }[] }[]).flatMap((g) => g.appointments);
    expect(appointments.some((a) => a.child_events_count === 0)).toBe(true);
    expect(appointments.some((a) => a.child_events_count > 0)).toBe(true);
  });
});
