import { describe, expect, it } from 'vitest';
import { homeworkLinks } from './class-links';

describe('homeworkLinks', () => {
  it('links assign by class and review by class and student', () => {
    expect(homeworkLinks({ id: 10015000, students: [{ id: 50002, name: 'Tom Wang', shortName: 'Tom' }] })).toEqual({
      assign: '#/Assignments?classId=10015000',
      review: [{ studentId: 50002, name: 'Tom Wang', href: '#/ReviewAssignments?classId=10015000&studentId=50002' }],
    });
  });

  it('gives a group class one review link per student, and a class without students none', () => {
    const group = homeworkLinks({
      id: 7,
      students: [
        { id: 1, name: 'A', shortName: 'A' },
        { id: 2, name: 'B', shortName: 'B' },
      ],
    });
    expect(group.review.map((r) => r.href)).toEqual([
      '#/ReviewAssignments?classId=7&studentId=1',
      '#/ReviewAssignments?classId=7&studentId=2',
    ]);
    expect(homeworkLinks({ id: 7, students: [] })).toEqual({ assign: '#/Assignments?classId=7', review: [] });
  });
});
