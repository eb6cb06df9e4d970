/**
 * A teacher's demo chat, seeded on first use relative to the seed instant: direct messages with
 * the teacher's own students (one long enough to page through), a private group of colleagues
 * and a read-only announcements channel. Deterministic per teacher id.
 */
import type { ChatAccount, ChatMessage, ChatRoom, ChatSubscription, ChatUser } from '../core/chat-types';
import { createRng } from '../core/rand';
import { HOUR, iso, MINUTE } from '../core/time';
import type { Teacher } from '../core/types';
import { GROUPS } from './accounts';
import { studentById } from './catalog';

const STUDENT_LINES = [
  'Hello teacher! Thank you for the lesson today.',
  'Could you send me the new words again, please?',
  'I finished the workbook page.',
  'Is our next class still on Friday?',
  'My daughter enjoyed the songs very much 😊',
  'Sorry, we will be 5 minutes late next time.',
  'What should I practise before the next lesson?',
  'The homework was a bit difficult, but I tried.',
];

const TEACHER_LINES = [
  'You did very well today. Keep practising!',
  'Sure, I will put the list in the homework.',
  'Great job! I will check it tonight.',
  'Yes, same time as usual.',
  'Please review unit 3 before our next class.',
  'No problem, see you then.',
  'Read the dialogue aloud twice, it helps a lot.',
];

/** What students answer, in turn. */
export const STUDENT_REPLIES = [
  'Thank you, teacher!',
  'OK, I will practise before the next class.',
  'Got it 👍',
  'Can we review the new words next time?',
  'Yes, I understand now.',
];

/** What colleagues in the teachers' group answer, in turn. */
export const COLLEAGUE_REPLIES = [
  'Thanks for sharing!',
  'Noted, see you at the teachers’ meeting.',
  'Good idea, I will try it with my class too.',
];

const GROUP_LINES = [
  'Reminder: please confirm the class states of last week by Friday.',
  'Has anyone tried the new flashcards with the Kids course?',
  'Yes, they work well with the starter level.',
  'The teachers’ meeting moves to Thursday 19:00.',
];

const ANNOUNCEMENTS = [
  'Welcome to the Teacher Portal chat! Questions about the portal: support@demo.school.',
  'Maintenance window this Sunday 02:00–03:00 (Beijing time): the classroom may be unavailable.',
  'New courseware for IELTS Speaking is available in the class materials.',
];

const chatUser = (id: string, name: string): ChatUser => ({
  _id: id,
  username: name.toLowerCase().replace(/[^a-z0-9]+/g, '.'),
  name,
});

/** Who the teacher talks to; the caller reads them from the database. */
export interface ChatPeople {
  /** The teacher's students, those with classes coming first. */
  studentIds: readonly number[];
  /** Teachers of the same group. */
  colleagues: readonly Pick<Teacher, 'id' | 'name'>[];
}

export function seedChatAccount(teacher: Teacher, seededAt: number, people: ChatPeople): ChatAccount {
  const rng = createRng(teacher.id * 97 + 11);
  const me = chatUser(`rc-${teacher.id}`, teacher.name);
  const rooms: ChatRoom[] = [];
  const subscriptions: ChatSubscription[] = [];

  const addRoom = (
    room: Omit<ChatRoom, 'ts' | 'updatedAt' | 'messages'>,
    lines: { from: ChatUser; msg: string; t?: string }[],
    unread: number,
    gapMinutes: number,
  ) => {
    const start = seededAt - lines.length * gapMinutes * MINUTE - 2 * HOUR;
    const messages: ChatMessage[] = lines.map((line, i) => {
      const ts = iso(start + i * gapMinutes * MINUTE + rng.int(0, 5) * MINUTE);
      return { _id: `${room._id}-m${i}`, rid: room._id, msg: line.msg, ts, _updatedAt: ts, u: line.from, ...(line.t ? { t: line.t } : {}) };
    });
    const last = messages.at(-1)?.ts ?? iso(start);
    rooms.push({ ...room, ts: iso(start), updatedAt: last, messages });
    subscriptions.push({
      _id: `sub-${me._id}-${room._id}`,
      rid: room._id,
      unread,
      alert: unread > 0,
      ls: last,
      ts: iso(start),
      updatedAt: last,
    });
  };

  const talk = (student: ChatUser, count: number) =>
    Array.from({ length: count }, (_, i) =>
      i % 2 === 0
        ? { from: student, msg: STUDENT_LINES[(i / 2) % STUDENT_LINES.length]! }
        : { from: me, msg: TEACHER_LINES[((i - 1) / 2) % TEACHER_LINES.length]! },
    );

  // Direct messages: a long one (three pages of history), two short ones.
  const dm = (student: ChatUser) => ({
    _id: `${me._id}-${student._id}`,
    t: 'd' as const,
    name: student.username,
    fname: student.name,
    ro: false,
    members: [student],
  });
  const [first, second, third] = [...new Set(people.studentIds)].map((id) => chatUser(`rc-s${id}`, studentById(id).name));
  if (first) addRoom(dm(first), talk(first, 64), 2, 150);
  if (second) addRoom(dm(second), talk(second, 5), 1, 40);
  if (third) addRoom(dm(third), talk(third, 3), 0, 300);

  const colleagues = people.colleagues.slice(0, 3).map((t) => chatUser(`rc-${t.id}`, t.name));
  if (colleagues.length > 0) {
    const group = GROUPS[teacher.group_id] ?? 'Teachers';
    const lines = [
      { from: me, msg: me.username, t: 'uj' },
      ...GROUP_LINES.map((msg, i) => ({ from: colleagues[i % colleagues.length]!, msg })),
    ];
    addRoom(
      {
        _id: `grp-${teacher.group_id}-${me._id}`,
        t: 'p',
        name: `${group.toLowerCase().replace(/\s+/g, '-')}-teachers`,
        fname: `${group} teachers`,
        ro: false,
        members: colleagues,
      },
      lines,
      0,
      600,
    );
  }

  const support = chatUser('rc-support', 'Support Team');
  addRoom(
    { _id: `announcements-${me._id}`, t: 'c', name: 'announcements', fname: 'Announcements', ro: true, members: [support] },
    ANNOUNCEMENTS.map((msg) => ({ from: support, msg })),
    1,
    1440,
  );

  return { user: me, rooms, subscriptions, pending: [], sent: 0 };
}
