import { scopedKey } from '@/lib/query/identity-scope';

/**
 * The prefix of every student record's query key (`students/{id}`): written by get-student.ts, and marked stale
 * by the homework writes that change a record (assigning, grading). A file of its own, so those writes do not
 * carry the record's schema.
 */
export const studentRecordsKey = () => scopedKey('students');
