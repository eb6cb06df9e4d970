import { describe, expect, it } from 'vitest';
import { switchCandidates, type SwitchingAdmin } from './switch-candidates';

const teacher = (id: number, email: string) => ({ id, email, name: `T${id}` });
const LIST = [teacher(1001, 'teacher@demo.school'), teacher(1002, 'admin@demo.school'), teacher(2001, 'olivia@demo.school'), teacher(2002, '')];
const admin = (over: Partial<SwitchingAdmin> = {}): SwitchingAdmin => ({ uid: 1002, email: 'admin@demo.school', actingAsId: null, ...over });
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('switchCandidates', () => {
  it.each<[string, SwitchingAdmin, number[]]>([
    ['leaves out the admin’s own row', admin(), [1001, 2001, 2002]],
    ['by email too, when the list numbers teachers apart from users', admin({ uid: 7 }), [1001, 2001, 2002]],
    ['the email matches whatever its case and spaces', admin({ uid: 7, email: '  Admin@Demo.School ' }), [1001, 2001, 2002]],
    ['an empty email never matches a row without one', admin({ uid: 7, email: '' }), [1001, 1002, 2001, 2002]],
    ['and the teacher acted as right now', admin({ actingAsId: 2001 }), [1001, 2002]],
    ['an admin absent from the list (super user) loses nobody', admin({ uid: 1, email: 'root@demo.school' }), [1001, 1002, 2001, 2002]],
  ])('%s', (_, who, expected) => {
    expect(ids(switchCandidates(LIST, who))).toEqual(expected);
  });

  it('an empty list stays empty', () => {
    expect(switchCandidates([], admin())).toEqual([]);
  });
});
