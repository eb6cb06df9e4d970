/** Courses, lesson titles and students shared by every teacher's generated schedule. */
import type { Rng } from '../core/rand';

export interface Course {
  id: number;
  name: string;
  description: string;
  level: number;
  topics: readonly string[];
  /** False for the course whose courseware is empty. */
  hasModules: boolean;
}

export const COURSES: readonly Course[] = [
  {
    id: 12,
    name: 'General English 1',
    description: 'Everyday English for beginners (CEFR A1).',
    level: 1,
    hasModules: true,
    topics: [
      'Greetings and Introductions',
      'My Family',
      'Numbers and Time',
      'Daily Routines',
      'Food and Drink',
      'At the Shop',
      'Asking for Directions',
      'The Weather',
    ],
  },
  {
    id: 13,
    name: 'General English 2',
    description: 'Confident everyday English (CEFR A2).',
    level: 2,
    hasModules: true,
    topics: [
      'Ordering at a Restaurant',
      'Travel Plans',
      'Hobbies and Free Time',
      'Describing People',
      'At the Doctor',
      'Past Holidays',
      'City and Country',
      'Making Plans',
    ],
  },
  {
    id: 14,
    name: 'Business English',
    description: 'Meetings, e-mails and presentations (CEFR B1).',
    level: 3,
    hasModules: true,
    topics: [
      'Small Talk at Work',
      'Writing Formal E-mails',
      'Telephone Calls',
      'Running a Meeting',
      'Negotiating',
      'Giving a Presentation',
    ],
  },
  {
    id: 15,
    name: 'Kids English Starter',
    description: 'Songs, games and first words for young learners.',
    level: 1,
    hasModules: true,
    topics: ['Colours and Shapes', 'Animals on the Farm', 'My Toys', 'Body Parts', 'Fruit and Vegetables', 'Counting to Twenty'],
  },
  {
    id: 16,
    name: 'IELTS Speaking',
    description: 'Exam strategies for IELTS speaking parts 1-3 (CEFR B2).',
    level: 4,
    hasModules: true,
    topics: ['Part 1: Home and Work', 'Part 2: Describe a Place', 'Part 2: Describe a Person', 'Part 3: Technology', 'Part 3: Environment'],
  },
  {
    id: 17,
    name: 'Free Conversation',
    description: 'Open conversation practice without courseware.',
    level: 0,
    hasModules: false,
    topics: [],
  },
];

export const FREE_TALK_COURSE_ID = 17;

export const courseById = (id: number): Course | undefined => COURSES.find((c) => c.id === id);

/** Titles without a valid class code (the last has markers but too few of them). */
const UNCODED_TITLES = ['Free talk', 'Free talk: Travel Stories', 'Trial lesson', 'Placement test', 'L1U2 Review session'];

/** A raw class title: usually "L{level}U{unit}L{lesson}[S{session}] Topic", sometimes uncoded. */
export function classTitle(rng: Rng, course: Course): string {
  if (!course.hasModules || course.topics.length === 0) return rng.pick(UNCODED_TITLES.slice(0, 2));
  if (rng.chance(0.08)) return rng.pick(UNCODED_TITLES.slice(2));
  const lesson = rng.int(0, course.topics.length - 1);
  const unit = Math.floor(lesson / 2) + 1;
  const code = `L${course.level}U${unit}L${(lesson % 2) + 1}${rng.chance(0.7) ? `S${rng.int(1, 2)}` : ''}`;
  return `${code} ${course.topics[lesson]}`;
}

const STUDENT_FIRST = [
  'Lily',
  'Tom',
  'Amy',
  'Kevin',
  'Lucy',
  'Jason',
  'Cindy',
  'Eric',
  'Coco',
  'Leo',
  'Nina',
  'Jerry',
  'Vivian',
  'Max',
  'Sunny',
  'Tony',
  'Bella',
  'Oscar',
  'Iris',
  'Ryan',
  'Judy',
  'Frank',
  'Echo',
  'Peter',
] as const;
const STUDENT_LAST = ['Zhang', 'Chen', 'Li', 'Wang', 'Zhao', 'Liu', 'Yang', 'Huang', 'Zhou', 'Wu'] as const;

export interface Student {
  id: number;
  name: string;
  short_name: string;
}

export const STUDENTS: readonly Student[] = Array.from({ length: 48 }, (_, i) => {
  const first = STUDENT_FIRST[i % STUDENT_FIRST.length] ?? 'Sam';
  const last = STUDENT_LAST[(i * 3) % STUDENT_LAST.length] ?? 'Li';
  return { id: 50_001 + i, name: `${first} ${last}`, short_name: first };
});

export const studentById = (id: number): Student =>
  STUDENTS.find((s) => s.id === id) ?? { id, name: `Student ${id}`, short_name: `Student ${id}` };
