import { describe, expect, it } from 'vitest';
import { testClassItem } from '@/entities/classes/model/class-item.fixture';
import {
  entryCount,
  PALETTE_LIMIT,
  PALETTE_SCREENS,
  type PaletteGroup,
  paletteGroups,
  type PaletteInput,
  stepIndex,
} from './palette-groups';

const LABELS: Record<string, string> = {
  'shell:nav.chat': 'Chat room',
  'shell:nav.students': 'My students',
  'shell:systemTest': 'System test',
  'shell:backToOwn': 'Back to my account',
};
const label = (key: string) => LABELS[key] ?? key;

const teachers = [
  { id: 2001, name: 'Olivia Smith', email: 'olivia.smith.2001@demo.school', groupId: 1 },
  { id: 2002, name: 'Liam Brown', email: 'liam.brown.2002@demo.school', groupId: 1 },
  { id: 2003, name: 'Zoë Chen', email: 'zoe.chen.2003@demo.school', groupId: 1 },
];
const classes = [
  testClassItem(1, '2026-06-10T14:00:00Z', undefined, {
    students: [{ id: 5, name: 'Tom Wang', short_name: 'Tom' }],
    course: { id: 3, name: 'Business English', description: null },
  }),
  testClassItem(2, '2026-06-11T14:00:00Z', undefined, {
    students: [{ id: 6, name: 'Lily Zhang', short_name: 'Lily' }],
    title: 'Greetings',
    classCode: 'L1U2L3',
  }),
];

const student = (id: number, name: string, shortName: string) => ({
  id,
  name,
  shortName,
  upcomingCount: 0,
  pastCount: 3,
  nextClassAt: null,
  lastClassAt: null,
  homeworkToReview: 1,
  evaluationsOwed: 0,
});
/** Lucy has no class in the loaded weeks: only My students knows her. */
const students = [student(50_005, 'Lucy Zhao', 'Lucy'), student(50_002, 'Tom Wang', 'Tom'), student(50_017, 'Lily Zhang', 'Lily')];

/** Next week's: found by typing, not listed on opening. */
const nextWeek = testClassItem(3, '2026-06-16T14:00:00Z', undefined, { students: [{ id: 7, name: 'Max Chen', short_name: 'Max' }] });

const teacher: PaletteInput = {
  query: '',
  label,
  isAdmin: false,
  acting: false,
  classes: [...classes, nextWeek],
  thisWeek: classes,
  students,
};
const admin: PaletteInput = { query: '', label, isAdmin: true, acting: false, teachers };

/** Each group as "key: ids" (and "+n" when entries were left out). */
const summary = (groups: PaletteGroup[]) =>
  groups.map((g) => `${g.key}: ${g.entries.map((e) => e.id).join(' ')}${g.more ? ` +${g.more}` : ''}`);
const screenIds = PALETTE_SCREENS.map((s) => `screen:${s.to}`).join(' ');

describe('paletteGroups', () => {
  it.each<[string, PaletteInput, string[]]>([
    ['teacher, nothing typed: this week, then every screen', teacher, ['classes: class:1 class:2', `screens: ${screenIds}`]],
    [
      'teacher by student name: the student first, then their classes',
      { ...teacher, query: 'tom' },
      ['students: student:50002', 'classes: class:1'],
    ],
    ['a student with no class in the loaded weeks', { ...teacher, query: 'lucy' }, ['students: student:50005']],
    ['a student by student ID', { ...teacher, query: '50017' }, ['students: student:50017']],
    ['students while they load: classes still found', { ...teacher, students: undefined, query: 'tom' }, ['classes: class:1']],
    ['teacher by short name and course, any case and order', { ...teacher, query: 'english TOM' }, ['classes: class:1']],
    ['teacher by class code', { ...teacher, query: 'l1u2' }, ['classes: class:2']],
    ['teacher by screen name', { ...teacher, query: 'chat' }, ['screens: screen:/chat']],
    ['teacher by route path', { ...teacher, query: 'wdxs' }, ['screens: screen:/wdxs']],
    ['teacher by the system test (not in the navigation)', { ...teacher, query: 'system' }, ['screens: screen:/system-test']],
    ['teacher while the classes load: screens only', { ...teacher, classes: undefined, thisWeek: undefined }, [`screens: ${screenIds}`]],
    ['a class of next week, by its student: typed, every loaded week is searched', { ...teacher, query: 'max' }, ['classes: class:3']],
    ['by course: this week’s and next week’s, soonest first', { ...teacher, query: 'course' }, ['classes: class:2 class:3']],
    ['nothing matches', { ...teacher, query: 'zzz' }, []],
    ['admin, nothing typed: screens, no teacher list to scroll', admin, [`screens: ${screenIds}`]],
    ['admin by name', { ...admin, query: 'olivia' }, ['teachers: teacher:2001']],
    ['admin by username (email)', { ...admin, query: 'liam.brown' }, ['teachers: teacher:2002']],
    ['admin, accent-insensitive', { ...admin, query: 'zoe' }, ['teachers: teacher:2003']],
    ['admin: the classes of the dashboard too (their own)', { ...admin, classes, query: 'tom' }, ['classes: class:1']],
    [
      'admin acting: back, the teacher’s classes, screens',
      { ...admin, acting: true, classes, thisWeek: classes },
      ['account: back', 'classes: class:1 class:2', `screens: ${screenIds}`],
    ],
    ['admin acting, typing "back"', { ...admin, acting: true, query: 'back' }, ['account: back']],
    ['admin acting, a teacher’s name', { ...admin, acting: true, classes, query: 'liam' }, ['teachers: teacher:2002']],
    [
      'a teacher never sees "back" nor teachers',
      { ...teacher, acting: true, teachers, query: 'li' },
      ['students: student:50017', 'classes: class:1 class:2'],
    ],
  ])('%s', (_, input, expected) => expect(summary(paletteGroups(input))).toEqual(expected));

  it(`shows at most ${PALETTE_LIMIT} teachers and says how many more match`, () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ id: 3000 + i, name: `Teacher ${i}`, email: `t${i}@demo.school`, groupId: 1 }));
    const [group] = paletteGroups({ ...admin, teachers: many, query: 'teacher' });
    expect(group).toMatchObject({ key: 'teachers', more: 250 - PALETTE_LIMIT });
    expect(group!.entries).toHaveLength(PALETTE_LIMIT);
    expect(group!.entries[0]).toMatchObject({ id: 'teacher:3000' });
  });

  it(`shows at most ${PALETTE_LIMIT} students and says how many more match`, () => {
    const many = Array.from({ length: 48 }, (_, i) => student(50_001 + i, `Student ${i}`, `S${i}`));
    const [group] = paletteGroups({ ...teacher, classes: [], students: many, query: 'student' });
    expect(group).toMatchObject({ key: 'students', more: 48 - PALETTE_LIMIT });
  });

  it('counts the entries of every group', () => {
    expect(entryCount(paletteGroups(teacher))).toBe(PALETTE_SCREENS.length + 2);
    expect(entryCount([])).toBe(0);
  });
});

describe('stepIndex', () => {
  it.each<[number, 1 | -1, number, number]>([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [-1, 1, 3, 1],
    [0, 1, 1, 0],
    [0, 1, 0, -1],
    [-1, -1, 0, -1],
  ])('from %i by %i of %i -> %i', (active, step, count, expected) => expect(stepIndex(active, step, count)).toBe(expected));
});
