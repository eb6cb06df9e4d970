import { describe, expect, it } from 'vitest';
import { call, type Json, login } from './helpers';

interface WireClass {
  id: number;
  calendar_event_id: number;
  state: string;
  course: { id: number } | null;
  students: { id: number; name: string }[];
  homework_count?: number;
}

async function teacher() {
  const { token } = await login('teacher@demo.school');
  const get = async (path: string) => (await call(path, { token })).data;
  const post = async (path: string, json: unknown, headers?: Record<string, string>) => (await call(path, { token, json, headers })).data;
  return { token, get, post };
}

const classesOf = (data: Json) => data.classes as WireClass[];

describe('demo host: homework', () => {
  it('offers the 20 newest past classes with the students the class history names', async () => {
    const { get } = await teacher();
    const classes = classesOf(await get('/api/v1/alg_homework/classes'));
    const history = (await get('/api/v1/alg_classes/histories/1/20')).data as { id: number; students: { id: number }[] }[];
    expect(classes.map((c) => c.id)).toEqual(history.map((h) => h.id));
    expect(classes.map((c) => c.students.map((s) => s.id))).toEqual(history.map((h) => h.students.map((s) => s.id)));
    expect(classes[0]?.homework_count).toBe(0);
    expect(classes.some((c) => (c.homework_count ?? 0) > 0)).toBe(true);
  });

  it('assigns a workbook exercise once per Idempotency-Key, and refuses what the form refuses', async () => {
    const { get, post } = await teacher();
    const [cls] = classesOf(await get('/api/v1/alg_homework/classes'));
    if (!cls) throw new Error('no class');
    const student = cls.students[0]!.id;
    const base = { class_id: cls.id, type: 'workbook', student_ids: [student], workbook_pages: 'p. 12' };
    const headers = { 'Idempotency-Key': 'k-1' };
    const first = await post('/api/v1/alg_homework', base, headers);
    const again = await post('/api/v1/alg_homework', base, headers);
    expect(first).toMatchObject({ success: 1, homework: { class_id: cls.id, type: 'workbook', student_ids: [student] } });
    expect(again).toEqual(first);
    expect(classesOf(await get('/api/v1/alg_homework/classes'))[0]?.homework_count).toBe(1);

    const refusals: [unknown, string][] = [
      [{ ...base, student_ids: [] }, 'NO_STUDENTS'],
      [{ ...base, student_ids: [1] }, 'UNKNOWN_STUDENT'],
      [{ ...base, workbook_pages: ' ' }, 'WORKBOOK_PAGES_REQUIRED'],
      [{ ...base, type: 'online' }, 'NO_FILTERS'],
      [{ ...base, type: 'supplement', text_html: '<p></p>' }, 'EMPTY_SUPPLEMENT'],
      [{ ...base, type: 'supplement', file_ids: [123] }, 'FILE_NOT_UPLOADED'],
      [{ ...base, type: 'essay' }, 'INVALID_REQUEST'],
      ['not json', 'INVALID_REQUEST'],
    ];
    for (const [body, code] of refusals) {
      expect(await post('/api/v1/alg_homework', body), code).toMatchObject({ success: 0, error_code: code });
    }
    expect((await call('/api/v1/alg_homework', { token: (await teacher()).token, json: { ...base, class_id: 42 } })).status).toBe(404);
  });

  it('checks online filter rows in order and names the row', async () => {
    const { get, post } = await teacher();
    const [cls] = classesOf(await get('/api/v1/alg_homework/classes'));
    const bank = await get('/api/v1/alg_homework/question_banks');
    const banks = bank.banks as { level_id: number; subject_id: string; topic_id: number; question_count: number }[];
    expect((bank.levels as unknown[]).length).toBeGreaterThan(0);
    const b = banks[0]!;
    const row = { level_id: b.level_id, subject_id: b.subject_id, topic_id: b.topic_id, count: 3, required: true };
    const assign = (filters: unknown[]) =>
      post('/api/v1/alg_homework', { class_id: cls!.id, type: 'online', student_ids: [cls!.students[0]!.id], filters });
    expect(await assign([row, { ...row, required: false }])).toMatchObject({ success: 0, error_code: 'DUPLICATE_FILTER', row: 1 });
    expect(await assign([{ ...row, level_id: null }])).toMatchObject({ success: 0, error_code: 'LEVEL_FIRST', row: 0 });
    expect(await assign([{ ...row, subject_id: null }])).toMatchObject({ success: 0, error_code: 'SUBJECT_FIRST', row: 0 });
    expect(await assign([{ ...row, level_id: 99, subject_id: null, topic_id: null }])).toMatchObject({ error_code: 'NO_QUESTION_BANK' });
    expect(await assign([{ ...row, count: b.question_count + 1 }])).toMatchObject({ error_code: 'INVALID_QUESTION_COUNT' });
    expect(await assign([row])).toMatchObject({ success: 1 });
  });

  it('serves numeric subject ids beside text ones and reads a subject id as a number or as text alike', async () => {
    const { get, post } = await teacher();
    const [cls] = classesOf(await get('/api/v1/alg_homework/classes'));
    const catalog = await get('/api/v1/alg_homework/question_banks');
    const subjects = catalog.subjects as { id: string | number; name: string }[];
    expect(subjects.map((s) => typeof s.id)).toEqual(expect.arrayContaining(['string', 'number']));
    const reading = subjects.find((s) => typeof s.id === 'number')!;
    const bank = (catalog.banks as { level_id: number; subject_id: string | number; topic_id: number }[]).find(
      (b) => b.subject_id === reading.id,
    )!;
    const row = { level_id: bank.level_id, subject_id: String(reading.id), topic_id: bank.topic_id, count: 2, required: true };
    const assign = (filters: unknown[]) =>
      post('/api/v1/alg_homework', { class_id: cls!.id, type: 'online', student_ids: [cls!.students[0]!.id], filters });
    expect(await assign([row, { ...row, subject_id: reading.id }])).toMatchObject({ success: 0, error_code: 'DUPLICATE_FILTER', row: 1 });
    expect(await assign([row])).toMatchObject({ success: 1 });
  });

  it('uploads a file in three steps and assigns it as a supplement exercise', async () => {
    const { token, get, post } = await teacher();
    expect(await post('/api/v1/alg_homework/files', { name: 'run.exe', size: 10 })).toMatchObject({
      success: 0,
      error_code: 'FILE_TYPE_NOT_ALLOWED',
    });
    const slot = await post('/api/v1/alg_homework/files', { name: 'story.pdf', size: 5, content_type: 'application/pdf' });
    expect(slot).toMatchObject({ success: 1, upload_url: expect.stringMatching(/^http:\/\/localhost\/demo-api\/uploads\/homework\/\d+$/) });
    const id = slot.file_id as number;
    expect(await post(`/api/v1/alg_homework/files/${id}/confirm`, {})).toMatchObject({ success: 0, error_code: 'UPLOAD_INCOMPLETE' });

    // A hand-written multipart body: jsdom's FormData and Blob do not reach undici's fetch intact.
    const send = async (uploadToken: string, bytes: string) => {
      const b = 'demo-boundary';
      const body = [
        `--${b}\r\nContent-Disposition: form-data; name="upload_token"\r\n\r\n${uploadToken}\r\n`,
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="story.pdf"\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n`,
        `--${b}--\r\n`,
      ].join('');
      const response = await fetch(slot.upload_url as string, {
        method: 'POST',
        body,
        headers: { 'Content-Type': `multipart/form-data; boundary=${b}` },
      });
      return { status: response.status, data: (await response.json()) as Json };
    };
    expect(await send('wrong', 'hello')).toMatchObject({ status: 403 });
    expect((await send((slot.upload_params as { upload_token: string }).upload_token, 'hi')).data).toMatchObject({
      error_code: 'SIZE_MISMATCH',
    });
    expect((await send((slot.upload_params as { upload_token: string }).upload_token, 'hello')).data).toEqual({ success: 1, file_id: id });
    expect(await post(`/api/v1/alg_homework/files/${id}/confirm`, {})).toMatchObject({
      success: 1,
      file: { id, display_name: 'story.pdf', size: 5 },
    });

    const [cls] = classesOf(await get('/api/v1/alg_homework/classes'));
    const done = await post('/api/v1/alg_homework', {
      class_id: cls!.calendar_event_id,
      type: 'supplement',
      student_ids: [cls!.students[0]!.id],
      file_ids: [id],
    });
    expect(done).toMatchObject({ success: 1, homework: { class_id: cls!.id, type: 'supplement' } });
    expect(token).not.toBe('');
  });
});

describe('demo host: review queue', () => {
  it('lists handed-in work with owed and graded entries, filters by class and student, and grades', async () => {
    const { get, post } = await teacher();
    const all = (await get('/api/v1/alg_homework/submissions')).submissions as {
      id: number;
      status: string;
      class: { id: number };
      student: { id: number };
    }[];
    expect(all.some((s) => s.status === 'submitted')).toBe(true);
    expect(all.some((s) => s.status === 'graded')).toBe(true);
    expect(all.every((s) => s.status !== 'assigned')).toBe(true);

    const owed = all.find((s) => s.status === 'submitted')!;
    const mine = (await get(`/api/v1/alg_homework/submissions?class_id=${owed.class.id}&student_id=${owed.student.id}`)).submissions as {
      id: number;
    }[];
    expect(mine.map((s) => s.id)).toContain(owed.id);
    expect((await get(`/api/v1/alg_homework/submissions?class_id=1`)).submissions).toEqual([]);

    const grade = (body: unknown) => post(`/api/v1/alg_homework/submissions/${owed.id}/grade`, body);
    expect(await grade({ score: 101, comment: '' })).toMatchObject({ success: 0, error_code: 'INVALID_SCORE' });
    expect(await grade({ score: 90, comment: 'x'.repeat(2001) })).toMatchObject({ success: 0, error_code: 'COMMENT_TOO_LONG' });
    expect(await grade({ score: 90, comment: ' Well done ' })).toMatchObject({
      success: 1,
      submission: { id: owed.id, status: 'graded', score: 90, comment: 'Well done' },
    });
    expect((await post('/api/v1/alg_homework/submissions/1/grade', { score: 1 })).error_code).toBe('NOT_FOUND');
  });
});

describe('demo host: practice and evaluations', () => {
  it('shows the post-class items of each recent class and completions of its students only', async () => {
    const { get } = await teacher();
    const classes = (await get('/api/v1/alg_practice/classes')).classes as (Omit<WireClass, 'students'> & {
      items: { id: number; kind: string }[];
      students: { id: number; completions: { item_id: number }[] }[];
    })[];
    expect(classes).toHaveLength(20);
    const withItems = classes.filter((c) => c.items.length > 0);
    expect(withItems.length).toBeGreaterThan(0);
    expect(new Set(withItems.flatMap((c) => c.items.map((i) => i.kind)))).toEqual(
      new Set(['quiz', 'flashcard', 'post_audio', 'post_video']),
    );
    expect(classes.filter((c) => c.course === null).every((c) => c.items.length === 0)).toBe(true);
    for (const c of classes) {
      const ids = new Set(c.items.map((i) => i.id));
      expect(c.students.every((s) => s.completions.every((x) => ids.has(x.item_id)))).toBe(true);
    }
    expect(withItems.some((c) => c.students.some((s) => s.completions.length > 0))).toBe(true);
  });

  it('owes evaluations for recent classes, refuses bad ones and records one per class and student', async () => {
    const { get, post } = await teacher();
    type EvalClass = Omit<WireClass, 'students'> & { evaluable: boolean; students: { id: number; evaluation_id: number | null }[] };
    const classes = (await get('/api/v1/alg_evaluations/classes')).classes as EvalClass[];
    const owed = classes.find((c) => c.evaluable && c.students.some((s) => s.evaluation_id === null))!;
    expect(classes.some((c) => c.students.some((s) => s.evaluation_id !== null))).toBe(true);
    const student = owed.students.find((s) => s.evaluation_id === null)!.id;
    const ratings = { pronunciation: 4, fluency: 3, vocabulary: 5, grammar: 4, participation: 5 };
    const submit = (body: Record<string, unknown>) =>
      post('/api/v1/alg_evaluations', { class_id: owed.id, student_id: student, ratings, comment: 'Good', ...body });

    expect(await submit({ ratings: { ...ratings, grammar: 0 } })).toMatchObject({ error_code: 'INVALID_RATING' });
    expect(await submit({ comment: '  ' })).toMatchObject({ error_code: 'COMMENT_REQUIRED' });
    expect(await submit({ student_id: 1 })).toMatchObject({ error_code: 'UNKNOWN_STUDENT' });
    const notHeld = classes.find((c) => !c.evaluable);
    if (notHeld)
      expect(await submit({ class_id: notHeld.id, student_id: notHeld.students[0]!.id })).toMatchObject({ error_code: 'CLASS_NOT_HELD' });
    expect(await submit({})).toMatchObject({ success: 1, evaluation: { ratings, comment: 'Good', class: { id: owed.id } } });
    expect(await submit({})).toMatchObject({ success: 0, error_code: 'ALREADY_EVALUATED' });

    const past = (await get(`/api/v1/alg_evaluations?student_id=${student}`)).evaluations as { class: { id: number } }[];
    expect(past[0]?.class.id).toBe(owed.id);
    const after = (await get('/api/v1/alg_evaluations/classes')).classes as EvalClass[];
    expect(after.find((c) => c.id === owed.id)?.students.find((s) => s.id === student)?.evaluation_id).not.toBeNull();
    expect(await get('/api/v1/alg_evaluations')).toMatchObject({ success: 0, error_code: 'INVALID_REQUEST' });
  });
});
