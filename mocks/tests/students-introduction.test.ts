import { describe, expect, it } from 'vitest';
import { call, login, rooms } from './helpers';

interface Summary {
  id: number;
  name: string;
  upcoming_count: number;
  past_count: number;
  next_class_at: string | null;
}

describe('demo host: students', () => {
  it("lists exactly the students of the teacher's rooms and history, by name", async () => {
    const { token } = await login('teacher@demo.school');
    const { data } = await call('/api/v1/alg_teachers/students', { token });
    const students = data.students as Summary[];
    const names = students.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const roomStudents = new Set((await rooms(token)).flatMap((r) => r.students.map((s) => s.id)));
    for (const id of roomStudents) expect(students.find((s) => s.id === id)?.upcoming_count).toBeGreaterThan(0);
    const history = (await call('/api/v1/alg_classes/histories/1/500', { token })).data.data as { students: { id: number }[] }[];
    const pastIds = new Set(history.flatMap((h) => h.students.map((s) => s.id)));
    expect(new Set(students.map((s) => s.id))).toEqual(new Set([...roomStudents, ...pastIds]));
  });

  it("gives one student's classes, homework and evaluations; not the teacher's student is a 404", async () => {
    const { token } = await login('teacher@demo.school');
    const students = (await call('/api/v1/alg_teachers/students', { token })).data.students as Summary[];
    const withBoth = students.find((s) => s.upcoming_count > 0 && s.past_count > 0)!;
    const { data } = await call(`/api/v1/alg_teachers/students/${withBoth.id}`, { token });
    expect(data.upcoming).toHaveLength(withBoth.upcoming_count);
    expect(data.past).toHaveLength(withBoth.past_count);
    // Homework and evaluations are the coursework the homework and evaluation endpoints keep.
    const past = data.past as { id: number; state: string; homework: { status: string }; evaluation: unknown }[];
    for (const c of past.filter((p) => p.state !== 'completed' && p.state !== 'pending'))
      expect(c).toMatchObject({ homework: { status: 'not_assigned' }, evaluation: null });
    const evaluations = (await call(`/api/v1/alg_evaluations?student_id=${withBoth.id}`, { token })).data.evaluations as {
      class: { id: number };
    }[];
    expect(
      past
        .filter((p) => p.evaluation !== null)
        .map((p) => p.id)
        .sort(),
    ).toEqual(evaluations.map((e) => e.class.id).sort());
    const submissions = (await call(`/api/v1/alg_homework/submissions?student_id=${withBoth.id}`, { token })).data.submissions as {
      status: string;
    }[];
    expect(past.filter((p) => p.homework.status === 'submitted').length > 0).toBe(submissions.some((s) => s.status === 'submitted'));
    const unknown = await call('/api/v1/alg_teachers/students/49999', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ success: 0, error_code: 'NOT_FOUND' });
    // The super user teaches nobody.
    const root = await login('super@demo.school');
    expect((await call('/api/v1/alg_teachers/students', { token: root.token })).data.students).toEqual([]);
  });
});

describe("demo host: a student's practice per class", () => {
  it("summarises what the practice endpoint lists: items done of the class's items and the mean quiz score", async () => {
    const { token } = await login('teacher@demo.school');
    type PracticeClass = {
      id: number;
      items: { id: number; kind: string }[];
      students: { id: number; completions: { score: number | null }[] }[];
    };
    const practice = (await call('/api/v1/alg_practice/classes', { token })).data.classes as PracticeClass[];
    const cls = practice.find((c) => c.items.length > 0 && c.students.some((s) => s.completions.some((x) => x.score !== null)))!;
    const student = cls.students.find((s) => s.completions.some((x) => x.score !== null))!;
    const past = (await call(`/api/v1/alg_teachers/students/${student.id}`, { token })).data.past as { id: number; practice: unknown }[];
    const scores = student.completions.flatMap((x) => (x.score === null ? [] : [x.score]));
    expect(past.find((p) => p.id === cls.id)?.practice).toEqual({
      done: student.completions.length,
      total: cls.items.length,
      quiz_average: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    });
    // A class without post-class items (a free talk) has no practice to summarise.
    const bare = practice.find((c) => c.items.length === 0);
    if (bare) {
      const someone = bare.students[0]!.id;
      const theirs = (await call(`/api/v1/alg_teachers/students/${someone}`, { token })).data.past as { id: number; practice: unknown }[];
      expect(theirs.find((p) => p.id === bare.id)?.practice).toBeNull();
    }
  });
});

