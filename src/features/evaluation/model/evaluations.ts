import type { ClassRef, PastClass, StudentRef } from '@/entities/classes/model/past-class';

/** A student of a recent class, with their evaluation's id once written. */
export interface EvaluationStudent extends StudentRef {
  evaluationId: number | null;
}

/** A recent class, whether it took place (`evaluable`) and which of its students are evaluated. */
export interface EvaluationClass extends Omit<PastClass, 'students'> {
  evaluable: boolean;
  students: EvaluationStudent[];
}

/** One written evaluation (GET /api/v1/alg_evaluations?student_id=). */
export interface Evaluation {
  id: number;
  /** The class it was written for; null once that class is no longer recent. */
  class: ClassRef | null;
  student: StudentRef;
  /** Skill -> 1..5; a skill the host did not send is absent. */
  ratings: Record<string, number>;
  comment: string;
  /** ISO instant. */
  createdAt: string;
}
