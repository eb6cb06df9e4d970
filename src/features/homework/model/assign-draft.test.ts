import { describe, expect, it } from 'vitest';
import { newAssignDraft, readAssignDraft } from './assign-draft';
import { emptyFilterRow } from './question-filter';

const STUDENTS = [50001, 50002];

describe('readAssignDraft', () => {
  it('gives back a complete draft unchanged', () => {
    const draft = {
      ...newAssignDraft(STUDENTS),
      type: 'supplement' as const,
      textHtml: '<p>x</p>',
      files: [{ id: 1, name: 'a.pdf', size: 3, contentType: 'application/pdf' }],
    };
    expect(readAssignDraft(draft, STUDENTS)).toEqual(draft);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a string', 'draft'],
    ['a list', []],
  ])('ignores %s', (_, raw) => {
    expect(readAssignDraft(raw, STUDENTS)).toBeNull();
  });

  it('fills what an older draft lacks and drops what it got wrong', () => {
    expect(readAssignDraft({ type: 'essay', studentIds: 'all', filters: [{ levelId: 'x', count: 5 }] }, STUDENTS)).toEqual({
      type: 'workbook',
      studentIds: [],
      workbookPages: '',
      filters: [{ levelId: null, subjectId: null, topicId: null, count: 5, required: true }],
      textHtml: '',
      files: [],
    });
  });

  it('forgets students who left the class, keeps at least one filter row and at most ten', () => {
    const draft = readAssignDraft({ ...newAssignDraft([50001, 59999]), filters: [] }, STUDENTS);
    expect(draft?.studentIds).toEqual([50001]);
    expect(draft?.filters).toEqual([emptyFilterRow()]);
    const many = readAssignDraft({ ...newAssignDraft(STUDENTS), filters: Array.from({ length: 12 }, emptyFilterRow) }, STUDENTS);
    expect(many?.filters).toHaveLength(10);
  });
});
