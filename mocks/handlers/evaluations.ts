/**
 * Student evaluations (project-defined): the recent classes with each student's evaluation, a
 * student's past evaluations, and submitting one. One evaluation per class and student; the
 * ratings and comment follow rules/evaluation.ts.
 */
import { z } from 'zod';
import type { EvaluationRecord } from '../core/coursework-types';
import { studentById } from '../data/catalog';
import { classWire, courseworkOf, findPastClass, recentClasses } from '../lib/coursework';
import { readJson } from '../lib/json-body';
import { notFound, ok, refuse } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { nextId } from '../lib/store';
import { iso } from '../core/time';
import type { HistoryEntry, Teacher } from '../core/types';
import { evaluationRefusal, SKILLS } from '../rules/evaluation';

/** Only a class that took place can be evaluated. */
const wasHeld = (entry: HistoryEntry) => entry.state === 'completed' || entry.state === 'pending';

const classes = apiRoute('get', '/api/v1/alg_evaluations/classes', ({ user, now }) => {
  const { evaluations } = courseworkOf(user);
  return ok({
    classes: recentClasses(user, now).map((entry) => {
      const wire = classWire(user, entry);
      return {
        ...wire,
        evaluable: wasHeld(entry),
        students: wire.students.map((s) => ({
          ...s,
          evaluation_id: evaluations.find((e) => e.classId === entry.id && e.studentId === s.id)?.id ?? null,
        })),
      };
    }),
  });
});

function evaluationWire(user: Teacher, e: EvaluationRecord, now: number) {
  const entry = findPastClass(user, now, e.classId);
  return {
    id: e.id,
    class: entry ? { id: entry.id, title: entry.title, start_at: entry.start_at } : null,
    student: studentById(e.studentId),
    ratings: e.ratings,
    comment: e.comment,
    created_at: e.createdAt,
  };
}

/** GET /api/v1/alg_evaluations?student_id=: that student's evaluations by this teacher, newest first. */
const ofStudent = apiRoute('get', '/api/v1/alg_evaluations', ({ request, user, now }) => {
  const studentId = Number(new URL(request.url).searchParams.get('student_id'));
  if (!Number.isInteger(studentId) || studentId <= 0) return refuse('INVALID_REQUEST', 'student_id is required.');
  const list = courseworkOf(user)
    .evaluations.filter((e) => e.studentId === studentId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return ok({ evaluations: list.map((e) => evaluationWire(user, e, now)) });
});

const submitSchema = z.object({
  class_id: z.number().int(),
  student_id: z.number().int(),
  ratings: z.record(z.string(), z.unknown()),
  comment: z.string(),
});

const submit = apiRoute('post', '/api/v1/alg_evaluations', async ({ request, user, now }) => {
  const body = await readJson(request, submitSchema);
  if ('refusal' in body) return body.refusal;
  const { class_id: classId, student_id: studentId, ratings, comment } = body.data;
  const entry = findPastClass(user, now, classId);
  if (!entry) return notFound();
  if (!entry.studentIds.includes(studentId)) return refuse('UNKNOWN_STUDENT', 'This student is not in this class.');
  if (!wasHeld(entry)) return refuse('CLASS_NOT_HELD', 'This class did not take place.');
  const coursework = courseworkOf(user);
  if (coursework.evaluations.some((e) => e.classId === entry.id && e.studentId === studentId)) {
    return refuse('ALREADY_EVALUATED', 'This student has been evaluated for this class.');
  }
  const refused = evaluationRefusal(ratings, comment);
  if (refused) return refuse(refused.code, refused.message);
  const evaluation: EvaluationRecord = {
    id: nextId(),
    classId: entry.id,
    studentId,
    ratings: Object.fromEntries(SKILLS.map((skill) => [skill, Number(ratings[skill])])),
    comment: comment.trim(),
    createdAt: iso(now),
  };
  coursework.evaluations.push(evaluation);
  return ok({ evaluation: evaluationWire(user, evaluation, now) });
});

export const evaluationHandlers = [classes, ofStudent, submit];
