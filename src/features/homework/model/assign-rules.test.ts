import { describe, expect, it } from 'vitest';
import { type AssignInput, assignProblems, MAX_SUPPLEMENT_HTML } from './assign-rules';
import type { QuestionBank } from './question-filter';

const BANKS: QuestionBank[] = [{ id: 1, levelId: 1, subjectId: 'grammar', topicId: 101, questionCount: 10 }];
const base: AssignInput = {
  type: 'workbook',
  studentIds: [50001],
  workbookPages: 'p. 12, ex. 1-4',
  filters: [],
  textHtml: '',
  fileIds: [],
};
const filter = { levelId: 1, subjectId: 'grammar', topicId: null, count: 5, required: true };

describe('assignProblems', () => {
  it.each<[string, Partial<AssignInput>, unknown[]]>([
    ['a complete workbook exercise', {}, []],
    ['no student', { studentIds: [] }, [{ code: 'NO_STUDENTS' }]],
    ['workbook pages blank', { workbookPages: '   ' }, [{ code: 'WORKBOOK_PAGES_REQUIRED' }]],
    ['workbook pages of 200 characters', { workbookPages: 'x'.repeat(200) }, []],
    ['workbook pages of 201 characters', { workbookPages: 'x'.repeat(201) }, [{ code: 'WORKBOOK_PAGES_TOO_LONG' }]],
    [
      'no student and no pages: both',
      { studentIds: [], workbookPages: '' },
      [{ code: 'NO_STUDENTS' }, { code: 'WORKBOOK_PAGES_REQUIRED' }],
    ],
    ['online without rows', { type: 'online' }, [{ code: 'NO_FILTERS' }]],
    ['online with one good row', { type: 'online', filters: [filter] }, []],
    ['online with eleven rows', { type: 'online', filters: Array.from({ length: 11 }, () => filter) }, [{ code: 'TOO_MANY_FILTERS' }]],
    [
      'online: every row problem with its row',
      { type: 'online', filters: [filter, filter, { ...filter, subjectId: 'reading' }] },
      [
        { code: 'DUPLICATE_FILTER', row: 1 },
        { code: 'NO_QUESTION_BANK', row: 2 },
      ],
    ],
    ['online ignores the workbook field', { type: 'online', filters: [filter], workbookPages: '' }, []],
    ['supplement with neither text nor files', { type: 'supplement' }, [{ code: 'EMPTY_SUPPLEMENT' }]],
    ['supplement with an empty editor', { type: 'supplement', textHtml: '<p></p><p>&nbsp;</p>' }, [{ code: 'EMPTY_SUPPLEMENT' }]],
    ['supplement with text', { type: 'supplement', textHtml: '<p>Read the story</p>' }, []],
    ['supplement with a file only', { type: 'supplement', fileIds: [3] }, []],
    [
      'supplement text too long',
      { type: 'supplement', textHtml: `<p>${'x'.repeat(MAX_SUPPLEMENT_HTML)}</p>` },
      [{ code: 'SUPPLEMENT_TOO_LONG' }],
    ],
  ])('%s', (_, patch, expected) => {
    expect(assignProblems({ ...base, ...patch }, BANKS)).toEqual(expected);
  });
});
