/**
 * Homework (project-defined): the classes to assign to, the question bank, assigning, and the
 * review queue with grading. The host refuses with the first problem its own rules find
 * (rules/homework.ts, rules/grading.ts).
 */
import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { FilterRecord, SubmissionRecord, TeacherCoursework } from '../core/coursework-types';
import { studentById } from '../data/catalog';
import { BANKS, LEVELS, questionBanksWire, SUBJECTS, TOPICS } from '../data/question-banks';
import { classWire, courseworkOf, findPastClass, recentClasses } from '../lib/coursework';
import { readJson } from '../lib/json-body';
import { mediaUrl, notFound, ok, refuse } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { nextId } from '../lib/store';
import { iso } from '../core/time';
import type { Teacher } from '../core/types';
import { assignRefusal, type FilterRequest, HOMEWORK_TYPES } from '../rules/homework';
import { gradeRefusal } from '../rules/grading';
import { sameKey } from '../rules/refusal';
import { uploadWire } from './homework-files';

const classes = apiRoute('get', '/api/v1/alg_homework/classes', ({ user, now }) => {
  const { homework } = courseworkOf(user);
  return ok({
    classes: recentClasses(user, now).map((entry) => ({
      ...classWire(user, entry),
      homework_count: homework.filter((h) => h.classId === entry.id).length,
    })),
  });
});

const questionBanks = apiRoute('get', '/api/v1/alg_homework/question_banks', () => ok(questionBanksWire()));

/** Ids as the wire may carry them: 3 or "3" alike (the rules compare them as text). */
const wireKey = z.union([z.number(), z.string()]).nullable();

const filterSchema = z.object({
  level_id: wireKey,
  subject_id: wireKey,
  topic_id: wireKey,
  count: z.number().nullable(),
  required: z.boolean(),
});

/** A filter that passed the rules, stored with the catalog's own ids (3, not "3"). */
function filterRecord(f: FilterRequest): FilterRecord {
  return {
    level_id: LEVELS.find((l) => sameKey(l.id, f.level_id))?.id ?? 0,
    subject_id: SUBJECTS.find((s) => sameKey(s.id, f.subject_id))?.id ?? null,
    topic_id: TOPICS.find((t) => sameKey(t.id, f.topic_id))?.id ?? null,
    count: f.count ?? 0,
    required: f.required,
  };
}

const assignSchema = z.object({
  class_id: z.number().int(),
  type: z.enum(HOMEWORK_TYPES),
  student_ids: z.array(z.number().int()),
  workbook_pages: z.string().default(''),
  filters: z.array(filterSchema).default([]),
  text_html: z.string().default(''),
  file_ids: z.array(z.number().int()).default([]),
});

const assign = apiRoute('post', '/api/v1/alg_homework', async ({ request, user, now }) => {
  const body = await readJson(request, assignSchema);
  if ('refusal' in body) return body.refusal;
  const input = body.data;
  const entry = findPastClass(user, now, input.class_id);
  if (!entry) return notFound();
  const coursework = courseworkOf(user);
  const fileIds = input.type === 'supplement' ? [...new Set(input.file_ids)] : [];
  const refused = assignRefusal(
    { ...input, file_ids: fileIds },
    { classStudentIds: entry.studentIds, banks: BANKS, confirmedFileIds: coursework.uploads.filter((u) => u.confirmed).map((u) => u.id) },
  );
  // `row` names the filter row of a filter problem, so the form can point at it.
  if (refused) return HttpResponse.json({ success: 0, error_code: refused.code, message: refused.message, row: refused.row });
  const homework = {
    id: nextId(),
    classId: entry.id,
    studentIds: [...new Set(input.student_ids)],
    type: input.type,
    workbookPages: input.type === 'workbook' ? input.workbook_pages.trim() : null,
    filters: input.type === 'online' ? input.filters.map(filterRecord) : [],
    textHtml: input.type === 'supplement' ? input.text_html : null,
    fileIds,
    createdAt: iso(now),
  };
  coursework.homework.push(homework);
  for (const studentId of homework.studentIds) {
    coursework.submissions.push({
      id: nextId(),
      homeworkId: homework.id,
      studentId,
      status: 'assigned',
      submittedAt: null,
      answers: [],
      files: [],
      textHtml: null,
      score: null,
      comment: null,
      gradedAt: null,
    });
  }
  return ok({
    homework: {
      id: homework.id,
      class_id: homework.classId,
      type: homework.type,
      student_ids: homework.studentIds,
      created_at: homework.createdAt,
    },
  });
});

