import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, setFaults } from '../lib/faults';
import { HOSTILE_HTML, HOSTILE_TEXTS, hostileText, makeHostile } from '../lib/hostile';
import { call, login } from './helpers';

describe('makeHostile', () => {
  it.each([
    ['name', 'Emma Li'],
    ['title', 'Free talk'],
    ['description', 'Confident everyday English (CEFR A2).'],
    ['msg', 'See you tomorrow'],
  ])('a %s keeps its text inside one of the payloads, the same one every time', (key, text) => {
    const hostile = hostileText(key, text);
    expect(hostile).toContain(text);
    expect(HOSTILE_TEXTS.map((payload) => payload.replace('{}', text))).toContain(hostile);
    expect(hostileText(key, text)).toBe(hostile);
  });

  it('keeps the class code in front of a title', () => {
    expect(hostileText('title', 'L2U4L2S1 Making Plans')).toMatch(/^L2U4L2S1 .*Making Plans/s);
  });

  it('puts every attack into rich text and leaves ids, dates, enumerations, emails and URLs alone', () => {
    const answer = {
      success: 1,
      id: 7,
      state: 'pending',
      start_at: '2026-06-10T14:00:00.000Z',
      email: 'a@b.c',
      record_url: '/hls/sample.m3u8',
      student_feedback: '<p>Well done</p>',
      teacher_comment: null,
      students: [{ id: 1, name: 'Tom', short_name: '' }],
    };
    expect(makeHostile(answer)).toEqual({
      ...answer,
      student_feedback: HOSTILE_HTML.replace('{}', '<p>Well done</p>'),
      students: [{ id: 1, name: hostileText('name', 'Tom'), short_name: '' }],
    });
    for (const attack of ['<script>', 'onerror=', 'javascript:', '<svg onload', '<iframe', '\u202E'])
      expect(HOSTILE_HTML).toContain(attack);
  });
});

describe('the hostile rule on the host', () => {
  afterEach(() => clearFaults());

  it('makes the rooms hostile while it stands, and is never spent', async () => {
    const { token } = await login('teacher@demo.school');
    const plain = (await call('/api/v1/alg_classes/rooms', { token })).data as { rooms: { course: { name: string } }[] };
    setFaults([{ kind: 'hostile' }]);
    for (let i = 0; i < 2; i += 1) {
      const { data } = await call('/api/v1/alg_classes/rooms', { token });
      const rooms = (data as typeof plain).rooms;
      expect(rooms[0]!.course.name).toBe(hostileText('name', plain.rooms[0]!.course.name));
    }
  });

  it('leaves the module kinds alone', async () => {
    const { token } = await login('teacher@demo.school');
    setFaults([{ kind: 'hostile' }]);
    const { data } = await call('/api/v1/courses/12/modules?page=1&per_page=500', { token });
    expect((data as unknown as { name: string }[]).map((m) => m.name)).toContain('Quizzes');
  });
});
