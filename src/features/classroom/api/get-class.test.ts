import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ApiError } from '@/lib/http/api-error';
import { getClass } from './get-class';

const LAPTOP_NOW = Date.parse('2026-06-10T12:00:00.000Z');

const room = {
  id: 410010101,
  title: 'L2U4L2S1 Making Plans',
  students: [{ id: 50008, name: 'Eric Chen', short_name: 'Eric' }],
  course: { id: 13, name: 'General English 2', description: null },
  alg_classroom: { scheduled_start_time: '2026-06-10T14:00:00.000Z', scheduled_end_time: '2026-06-10T15:00:00.000Z' },
  state: 'scheduled',
};

function host(answer: Record<string, unknown>) {
  server.use(http.get('*/api/v1/alg_classes/:eventId', () => HttpResponse.json(answer)));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getClass', () => {
  it.each<[string, string | undefined, number]>([
    ['host clock 2 h ahead of the laptop: offset +2 h', '2026-06-10T14:00:00.000Z', 2 * 3_600_000],
    ['host clock 90 s behind: offset -90 s', '2026-06-10T11:58:30.000Z', -90_000],
    ['no server_time: offset 0, the local clock is trusted', undefined, 0],
  ])('%s', async (_, serverTime, offset) => {
    // Only Date is faked (fixed): the request itself still runs on real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: LAPTOP_NOW });
    host({ success: 1, server_time: serverTime, class: room });
    const answer = await getClass(10010100);
    expect(answer.clockOffsetMs).toBe(offset);
    expect(answer.detail).toEqual({
      rawTitle: 'L2U4L2S1 Making Plans',
      startAt: '2026-06-10T14:00:00.000Z',
      endAt: '2026-06-10T15:00:00.000Z',
      students: [{ id: 50008, name: 'Eric Chen' }],
      course: { id: 13, name: 'General English 2' },
      ended: false,
    });
  });

  it('reads state "ended"', async () => {
    host({ success: 1, server_time: '2026-06-10T14:00:00.000Z', class: { ...room, state: 'ended' } });
    expect((await getClass(1)).detail.ended).toBe(true);
  });

  it('an unreadable class time is a load failure, not a NaN countdown', async () => {
    host({ success: 1, class: { ...room, alg_classroom: { scheduled_start_time: 'soon', scheduled_end_time: 'later' } } });
    await expect(getClass(1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a class the teacher does not have is a 404', async () => {
    server.use(
      http.get('*/api/v1/alg_classes/:eventId', () => HttpResponse.json({ success: 0, error_code: 'NOT_FOUND' }, { status: 404 })),
    );
    const error = await getClass(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });
});
