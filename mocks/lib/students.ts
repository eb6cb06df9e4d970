/**
 * The students of a teacher, read from what the host already keeps: the live schedule (the rooms
 * list), the class history (row 12) and the teacher's coursework (homework submissions and
 * evaluations of lib/coursework.ts), so every screen tells the same story about a student.
 */
import { isBooked } from './classes';
import type { TeacherCoursework } from '../core/coursework-types';
import { classWire, courseworkOf } from './coursework';
import { allHistory } from './history';
import { practiceSummary } from './practice';
import { scheduleOf } from './store';
import type { HistoryEntry, Slot, Teacher } from '../core/types';
import { courseById, studentById } from '../data/catalog';

export type HomeworkStatus = 'not_assigned' | 'assigned' | 'submitted' | 'reviewed';

const upcomingOf = (teacher: Teacher, now: number): Slot[] =>
  scheduleOf(teacher)
    .slots.filter((s) => isBooked(s) && s.state === 'scheduled' && Date.parse(s.end) > now)
    .sort((a, b) => a.start.localeCompare(b.start));

/** The class took place (the evaluations endpoints' "evaluable"). */
const tookPlace = (entry: HistoryEntry) => entry.state === 'completed' || entry.state === 'pending';

function homeworkStatus(coursework: TeacherCoursework, classId: number, studentId: number): HomeworkStatus {
  const homework = coursework.homework.filter((h) => h.classId === classId && h.studentIds.includes(studentId)).map((h) => h.id);
  const submissions = coursework.submissions.filter((s) => s.studentId === studentId && homework.includes(s.homeworkId));
  if (submissions.length === 0) return 'not_assigned';
  // The one still needing the teacher decides: handed in before assigned before graded.
  if (submissions.some((s) => s.status === 'submitted')) return 'submitted';
  if (submissions.some((s) => s.status === 'assigned')) return 'assigned';
  return 'reviewed';
}

const upcomingWire = (slot: Slot) => ({
  event_id: slot.id,
  title: slot.title,
  start_at: slot.start,
  end_at: slot.end,
  course: { id: slot.courseId, name: courseById(slot.courseId)?.name ?? '' },
  classroom_type: slot.studentIds.length > 1 ? 'group' : '1v1',
});

/** A past class as the coursework endpoints show it, with this student's homework, evaluation and practice. */
function pastWire(teacher: Teacher, coursework: TeacherCoursework, entry: HistoryEntry, studentId: number, now: number) {
  const evaluation = coursework.evaluations.find((e) => e.classId === entry.id && e.studentId === studentId);
  return {
    ...classWire(teacher, entry),
    homework: { status: homeworkStatus(coursework, entry.id, studentId) },
    evaluation: evaluation ? { skills: evaluation.ratings, comment: evaluation.comment, evaluated_at: evaluation.createdAt } : null,
    practice: practiceSummary(teacher, entry, studentId, now),
  };
}

/** One student's classes with this teacher, or null when the student is not the teacher's. */
export function studentDetail(teacher: Teacher, studentId: number, now: number) {
  const upcoming = upcomingOf(teacher, now).filter((s) => s.studentIds.includes(studentId));
  const past = allHistory(scheduleOf(teacher), now).filter((h) => h.studentIds.includes(studentId));
  if (upcoming.length === 0 && past.length === 0) return null;
  const coursework = courseworkOf(teacher);
  return {
    student: studentById(studentId),
    upcoming: upcoming.map(upcomingWire),
    past: past.map((entry) => pastWire(teacher, coursework, entry, studentId, now)),
  };
}

/** Every student of the teacher with the counts of the list, by name. */
export function studentSummaries(teacher: Teacher, now: number) {
  const upcoming = upcomingOf(teacher, now);
  const past = allHistory(scheduleOf(teacher), now);
  const coursework = courseworkOf(teacher);
  const ids = new Set([...upcoming, ...past].flatMap((c) => c.studentIds));
  return [...ids]
    .map((id) => {
      const mine = past.filter((h) => h.studentIds.includes(id));
      const wired = mine.map((h) => pastWire(teacher, coursework, h, id, now));
      return {
        ...studentById(id),
        upcoming_count: upcoming.filter((s) => s.studentIds.includes(id)).length,
        past_count: mine.length,
        next_class_at: upcoming.find((s) => s.studentIds.includes(id))?.start ?? null,
        last_class_at: mine[0]?.start_at ?? null,
        homework_to_review: wired.filter((c) => c.homework.status === 'submitted').length,
        evaluations_owed: wired.filter((c, i) => tookPlace(mine[i]!) && c.evaluation === null).length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
