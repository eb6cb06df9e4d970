import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR, mediaFile } from '../lib/media-files';
import { call, login, rooms } from './helpers';

interface WireHistory {
  id: number;
  start_at: string;
  state: string;
  record_url: string;
  teacher_comment: string | null;
  marks?: unknown;
}

async function page(token: string, n: number, perPage = 10) {
  const { data } = await call(`/api/v1/alg_classes/histories/${n}/${perPage}`, { token });
  return data as { success: number; data: WireHistory[]; total: number; playback_domain: string };
}

const post = (token: string, path: string, json: unknown) => call(`/api/v1/alg_classes/histories/${path}`, { method: 'POST', token, json });

describe('demo host: class history and replay', () => {
  it('pages the history newest first, with the media domain, and no notes in the list', async () => {
    const { token } = await login('teacher@demo.school');
    const first = await page(token, 1);
    const second = await page(token, 2);
    expect(first).toMatchObject({ success: 1, playback_domain: 'http://localhost/demo-media' });
    expect(first.total).toBeGreaterThanOrEqual(45);
    expect(first.data).toHaveLength(10);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((h) => h.id)).size).toBe(20);
    expect(all.map((h) => h.start_at)).toEqual([...all.map((h) => h.start_at)].sort().reverse());
    expect(all.every((h) => h.marks === undefined)).toBe(true);
    expect(new Set(all.map((h) => h.record_url))).toEqual(new Set(['/hls/sample.m3u8', '/sample.mp4', '/sample.mp3']));
  });

  it('answers one entry with its notes, 404 for another teacher’s', async () => {
    const { token } = await login('teacher@demo.school');
    const [entry] = (await page(token, 1)).data;
    const detail = await call(`/api/v1/alg_classes/histories/${entry!.id}`, { token });
    expect(detail.data).toMatchObject({ success: 1, item: { id: entry!.id, marks: [] }, playback_domain: 'http://localhost/demo-media' });
    const admin = await login('admin@demo.school');
    expect((await call(`/api/v1/alg_classes/histories/${entry!.id}`, { token: admin.token })).status).toBe(404);
    expect((await post(admin.token, `${entry!.id}/state`, { state: 'completed' })).status).toBe(404);
  });

  it('saves a comment and refuses an empty or overlong one', async () => {
    const { token } = await login('teacher@demo.school');
    const id = (await page(token, 1)).data[0]!.id;
    expect((await post(token, `${id}/comment`, { teacher_comment: '<p> </p><p>&nbsp;</p>' })).data).toMatchObject({
      success: 0,
      error_code: 'COMMENT_EMPTY',
    });
    expect((await post(token, `${id}/comment`, { teacher_comment: `<p>${'x'.repeat(20_000)}</p>` })).data).toMatchObject({
      success: 0,
      error_code: 'COMMENT_TOO_LONG',
    });
    expect((await post(token, `${id}/comment`, { teacher_comment: '<p>Well done</p>' })).data).toMatchObject({ success: 1 });
    expect((await page(token, 1)).data[0]!.teacher_comment).toBe('<p>Well done</p>');
  });

  it('confirms one of the four states and refuses anything else', async () => {
    const { token } = await login('teacher@demo.school');
    const id = (await page(token, 1)).data[0]!.id;
    for (const state of ['pending', 'finished', '']) {
      expect((await post(token, `${id}/state`, { state })).data).toMatchObject({ success: 0, error_code: 'INVALID_STATE' });
    }
    for (const state of ['student_absent', 'teacher_absent', 'technical_problem', 'completed']) {
      expect((await post(token, `${id}/state`, { state })).data).toMatchObject({ success: 1, state });
      expect((await page(token, 1)).data[0]!.state).toBe(state);
    }
  });

  it('pins notes to moments inside the class, lists them by time, deletes them', async () => {
    const { token } = await login('teacher@demo.school');
    const id = (await page(token, 1)).data[0]!.id;
    const refusals = [
      [{ at_seconds: -1, note: 'x' }, 'INVALID_TIME'],
      [{ at_seconds: 'soon', note: 'x' }, 'INVALID_TIME'],
      [{ note: 'x' }, 'INVALID_TIME'],
      [{ at_seconds: 3601, note: 'x' }, 'INVALID_TIME'],
      [{ at_seconds: 1, note: '   ' }, 'NOTE_EMPTY'],
      [{ at_seconds: 1, note: 'x'.repeat(501) }, 'NOTE_TOO_LONG'],
    ] as const;
    for (const [body, code] of refusals)
      expect((await post(token, `${id}/marks`, body)).data).toMatchObject({ success: 0, error_code: code });
    const late = await post(token, `${id}/marks`, { at_seconds: 9.46, note: ' Good answer ' });
    await post(token, `${id}/marks`, { at_seconds: 2, note: 'Greeting' });
    expect(late.data).toMatchObject({ success: 1, mark: { at_seconds: 9.5, note: 'Good answer' } });
    const notes = async () =>
      ((await call(`/api/v1/alg_classes/histories/${id}`, { token })).data.item as { marks: { id: number; note: string }[] }).marks;
    expect((await notes()).map((m) => m.note)).toEqual(['Greeting', 'Good answer']);
    const markId = (late.data.mark as { id: number }).id;
    const deleted = await call(`/api/v1/alg_classes/histories/${id}/marks/${markId}`, { method: 'DELETE', token });
    expect(deleted.data).toMatchObject({ success: 1, deleted: markId });
    expect((await notes()).map((m) => m.note)).toEqual(['Greeting']);
    expect((await call(`/api/v1/alg_classes/histories/${id}/marks/${markId}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('a class ended in the portal heads the history as pending and keeps what the teacher writes to it', async () => {
    const { token } = await login('teacher@demo.school');
    const now = Date.now();
    const live = (await rooms(token)).find(
      (r) => Date.parse(r.alg_classroom.scheduled_start_time) <= now && now < Date.parse(r.alg_classroom.scheduled_end_time),
    );
    if (!live) throw new Error('seed lacks a class in progress');
    await call(`/api/v1/alg_classes/${live.calendar_event.id}/end`, { method: 'POST', token });
    const { total, data } = await page(token, 1);
    const parent = live.calendar_event.parent_calendar_event_id;
    expect(data[0]).toMatchObject({ id: parent, state: 'pending', record_url: '/hls/sample.m3u8' });
    expect((await post(token, `${parent}/state`, { state: 'completed' })).data.success).toBe(1);
    expect((await post(token, `${parent}/comment`, { teacher_comment: '<p>ok</p>' })).data.success).toBe(1);
    const after = await page(token, 1);
    expect(after.total).toBe(total);
    expect(after.data.filter((h) => h.id === parent)).toEqual([
      expect.objectContaining({ state: 'completed', teacher_comment: '<p>ok</p>' }),
    ]);
  });
});

describe('demo host: replay media (mocks/media)', () => {
  it('has an HLS playlist whose segments all exist as MPEG-TS', () => {
    const playlist = readFileSync(join(MEDIA_DIR, 'hls/sample.m3u8'), 'utf8');
    expect(playlist.startsWith('#EXTM3U')).toBe(true);
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) {
      const bytes = readFileSync(join(MEDIA_DIR, 'hls', segment));
      expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
      expect(bytes[188]).toBe(0x47);
    }
  });

  it('has an mp4 with its index first and an mp3', () => {
    const mp4 = readFileSync(join(MEDIA_DIR, 'sample.mp4'));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat')); // faststart: playable while loading
    const mp3 = readFileSync(join(MEDIA_DIR, 'sample.mp3'));
    const id3 = mp3.subarray(0, 3).toString('latin1') === 'ID3';
    expect(id3 || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
  });

  it('stays small (a few hundred KB in all)', () => {
    const files = ['sample.mp4', 'sample.mp3', 'hls/sample.m3u8', 'hls/sample-0.ts', 'hls/sample-1.ts', 'hls/sample-2.ts'];
    const total = files.reduce((sum, file) => sum + readFileSync(join(MEDIA_DIR, file)).length, 0);
    expect(total).toBeLessThan(400 * 1024);
  });

  it.each([
    ['hls/sample.m3u8', true],
    ['/sample.mp4?x=1', true],
    ['../package.json', false],
    ['%2e%2e/%2e%2e/package.json', false],
    ['hls', false],
    ['missing.mp4', false],
    ['%E0%A4%A', false],
  ])('serves %j: %s', (path, served) => {
    expect(mediaFile(path) !== null).toBe(served);
  });
});
