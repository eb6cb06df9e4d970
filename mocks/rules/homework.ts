/**
 * POST /api/v1/alg_homework (docs/api-contract.md): the refusals of an assignment, in the
 * contract's order. Spec 5: level before subject, subject before topic, no duplicated filter,
 * no filter without a question bank; files must have been uploaded.
 */
import { isWholeBetween, type Refusal, refusal, sameKey, visibleText, type WireKey } from './refusal';

export const HOMEWORK_TYPES = ['workbook', 'online', 'supplement'] as const;
export type HomeworkType = (typeof HOMEWORK_TYPES)[number];

const MAX_WORKBOOK_PAGES = 200;
const MAX_FILTERS = 10;
const MAX_QUESTIONS = 50;
const MAX_SUPPLEMENT = 20_000;

export interface FilterRequest {
  level_id: WireKey | null;
  subject_id: WireKey | null;
  topic_id: WireKey | null;
  count: number | null;
  required: boolean;
}

export interface AssignRequest {
  type: HomeworkType;
  student_ids: readonly number[];
  workbook_pages: string;
  filters: readonly FilterRequest[];
  text_html: string;
  file_ids: readonly number[];
}

/** A question bank as the host keeps it (the wire names of GET .../question_banks). */
export interface BankRecord {
  id: number;
  level_id: WireKey;
  subject_id: WireKey;
  topic_id: WireKey;
  question_count: number;
}

/** What the host knows besides the request: the class's students, its banks, the teacher's confirmed uploads. */
export interface AssignContext {
  classStudentIds: readonly number[];
  banks: readonly BankRecord[];
  confirmedFileIds: readonly number[];
}

/** The questions a filter draws from: the banks of its level, narrowed by subject and topic when given. */
export function questionsFor(filter: FilterRequest, banks: readonly BankRecord[]): number {
  return banks
    .filter(
      (bank) =>
        sameKey(bank.level_id, filter.level_id) &&
        (filter.subject_id === null || sameKey(bank.subject_id, filter.subject_id)) &&
        (filter.topic_id === null || sameKey(bank.topic_id, filter.topic_id)),
    )
    .reduce((sum, bank) => sum + bank.question_count, 0);
}

const sameFilter = (a: FilterRequest, b: FilterRequest) =>
  String(a.level_id) === String(b.level_id) && String(a.subject_id) === String(b.subject_id) && String(a.topic_id) === String(b.topic_id);

function filterRefusal(filters: readonly FilterRequest[], row: number, banks: readonly BankRecord[]): Refusal | null {
  const filter = filters[row];
  if (!filter) return null;
  if (filter.level_id === null) {
    return filter.subject_id === null && filter.topic_id === null
      ? refusal('LEVEL_REQUIRED', 'Choose a level for every filter.', row)
      : refusal('LEVEL_FIRST', 'A subject or topic needs a level first.', row);
  }
  if (filter.topic_id !== null && filter.subject_id === null) return refusal('SUBJECT_FIRST', 'A topic needs a subject first.', row);
  if (filters.slice(0, row).some((earlier) => sameFilter(earlier, filter)))
    return refusal('DUPLICATE_FILTER', 'This filter repeats an earlier one.', row);
  const available = questionsFor(filter, banks);
  if (available === 0) return refusal('NO_QUESTION_BANK', 'No question bank matches this filter.', row);
  if (!isWholeBetween(filter.count, 1, Math.min(MAX_QUESTIONS, available))) {
    return refusal('INVALID_QUESTION_COUNT', `Ask for 1 to ${Math.min(MAX_QUESTIONS, available)} questions.`, row);
  }
  return null;
}

function typeRefusal(request: AssignRequest, banks: readonly BankRecord[]): Refusal | null {
  if (request.type === 'workbook') {
    const pages = request.workbook_pages.trim();
    if (pages === '') return refusal('WORKBOOK_PAGES_REQUIRED', 'Say which workbook pages to do.');
    return pages.length > MAX_WORKBOOK_PAGES
      ? refusal('WORKBOOK_PAGES_TOO_LONG', `At most ${MAX_WORKBOOK_PAGES} characters of workbook pages.`)
      : null;
  }
  if (request.type === 'online') {
    if (request.filters.length === 0) return refusal('NO_FILTERS', 'An online exercise needs at least one filter.');
    if (request.filters.length > MAX_FILTERS) return refusal('TOO_MANY_FILTERS', `At most ${MAX_FILTERS} filters.`);
    for (let row = 0; row < request.filters.length; row += 1) {
      const refused = filterRefusal(request.filters, row, banks);
      if (refused) return refused;
    }
    return null;
  }
  if (request.text_html.length > MAX_SUPPLEMENT)
    return refusal('SUPPLEMENT_TOO_LONG', `At most ${MAX_SUPPLEMENT} characters of supplement text.`);
  if (visibleText(request.text_html) === '' && request.file_ids.length === 0)
    return refusal('EMPTY_SUPPLEMENT', 'A supplement exercise needs text or a file.');
  return null;
}

/** The first reason to refuse the assignment, or null to accept it. */
export function assignRefusal(request: AssignRequest, context: AssignContext): Refusal | null {
  if (request.student_ids.some((id) => !context.classStudentIds.includes(id)))
    return refusal('UNKNOWN_STUDENT', 'A student is not in this class.');
  if (request.student_ids.length === 0) return refusal('NO_STUDENTS', 'Assign the homework to at least one student.');
  const refused = typeRefusal(request, context.banks);
  if (refused) return refused;
  if (request.type === 'supplement' && request.file_ids.some((id) => !context.confirmedFileIds.includes(id))) {
    return refusal('FILE_NOT_UPLOADED', 'A file has not been uploaded.');
  }
  return null;
}
