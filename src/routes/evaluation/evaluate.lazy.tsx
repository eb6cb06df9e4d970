import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { EvaluateScreen } from '@/features/evaluation/components/evaluate-screen';
import { studentsQueryOptions } from '@/features/students/api/list-students';
import { StudentProgressOf } from '@/features/students/components/student-progress';

/** The evaluation screen with the student's progress at a glance beside the form (My students' own card). */
function EvaluatePage() {
  const queryClient = useQueryClient();
  return (
    <EvaluateScreen
      progress={(student) => <StudentProgressOf key={student.id} studentId={student.id} name={student.name} />}
      // The students' answers (list and each student, keys under the list's) now owe one evaluation less.
      onEvaluated={() => void queryClient.invalidateQueries({ queryKey: studentsQueryOptions().queryKey })}
    />
  );
}

export const Route = createLazyRoute('/_shell/EvalStudent')({ component: EvaluatePage });
