import { describe, expect, it } from 'vitest';
import { type AssignRequest, assignRefusal, type BankRecord, type FilterRequest, questionsFor } from './homework';

// Subject ids of both wire shapes: the host compares them as text.
const BANKS: BankRecord[] = [
  { id: 1, level_id: 1, subject_id: 'grammar', topic_id: 101, question_count: 30 },
  { id: 2, level_id: 1, subject_id: 'grammar', topic_id: 102, question_count: 30 },
  { id: 3, level_id: 1, subject_id: 4, topic_id: 101, question_count: 6 },
];
const context = { classStudentIds: [7, 8], banks: BANKS, confirmedFileIds: [90] };
const filter = (f: Partial<FilterRequest> = {}): FilterRequest => ({
  level_id: 1,
  subject_id: 'grammar',
  topic_id: 101,
  count: 5,
  required: true,
  ...f,
});
const request = (r: Partial<AssignRequest> = {}): AssignRequest => ({
  type: 'workbook',
  student_ids: [7],
  workbook_pages: 'p. 12',
  filters: [],
  text_html: '',
  file_ids: [],
  ...r,
});
const online = (...filters: FilterRequest[]) => request({ type: 'online', filters });

describe('assignRefusal', () => {
  it.each<[string, AssignRequest, string | null, number?]>([
    ['a workbook exercise', request(), null],
    ['nobody and no pages: the students first', request({ student_ids: [], workbook_pages: '' }), 'NO_STUDENTS'],
    ['a student of another class', request({ student_ids: [7, 99] }), 'UNKNOWN_STUDENT'],
    ['no students', request({ student_ids: [] }), 'NO_STUDENTS'],
    ['blank workbook pages', request({ workbook_pages: '  \n ' }), 'WORKBOOK_PAGES_REQUIRED'],
    ['200 characters of pages', request({ workbook_pages: 'p'.repeat(200) }), null],
    ['201 characters of pages', request({ workbook_pages: ` ${'p'.repeat(201)} ` }), 'WORKBOOK_PAGES_TOO_LONG'],
    ['an online exercise without filters', online(), 'NO_FILTERS'],
    ['eleven filters', online(...Array.from({ length: 11 }, () => filter())), 'TOO_MANY_FILTERS'],
    ['a matching filter', online(filter()), null],
    ['a level only (every subject and topic)', online(filter({ subject_id: null, topic_id: null, count: 50 })), null],
    ['an empty row', online(filter(), filter({ level_id: null, subject_id: null, topic_id: null })), 'LEVEL_REQUIRED', 1],
    ['a subject without a level', online(filter({ level_id: null, topic_id: null })), 'LEVEL_FIRST', 0],
    ['a topic without a level', online(filter({ level_id: null, subject_id: null })), 'LEVEL_FIRST', 0],
    ['a topic without a subject', online(filter({ subject_id: null })), 'SUBJECT_FIRST', 0],
    ['the same filter twice', online(filter(), filter({ count: 3 })), 'DUPLICATE_FILTER', 1],
    [
      'the same filter with the id as a number and as text',
      online(filter({ subject_id: 4 }), filter({ subject_id: '4' })),
      'DUPLICATE_FILTER',
      1,
    ],
    ['a numeric subject id', online(filter({ subject_id: 4, count: 6 })), null],
    ['a numeric subject id sent as text', online(filter({ subject_id: '4', count: 6 })), null],
    ['level and topic ids sent as text', online(filter({ level_id: '1', topic_id: '101' })), null],
    ['no bank for the filter', online(filter({ topic_id: 999 })), 'NO_QUESTION_BANK', 0],
    ['an unknown level', online(filter({ level_id: 9, subject_id: null, topic_id: null })), 'NO_QUESTION_BANK', 0],
    ['more questions than the banks hold', online(filter({ subject_id: 4, count: 7 })), 'INVALID_QUESTION_COUNT', 0],
    ['more than 50 questions', online(filter({ subject_id: null, topic_id: null, count: 51 })), 'INVALID_QUESTION_COUNT', 0],
    ['no count', online(filter({ count: null })), 'INVALID_QUESTION_COUNT', 0],
    ['zero questions', online(filter({ count: 0 })), 'INVALID_QUESTION_COUNT', 0],
    ['a fractional count', online(filter({ count: 2.5 })), 'INVALID_QUESTION_COUNT', 0],
    ['supplement text', request({ type: 'supplement', text_html: '<p>Read it.</p>' }), null],
    ['a supplement file only', request({ type: 'supplement', file_ids: [90] }), null],
    ['an empty editor', request({ type: 'supplement', text_html: '<p>&nbsp;</p><p><br></p>' }), 'EMPTY_SUPPLEMENT'],
    ['20 001 characters', request({ type: 'supplement', text_html: `<p>${'a'.repeat(19_994)}</p>` }), 'SUPPLEMENT_TOO_LONG'],
    ['a file not uploaded', request({ type: 'supplement', text_html: '<p>x</p>', file_ids: [90, 91] }), 'FILE_NOT_UPLOADED'],
    ['files of a workbook exercise are ignored', request({ file_ids: [91] }), null],
  ])('%s', (_, input, code, row) => {
    const refused = assignRefusal(input, context);
    expect(refused?.code ?? null).toBe(code);
    expect(refused?.row).toBe(row);
    if (refused) expect(refused.message).not.toBe('');
  });
});

describe('questionsFor', () => {
  it.each<[Partial<FilterRequest>, number]>([
    [{ subject_id: null, topic_id: null }, 66],
    [{ topic_id: null }, 60],
    [{}, 30],
    [{ subject_id: '4' }, 6],
    [{ level_id: 2, subject_id: null, topic_id: null }, 0],
  ])('%j -> %i', (f, expected) => expect(questionsFor(filter(f), BANKS)).toBe(expected));
});
