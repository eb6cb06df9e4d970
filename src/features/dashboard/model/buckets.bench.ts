import { bench, describe } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketClasses } from './buckets';
import { toClassItems } from '@/entities/classes/model/class-item';
import type { Room } from '@/entities/classes/model/room';

const NOW = new Date('2026-10-28T16:00:00Z');
const ROOM_COUNT = 5_000;

/** 5,000 booking rows: ~2 rows per class (merged), spread over 10 weeks around a DST change. */
function makeRooms(count: number): Room[] {
  const rooms: Room[] = [];
  for (let i = 0; i < count; i += 1) {
    const classIndex = Math.floor(i / 2);
    const start = NOW.getTime() + ((classIndex * 37) % (70 * 24)) * 3_600_000 - 7 * 86_400_000;
    rooms.push({
      id: i,
      title: `L${(i % 6) + 1}U${(i % 12) + 1}L${(i % 4) + 1}S${(i % 2) + 1} Lesson ${classIndex}`,
      group_id: classIndex % 50,
      calendar_event: {
        id: 100_000 + i,
        parent_calendar_event_id: i % 10 === 0 ? null : 10_000 + classIndex,
        appointment_group_id: 7,
        effective_context_code: `course_${classIndex % 20}`,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 25 * 60_000).toISOString(),
      },
      students: [{ id: i, name: `Student ${i}`, short_name: `S${i}` }],
      course: { id: classIndex % 20, name: 'English', description: null },
      teacher: { id: 1, name: 'Teacher' },
      alg_classroom: {
        id: classIndex,
        scheduled_start_time: new Date(start).toISOString(),
        scheduled_end_time: new Date(start + 25 * 60_000).toISOString(),
        scheduled_sequence_number: (classIndex % 30) + 1,
        online_room_id: classIndex,
        classroom_type: 1,
      },
    });
  }
  return rooms;
}

const rooms = makeRooms(ROOM_COUNT);
const IANA: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const FIXED: TeacherZone = { tzOffset: -5, dstStart: '2026-03-08', dstEnd: '2026-11-01', timezone: null };

// Longer than the 500 ms default so the JIT has settled and the mean is stable.
const options = { time: 3_000, warmupTime: 1_000 };

describe(`${ROOM_COUNT} rooms -> items -> buckets`, () => {
  bench(
    'IANA zone (America/New_York)',
    () => {
      bucketClasses(toClassItems(rooms, IANA, NOW).items, IANA, NOW);
    },
    options,
  );
  bench(
    'fixed offset + DST window',
    () => {
      bucketClasses(toClassItems(rooms, FIXED, NOW).items, FIXED, NOW);
    },
    options,
  );
});
