import type { PastClass, StudentRef } from '@/entities/classes/model/past-class';
import type { Completion, PracticeItem } from './practice-progress';

/** A recent class's post-class items and how far each of its students got. */
export interface PracticeClass extends Omit<PastClass, 'students'> {
  items: (PracticeItem & { title: string })[];
  students: (StudentRef & { completions: (Completion & { completedAt: string })[] })[];
}
