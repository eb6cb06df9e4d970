/**
 * A teacher of group classes (issue 38): `count` distinct students in the classes still to come and in
 * those of the last days, served by the demo host's `respond` fault rules (docs/api-contract.md "Fault
 * injection") in the shapes of rows 8 and 12 and the student endpoint. Pure: the time and the count in,
 * the rules out. Every student answer is the same body: the work per answer is what is measured.
 */
import type { FaultRule } from '../../mocks/rules/fault-rules';

const HOUR = 3_600_000;
const PER_CLASS = 30;
const FIRST_STUDENT = 700_000;

const studentWire = (id: number) => ({ id, name: `Student ${id}`, short_name: `S${id}` });
const iso = (ms: number) => new Date(ms).toISOString();

/** A class's students: `PER_CLASS` of them (the last class takes what is left), each in one class only. */
function classesOf(count: number): number[][] {
  const classes: number[][] = [];
  for (let first = 0; first < count; first += PER_CLASS)
    classes.push(Array.from({ length: Math.min(PER_CLASS, count - first) }, (_, i) => FIRST_STUDENT + first + i));
  return classes;
}

/**
 * Row 8: one room per student of each class, the classes an hour apart, the first in progress (begun at the top of
 * this hour): whatever the day and hour, this week's first card. With the first two hours ahead, on a Sunday from
 * 22:00 in the demo teacher's zone every class fell in next week and the measure waited for a card forever.
 */
export function roomsAnswer(nowMs: number, count: number) {
  const rooms = classesOf(count).flatMap((students, index) => {
    const start = Math.floor(nowMs / HOUR) * HOUR + index * HOUR;
    const parent = 90_000_000 + index * 100;
    return students.map((id, seat) => ({
      id: 480_000_000 + index * 100 + seat,
      title: `L2U4L${(index % 4) + 1}S1 Making Plans`,
      group_id: 780_000_000 + index,
      calendar_event: {
        id: parent + seat + 1,
        parent_calendar_event_id: parent,
        appointment_group_id: 10_019_001,
        effective_context_code: 'course_13',
        start_at: iso(start),
        end_at: iso(start + HOUR),
      },
      students: [studentWire(id)],
      course: { id: 13, name: 'General English 2', description: 'Confident everyday English (CEFR A2).' },
      teacher: { id: 1001, name: 'Emma Li' },
      alg_classroom: {
        id: 480_000_000 + index * 100 + seat,
        scheduled_start_time: iso(start),
        scheduled_end_time: iso(start + HOUR),
        scheduled_sequence_number: 26,
        online_room_id: String(80_000_000_000 + parent),
        classroom_type: 'group',
      },
    }));
  });
  return { success: 1, rooms };
}

/** Row 12's first page: the same number of students in classes of the last days, newest first. */
export function historiesAnswer(nowMs: number, count: number) {
  const data = classesOf(count).map((students, index) => {
    const start = Math.floor(nowMs / HOUR) * HOUR - (index + 3) * 12 * HOUR;
    return {
      id: 91_000_000 + index,
      calendar_event_id: 92_000_000 + index,
      title: 'L2U3L1S1 Weekend Plans',
      start_at: iso(start),
      end_at: iso(start + HOUR),
      students: students.map(studentWire),
      record_url: '/hls/sample.m3u8',
      state: index % 2 === 0 ? 'pending' : 'completed',
      student_feedback: null,
      teacher_comment: null,
    };
  });
  return { success: 1, data, total: data.length, playback_domain: 'http://127.0.0.1/demo-media' };
}

/** The student endpoint's answer, for any student: new to the teacher (no past class yet). */
export const studentAnswer = () => ({ success: 1, student: studentWire(FIRST_STUDENT), upcoming: [], past: [] });

/** The rules that make the demo host answer as a teacher of `count` students. */
export function manyStudentsRules(nowMs: number, count: number): FaultRule[] {
  return [
    { kind: 'respond', method: 'GET', match: '/alg_classes/rooms', body: roomsAnswer(nowMs, count) },
    { kind: 'respond', method: 'GET', match: '/alg_classes/histories/1/', body: historiesAnswer(nowMs, count) },
    { kind: 'respond', method: 'GET', match: '/alg_teachers/students/', body: studentAnswer() },
  ];
}