describe('demo host: teacher introduction', () => {
  it('starts from a default with the sample video, and keeps what is saved', async () => {
    const { token } = await login('teacher@demo.school');
    const first = (await call('/api/v1/alg_teachers/introduction', { token })).data.introduction as Record<string, unknown>;
    expect(first).toMatchObject({ name: 'Emma Li', updated_at: null });
    expect(first.video_url).toMatch(/\/demo-media\/sample\.mp4$/);
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    const saved = await call('/api/v1/alg_teachers/introduction', { token, json: { html: '<p>New</p>', video_url: '', photo } });
    expect(saved.data.introduction).toMatchObject({ html: '<p>New</p>', video_url: null, photo_url: photo });
    // No photo field keeps the photo; an empty one goes back to the default.
    const kept = await call('/api/v1/alg_teachers/introduction', {
      token,
      json: { html: '<p>Again</p>', video_url: 'https://cdn.example/v.mp4' },
    });
    expect(kept.data.introduction).toMatchObject({ photo_url: photo, video_url: 'https://cdn.example/v.mp4' });
    const reset = await call('/api/v1/alg_teachers/introduction', { token, json: { html: '<p>Again</p>', video_url: '', photo: '' } });
    expect((reset.data.introduction as { photo_url: string }).photo_url).toMatch(/avatar\.png$/);
  });

  it.each<[string, Record<string, string>, string]>([
    ['an empty text', { html: '<p> </p>' }, 'EMPTY_INTRODUCTION'],
    ['a text over 20 000 characters', { html: `<p>${'a'.repeat(20_000)}</p>` }, 'INTRODUCTION_TOO_LONG'],
    ['a javascript: video', { html: '<p>x</p>', video_url: 'javascript:alert(1)' }, 'INVALID_VIDEO_URL'],
    ['an SVG photo', { html: '<p>x</p>', photo: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'INVALID_PHOTO'],
  ])('refuses %s', async (_, json, code) => {
    const { token } = await login('teacher@demo.school');
    const { data } = await call('/api/v1/alg_teachers/introduction', { token, json });
    expect(data).toMatchObject({ success: 0, error_code: code });
  });
});

describe('demo control: K students in the last 7 days', () => {
  const recentStudents = async (token: string) => {
    const history = (await call('/api/v1/alg_classes/histories/1/500', { token })).data.data as {
      start_at: string;
      students: { id: number }[];
    }[];
    const since = Date.now() - 7 * 24 * 3_600_000;
    return new Set(history.filter((h) => Date.parse(h.start_at) >= since).flatMap((h) => h.students.map((s) => s.id)));
  };

  it.each([1, 6, 60, 300])('reset with recent_students %i: exactly that many, each a student of the teacher', async (count) => {
    expect((await call('/__demo/reset', { json: { recent_students: count } })).data).toEqual({ success: 1 });
    const { token } = await login('teacher@demo.school');
    const ids = await recentStudents(token);
    expect(ids.size).toBe(count);
    const first = [...ids][0]!;
    expect((await call(`/api/v1/alg_teachers/students/${first}`, { token })).status).toBe(200);
  });

  it.each([[{ recent_students: -1 }], [{ recent_students: 1.5 }], [{ recent_students: 1001 }], [{ recentStudents: 5 }], [[1]]])(
    'refuses %j whole, seeding nothing',
    async (body) => {
      const refused = await call('/__demo/reset', { json: body });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ success: 0, error_code: 'INVALID_SEED' });
    },
  );

  it('a reset without a body seeds the usual week again', async () => {
    await call('/__demo/reset', { json: { recent_students: 60 } });
    await call('/__demo/reset', { method: 'POST' });
    const { token } = await login('teacher@demo.school');
    expect((await recentStudents(token)).size).toBeLessThan(20);
  });
});
