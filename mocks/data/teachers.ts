/** The teacher roster: the demo accounts plus generated teachers (hundreds, for the switch list). */
import { createRng } from '../core/rand';
import type { Teacher } from '../core/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

const FIRST = [
  'Olivia',
  'Liam',
  'Sophia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Chloe',
  'Daniel',
  'Hannah',
  'James',
  'Zoe',
  'Henry',
  'Grace',
  'Oscar',
  'Lily',
  'Jack',
  'Ruby',
  'Leo',
  'Wei',
  'Fang',
  'Min',
  'Jun',
  'Xin',
  'Hui',
  'Lei',
  'Yan',
  'Ting',
  'Hao',
  'Claire',
  'Marco',
  'Elena',
  'Tomas',
  'Ingrid',
  'Pablo',
  'Aisha',
  'Kenji',
  'Priya',
  'Nadia',
] as const;

const LAST = [
  'Smith',
  'Brown',
  'Taylor',
  'Wilson',
  'Clarke',
  'Evans',
  'Walker',
  'Wright',
  'Hughes',
  'Green',
  'Zhang',
  'Wang',
  'Chen',
  'Liu',
  'Zhao',
  'Huang',
  'Zhou',
  'Wu',
  'Xu',
  'Sun',
  'Martin',
  'Garcia',
  'Rossi',
  'Novak',
  'Dubois',
  'Santos',
  'Kim',
  'Sato',
  'Khan',
  'Murphy',
] as const;

const ZONE_CHOICES = ['Asia/Shanghai', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'America/Los_Angeles', 'Asia/Tokyo', ''];

/** Distinct names for index 0..1199: a fixed permutation of all first x last pairs. */
function nameAt(index: number): [string, string] {
  const combo = (index * 7919) % (FIRST.length * LAST.length);
  return [FIRST[combo % FIRST.length] ?? 'Alex', LAST[Math.floor(combo / FIRST.length)] ?? 'Lee'];
}

function generated(groupId: number, firstId: number, count: number, nameOffset: number): Teacher[] {
  const rng = createRng(groupId * 7_777);
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const [first, last] = nameAt(nameOffset + i);
    return {
      id,
      name: `${first} ${last}`,
      email: `${first}.${last}.${id}@demo.school`.toLowerCase(),
      password: DEMO_PASSWORD,
      group_id: groupId,
      is_admin: i === 0 && groupId === 2 ? 1 : 0,
      timezone: rng.pick(ZONE_CHOICES),
      status: 'active',
    };
  });
}

export function createRoster(): Teacher[] {
  const demo: Teacher[] = DEMO_ACCOUNTS.map((a) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    password: a.password,
    group_id: a.group_id,
    is_admin: a.is_admin,
    timezone: a.timezone,
    status: 'active',
  }));
  // Group 1: 2 demo accounts + 248 generated = 250 teachers; group 2: 30 (the first is its admin).
  return [...demo, ...generated(1, 2001, 248, 0), ...generated(2, 3001, 30, 500)];
}
