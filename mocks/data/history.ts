/** About 45 past classes per teacher, newest first, generated from the teacher id and the seed instant. */
import { createRng } from '../core/rand';
import { DAY, floorHalfHour, HOUR, iso } from '../core/time';
import type { HistoryEntry, HistoryState } from '../core/types';
import { classTitle, COURSES, STUDENTS, studentById } from './catalog';
import { idBase } from './schedule';

const RECORDINGS = ['/hls/sample.m3u8', '/sample.mp4', '/sample.mp3'];

const FEEDBACK = [
  '<p>Great lesson, thank you! The role play was <strong>really</strong> useful.</p>',
  '<p>Teacher was patient and explained the grammar clearly.</p><p>Could we do more speaking next time?</p>',
  '<p>😊 Fun class, my son loved the songs.</p>',
  '<p>A bit fast for me, but the <em>vocabulary list</em> helps.</p>',
];

const COMMENTS = [
  '<p>Good pronunciation today. Keep practising the <strong>th</strong> sound.</p><ul><li>Review new words</li><li>Finish workbook page 12</li></ul>',
  '<p>Very active in class. Work on past tense forms: <em>went, saw, bought</em>.</p>',
  '<p>Needs more confidence when speaking; try to answer in full sentences.</p>',
  '<p>Excellent progress! Ready for the next unit.</p>',
];

function stateAt(index: number, roll: number): HistoryState {
  if (index < 2) return 'pending';
  if (roll < 0.08) return 'student_absent';
  if (roll < 0.12) return 'teacher_absent';
  if (roll < 0.16) return 'technical_problem';
  return 'completed';
}

export function generateHistory(teacherId: number, seededAt: number, count = 45): HistoryEntry[] {
  const rng = createRng(teacherId * 131 + 3);
  const base = idBase(teacherId);
  let cursor = floorHalfHour(seededAt) - DAY;
  return Array.from({ length: count }, (_, j) => {
    cursor -= rng.int(2, 30) * HOUR; // every 2 to 30 hours, on whole half-hours
    const course = rng.pick(COURSES);
    const students = rng.chance(0.15) ? 2 : 1;
    const studentIds = Array.from({ length: students }, () => rng.pick(STUDENTS).id);
    const state = stateAt(j, rng.next());
    const done = state === 'completed';
    return {
      id: base + 5_000 + j,
      calendar_event_id: base + 6_000 + j,
      title: classTitle(rng, course),
      start_at: iso(cursor),
      end_at: iso(cursor + HOUR),
      studentIds: [...new Set(studentIds)],
      record_url: RECORDINGS[j % RECORDINGS.length] ?? '/sample.mp4',
      state,
      student_feedback: done && rng.chance(0.7) ? rng.pick(FEEDBACK) : null,
      teacher_comment: done && rng.chance(0.8) ? rng.pick(COMMENTS) : null,
    };
  });
}

/** The wire form of a history entry in the list (its pinned notes come with the single entry only). */
export const historyWire = (entry: HistoryEntry) => {
  const { studentIds, marks: _marks, ...rest } = entry;
  return { ...rest, students: studentIds.map(studentById) };
};