const nameOf = <T extends { id: number | string; name: string }>(list: readonly T[], id: number | string | null) =>
  list.find((item) => sameKey(item.id, id))?.name ?? null;

function submissionWire(request: Request, user: Teacher, coursework: TeacherCoursework, s: SubmissionRecord, now: number) {
  const homework = coursework.homework.find((h) => h.id === s.homeworkId);
  const entry = homework && findPastClass(user, now, homework.classId);
  return {
    id: s.id,
    status: s.status,
    submitted_at: s.submittedAt,
    graded_at: s.gradedAt,
    score: s.score,
    comment: s.comment,
    student: studentById(s.studentId),
    class: entry ? { id: entry.id, title: entry.title, start_at: entry.start_at } : null,
    homework: homework && {
      id: homework.id,
      type: homework.type,
      created_at: homework.createdAt,
      workbook_pages: homework.workbookPages,
      filters: homework.filters.map((f) => ({
        ...f,
        level_name: nameOf(LEVELS, f.level_id),
        subject_name: nameOf(SUBJECTS, f.subject_id),
        topic_name: nameOf(TOPICS, f.topic_id),
      })),
      text_html: homework.textHtml,
      files: coursework.uploads.filter((u) => homework.fileIds.includes(u.id)).map(uploadWire),
    },
    answers: s.answers,
    files: s.files.map((f) => ({ name: f.name, size: f.size, content_type: f.contentType, url: mediaUrl(request, f.media) })),
    text_html: s.textHtml,
  };
}

/** Handed-in work, newest first; `class_id` (history id or calendar event id) and `student_id` narrow it. */
const submissions = apiRoute('get', '/api/v1/alg_homework/submissions', ({ request, user, now }) => {
  const query = new URL(request.url).searchParams;
  const classParam = query.get('class_id');
  const studentId = Number(query.get('student_id') ?? Number.NaN);
  const classId = classParam === null ? null : (findPastClass(user, now, Number(classParam))?.id ?? -1);
  const coursework = courseworkOf(user);
  const homeworkOfClass = new Set(coursework.homework.filter((h) => classId === null || h.classId === classId).map((h) => h.id));
  const list = coursework.submissions
    .filter((s) => s.status !== 'assigned' && homeworkOfClass.has(s.homeworkId) && (Number.isNaN(studentId) || s.studentId === studentId))
    .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
  return ok({ submissions: list.map((s) => submissionWire(request, user, coursework, s, now)) });
});

const gradeSchema = z.object({ score: z.number().nullable(), comment: z.string().default('') });

const grade = apiRoute('post', '/api/v1/alg_homework/submissions/:id/grade', async ({ request, params, user, now }) => {
  const coursework = courseworkOf(user);
  const submission = coursework.submissions.find((s) => s.id === Number(params.id));
  if (!submission) return refuse('NOT_FOUND', 'No such submission.', 404);
  const body = await readJson(request, gradeSchema);
  if ('refusal' in body) return body.refusal;
  if (submission.status === 'assigned') return refuse('NOT_SUBMITTED', 'The student has not handed this homework in yet.');
  const refused = gradeRefusal(body.data.score, body.data.comment);
  if (refused) return refuse(refused.code, refused.message);
  submission.status = 'graded';
  submission.score = body.data.score;
  submission.comment = body.data.comment.trim() || null;
  submission.gradedAt = iso(now);
  return ok({ submission: submissionWire(request, user, coursework, submission, now) });
});

export const homeworkHandlers = [classes, questionBanks, assign, submissions, grade];
