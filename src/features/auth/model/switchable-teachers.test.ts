import { describe, expect, it } from 'vitest';
import { switchableTeachers } from './switchable-teachers';

const teachers = [
  { id: 1002, email: 'admin@demo.school' },
  { id: 2001, email: 'olivia@demo.school' },
  { id: 2002, email: 'liam@demo.school' },
  { id: 2003, email: 'ADMIN@demo.school ' },
];
const admin = { teacherId: 1002, email: 'admin@demo.school', actingAs: null, ownIdentity: null };
const ids = (session: Parameters<typeof switchableTeachers>[1]) => switchableTeachers(teachers, session).map((t) => t.id);

describe('switchableTeachers', () => {
  it.each<[string, Parameters<typeof switchableTeachers>[1], number[]]>([
    ['not acting: everyone but the admin (by id and by email, any case)', admin, [2001, 2002]],
    [
      'acting: neither the admin (own identity) nor the teacher acted as',
      {
        teacherId: 2001,
        email: 'admin@demo.school',
        actingAs: { teacherId: 2001, name: 'Olivia', email: 'olivia@demo.school' },
        ownIdentity: { teacherId: 1002 },
      },
      [2002],
    ],
    ['a session without an email compares ids only', { ...admin, email: '' }, [2001, 2002, 2003]],
    [
      'a super user whose account is not listed keeps everyone',
      { ...admin, teacherId: 1, email: 'super@demo.school' },
      [1002, 2001, 2002, 2003],
    ],
  ])('%s', (_, session, expected) => expect(ids(session)).toEqual(expected));

  it('an empty list stays empty', () => {
    expect(switchableTeachers([], admin)).toEqual([]);
  });
});
