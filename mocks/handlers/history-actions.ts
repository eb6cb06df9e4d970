/**
 * Project-defined endpoints of the class replay (docs/api-contract.md): one history entry with
 * its pinned notes, the teacher's comment, the confirmed class state, and notes pinned to a
 * moment of the recording. `{id}` is a history entry's `id`.
 */
import { historyWire } from '../data/history';
import { readBody } from '../lib/body';
import { findHistory, historyForWrite } from '../lib/history';
import { notFound, ok, publicBase, refuse } from '../lib/responses';
import { apiRoute, type ApiContext } from '../lib/route';
import { nextId, scheduleOf } from '../lib/store';
import { iso } from '../core/time';
import type { HistoryEntry, HistoryState } from '../core/types';
import { visibleText } from '../rules/refusal';

export const MAX_COMMENT_CHARS = 20_000;
export const MAX_NOTE_CHARS = 500;
const CONFIRMABLE: readonly HistoryState[] = ['completed', 'student_absent', 'teacher_absent', 'technical_problem'];

const byTime = (entry: HistoryEntry) => [...(entry.marks ?? [])].sort((a, b) => a.at_seconds - b.at_seconds || a.id - b.id);

/** A write to the entry `:id`; 404 when the teacher has no such past class. */
const historyWrite = (
  method: 'post' | 'delete',
  suffix: string,
  write: (entry: HistoryEntry, ctx: ApiContext) => Promise<Response> | Response,
) =>
  apiRoute(method, `/api/v1/alg_classes/histories/:id${suffix}`, (ctx) => {
    const entry = historyForWrite(scheduleOf(ctx.user), Number(ctx.params.id), ctx.now);
    return entry ? write(entry, ctx) : notFound();
  });

const detail = apiRoute('get', '/api/v1/alg_classes/histories/:id', ({ request, params, user, now }) => {
  const entry = findHistory(scheduleOf(user), Number(params.id), now);
  if (!entry) return notFound();
  return ok({ item: { ...historyWire(entry), marks: byTime(entry) }, playback_domain: `${publicBase(request)}/demo-media` });
});

const comment = historyWrite('post', '/comment', async (entry, { request }) => {
  const html = (await readBody(request)).teacher_comment ?? '';
  if (visibleText(html) === '') return refuse('COMMENT_EMPTY', 'The comment is empty.');
  if (html.length > MAX_COMMENT_CHARS) return refuse('COMMENT_TOO_LONG', `The comment is longer than ${MAX_COMMENT_CHARS} characters.`);
  entry.teacher_comment = html;
  return ok({ teacher_comment: html });
});

const state = historyWrite('post', '/state', async (entry, { request }) => {
  const value = (await readBody(request)).state as HistoryState;
  if (!CONFIRMABLE.includes(value)) return refuse('INVALID_STATE', `state must be one of ${CONFIRMABLE.join(', ')}.`);
  entry.state = value;
  return ok({ state: value });
});

const addMark = historyWrite('post', '/marks', async (entry, { request, now }) => {
  const body = await readBody(request);
  const at = Number(body.at_seconds);
  const note = (body.note ?? '').trim();
  const classSeconds = (Date.parse(entry.end_at) - Date.parse(entry.start_at)) / 1000;
  if (body.at_seconds === undefined || !Number.isFinite(at) || at < 0 || at > classSeconds) {
    return refuse('INVALID_TIME', `at_seconds must be between 0 and ${classSeconds}.`);
  }
  if (note === '') return refuse('NOTE_EMPTY', 'The note is empty.');
  if (note.length > MAX_NOTE_CHARS) return refuse('NOTE_TOO_LONG', `The note is longer than ${MAX_NOTE_CHARS} characters.`);
  const mark = { id: nextId(), at_seconds: Math.round(at * 10) / 10, note, created_at: iso(now) };
  entry.marks = [...(entry.marks ?? []), mark];
  return ok({ mark });
});

const deleteMark = historyWrite('delete', '/marks/:markId', (entry, { params }) => {
  const id = Number(params.markId);
  if (!entry.marks?.some((m) => m.id === id)) return refuse('NOT_FOUND', 'No such note.', 404);
  entry.marks = entry.marks.filter((m) => m.id !== id);
  return ok({ deleted: id });
});

export const historyActionHandlers = [detail, comment, state, addMark, deleteMark];
