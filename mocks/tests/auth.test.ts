import { describe, expect, it } from 'vitest';
import { getFaults, setFaults } from '../demo-state';
import { call, login, rooms } from './helpers';

describe('demo host: sign-in and tokens', () => {
  it('signs in the teacher with the form fields of the spec', async () => {
    const answer = await login('teacher@demo.school');
    expect(answer).toMatchObject({
      success: 1,
      remember_me: 1,
      group_id: 1,
      is_admin: 0,
      group_name: 'Beijing Tutors',
      dname: 'Emma Li',
      uid: 1001,
      tz_offset: -5,
      timezone: 'America/New_York',
      rc_token: { status: 'success' },
      advance_reservation_time: 24,
      advance_cancel_reservation_time: 24,
    });
    expect(answer.dst_start).toMatch(/^\d{4}-03-\d\dT07:00:00.000Z$/);
    expect(answer.token).toEqual(expect.any(String));
  });

  it('accepts a JSON body too and gives the admin no DST window', async () => {
    const { data } = await call('/login/teacher_portal', {
      json: { pseudonym_session: { unique_id: 'admin@demo.school', password: 'demo1234', remember_me: false } },
    });
    expect(data).toMatchObject({ success: 1, is_admin: 1, tz_offset: 8, dst_start: null, dst_end: null, remember_me: 0 });
  });

  it('refuses wrong credentials with success 0', async () => {
    const answer = await login('teacher@demo.school', 'nope');
    expect(answer).toEqual({ success: 0, message: 'Invalid username or password.' });
  });

  it('answers 401 to an /api/v1 call without a valid token', async () => {
    const { status, data } = await call('/api/v1/alg_classes/rooms');
    expect(status).toBe(401);
    expect(data).toEqual({ errors: [{ message: 'Invalid access token.' }] });
    expect((await call('/api/v1/alg_classes/rooms', { token: 'forged' })).status).toBe(401);
  });

  it('refresh issues a new access token and retires the old one', async () => {
    const { token, refresh_token } = await login('teacher@demo.school');
    const { data } = await call('/login/teacher_portal/token', { form: { refresh_token } });
    expect(data.success).toBe(1);
    expect(data.token).not.toBe(token);
    expect((await call('/api/v1/alg_classes/rooms', { token })).status).toBe(401);
    expect((await call('/api/v1/alg_classes/rooms', { token: data.token as string })).status).toBe(200);
    expect((await call('/login/teacher_portal/token', { form: { refresh_token: 'unknown' } })).data).toEqual({ success: 0 });
  });

  it('signs out: the session tokens stop working, a second sign-out is a 400', async () => {
    const { token, refresh_token } = await login('teacher@demo.school');
    const out = await call('/login/oauth2/token', { method: 'DELETE', token, form: { expire_sessions: '1' } });
    expect(out.data).toEqual({ success: 1 });
    expect((await call('/api/v1/alg_classes/rooms', { token })).status).toBe(401);
    expect((await call('/login/teacher_portal/token', { form: { refresh_token } })).data.success).toBe(0);
    expect((await call('/login/oauth2/token', { method: 'DELETE', token, form: { expire_sessions: '1' } })).status).toBe(400);
  });

  it('the expire-tokens fault invalidates every access token once; a refresh recovers', async () => {
    const { token, refresh_token } = await login('teacher@demo.school');
    setFaults([{ kind: 'expire-tokens' }]);
    expect((await call('/api/v1/alg_classes/rooms', { token })).status).toBe(401);
    expect(getFaults()).toEqual([]);
    const { data } = await call('/login/teacher_portal/token', { form: { refresh_token } });
    expect(await rooms(data.token as string)).not.toHaveLength(0);
  });

  it('the refresh-fails fault answers success 0 to the next refresh only', async () => {
    const { refresh_token } = await login('teacher@demo.school');
    setFaults([{ kind: 'refresh-fails', count: 1 }]);
    expect((await call('/api/v1/alg_classes/rooms')).status).toBe(401); // other paths untouched
    expect((await call('/login/teacher_portal/token', { form: { refresh_token } })).data).toEqual({ success: 0 });
    expect((await call('/login/teacher_portal/token', { form: { refresh_token } })).data.success).toBe(1);
  });
});
