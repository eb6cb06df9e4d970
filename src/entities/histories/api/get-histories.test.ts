import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ApiError } from '@/lib/http/api-error';
import { getHistories } from './get-histories';
import { getHistoryItem } from './get-history-item';

const wireItem = {
  id: 10015000,
  calendar_event_id: '10016000',
  title: 'L1U2L1S1 My Toys',
  start_at: '2026-11-20T08:30:00.000Z',
  end_at: '2026-11-20T09:30:00.000Z',
  students: [{ id: 50002, name: 'Tom Wang', short_name: 'Tom' }],
  record_url: '/hls/sample.m3u8',
  state: 'pending',
  student_feedback: '<p>Thanks</p>',
  teacher_comment: null,
};

const item = {
  id: 10015000,
  calendarEventId: 10016000,
  rawTitle: 'L1U2L1S1 My Toys',
  startAt: '2026-11-20T08:30:00.000Z',
  endAt: '2026-11-20T09:30:00.000Z',
  students: [{ id: 50002, name: 'Tom Wang', shortName: 'Tom' }],
  recordUrl: '/hls/sample.m3u8',
  state: 'pending',
  studentFeedback: '<p>Thanks</p>',
  teacherComment: null,
};

function answerList(body: Record<string, unknown>) {
  const seen: string[] = [];
  server.use(
    http.get('*/api/v1/alg_classes/histories/:page/:perPage', ({ request }) => {
      seen.push(new URL(request.url).pathname);
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('getHistories', () => {
  it('asks for the page and its size and reads list, total and playback domain', async () => {
    const seen = answerList({ success: 1, data: [wireItem], total: '45', playback_domain: 'https://m.example/media' });
    expect(await getHistories(3, 10)).toEqual({ items: [item], total: 45, playbackDomain: 'https://m.example/media' });
    expect(seen).toEqual(['/demo-api/api/v1/alg_classes/histories/3/10']);
  });

  // Spec 4: the history succeeds only when the flag equals 1.
  it.each([
    ['success 1', { success: 1 }, 'ok'],
    ['success "1" (the host is loose about types)', { success: '1' }, 'ok'],
    ['success 0', { success: 0 }, 'refused'],
    ['success 0 with a code', { success: 0, error_code: 'NO_HISTORY' }, 'refused'],
    ['success 2', { success: 2 }, 'refused'],
    ['success -1', { success: -1 }, 'refused'],
    ['no success flag', {}, 'invalid-response'],
    ['success "yes"', { success: 'yes' }, 'invalid-response'],
  ])('%s -> %s', async (_, flag, outcome) => {
    answerList({ data: [], total: 0, playback_domain: '', ...flag });
    const result = await getHistories(1).then(
      () => 'ok',
      (error: unknown) => (error instanceof ApiError ? error.kind : 'other'),
    );
    expect(result).toBe(outcome);
  });

  it('a refusal carries its code', async () => {
    answerList({ success: 0, error_code: 'NO_HISTORY' });
    await expect(getHistories(1)).rejects.toMatchObject({ kind: 'refused', code: 'NO_HISTORY' });
  });

  it.each([
    ['a list that is not a list', { success: 1, data: {}, total: 0, playback_domain: '' }],
    ['an item without an id', { success: 1, data: [{ ...wireItem, id: undefined }], total: 1, playback_domain: '' }],
    ['a negative total', { success: 1, data: [], total: -1, playback_domain: '' }],
  ])('%s is an unreadable answer', async (_, body) => {
    answerList(body);
    await expect(getHistories(1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('tolerates missing optional parts: no students, null texts, unknown state kept as sent', async () => {
    answerList({
      success: 1,
      data: [{ ...wireItem, students: null, record_url: null, state: 'archived', student_feedback: '' }],
      total: 1,
      playback_domain: null,
    });
    const page = await getHistories(1);
    expect(page.playbackDomain).toBe('');
    expect(page.items[0]).toMatchObject({ students: [], recordUrl: '', state: 'archived', studentFeedback: null });
  });
});

describe('getHistoryItem', () => {
  it('reads the entry and its notes, earliest first', async () => {
    server.use(
      http.get('*/api/v1/alg_classes/histories/:id', () =>
        HttpResponse.json({
          success: 1,
          playback_domain: 'https://m.example/media',
          item: {
            ...wireItem,
            marks: [
              { id: 2, at_seconds: 9.5, note: 'later', created_at: '2026-11-21T00:00:00.000Z' },
              { id: 1, at_seconds: '3', note: 'first', created_at: '2026-11-21T00:00:01.000Z' },
            ],
          },
        }),
      ),
    );
    expect(await getHistoryItem(10015000)).toEqual({
      item,
      playbackDomain: 'https://m.example/media',
      marks: [
        { id: 1, atSeconds: 3, note: 'first', createdAt: '2026-11-21T00:00:01.000Z' },
        { id: 2, atSeconds: 9.5, note: 'later', createdAt: '2026-11-21T00:00:00.000Z' },
      ],
    });
  });

  it('a class the teacher does not have is a 404', async () => {
    server.use(
      http.get('*/api/v1/alg_classes/histories/:id', () => HttpResponse.json({ success: 0, error_code: 'NOT_FOUND' }, { status: 404 })),
    );
    await expect(getHistoryItem(1)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
