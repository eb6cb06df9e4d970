import { scopedKey } from './identity-scope';

/**
 * The prefix of every student record's query key (`students/{id}`): written by the students feature's query
 * options, and marked stale by the homework writes that change a record (assigning, grading). Here, below
 * both, until the answers several features read move to a layer of their own.
 */
export const studentRecordsKey = () => scopedKey('students');
