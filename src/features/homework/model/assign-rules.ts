/**
 * What makes a homework assignment complete (spec 3 and 5). The form shows every problem at
 * once; the host checks again on submit and refuses with the first one.
 */
import { htmlText } from '@/lib/html-text';
import type { HomeworkType } from '@/entities/submissions/model/submission';
import { type FilterProblem, type FilterRow, filterProblems, MAX_FILTER_ROWS, type QuestionBank } from './question-filter';

export const MAX_WORKBOOK_TEXT = 200;
export const MAX_SUPPLEMENT_HTML = 20_000;

/** The part of an assignment the rules look at (both the form and the host's request fit). */
export interface AssignInput {
  type: HomeworkType;
  studentIds: readonly number[];
  workbookPages: string;
  filters: readonly FilterRow[];
  textHtml: string;
  fileIds: readonly number[];
}

export type AssignProblemCode =
  | 'NO_STUDENTS'
  | 'WORKBOOK_PAGES_REQUIRED'
  | 'WORKBOOK_PAGES_TOO_LONG'
  | 'NO_FILTERS'
  | 'TOO_MANY_FILTERS'
  | FilterProblem
  | 'EMPTY_SUPPLEMENT'
  | 'SUPPLEMENT_TOO_LONG';

export interface AssignProblem {
  code: AssignProblemCode;
  /** The filter row, for filter problems. */
  row?: number;
}

export function assignProblems(input: AssignInput, banks: readonly QuestionBank[]): AssignProblem[] {
  const problems: AssignProblem[] = [];
  if (input.studentIds.length === 0) problems.push({ code: 'NO_STUDENTS' });
  switch (input.type) {
    case 'workbook': {
      const pages = input.workbookPages.trim();
      if (pages === '') problems.push({ code: 'WORKBOOK_PAGES_REQUIRED' });
      else if (pages.length > MAX_WORKBOOK_TEXT) problems.push({ code: 'WORKBOOK_PAGES_TOO_LONG' });
      break;
    }
    case 'online':
      if (input.filters.length === 0) problems.push({ code: 'NO_FILTERS' });
      else if (input.filters.length > MAX_FILTER_ROWS) problems.push({ code: 'TOO_MANY_FILTERS' });
      else problems.push(...filterProblems(input.filters, banks).map(({ index, problem }) => ({ code: problem, row: index })));
      break;
    case 'supplement':
      if (input.textHtml.length > MAX_SUPPLEMENT_HTML) problems.push({ code: 'SUPPLEMENT_TOO_LONG' });
      else if (htmlText(input.textHtml) === '' && input.fileIds.length === 0) problems.push({ code: 'EMPTY_SUPPLEMENT' });
      break;
  }
  return problems;
}
