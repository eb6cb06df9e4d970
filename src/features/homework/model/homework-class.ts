import type { PastClass } from '@/entities/classes/model/past-class';

/** A recent past class to assign homework to, with how many assignments it has already. */
export interface HomeworkClass extends PastClass {
  homeworkCount: number;
}
