import { Badge, Paper, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationClass, EvaluationStudent } from '../model/evaluations';
import { EvaluationForm } from './evaluation-form';

interface EvaluateStudentProps {
  cls: EvaluationClass;
  student: EvaluationStudent;
  /** The heading, focused when the student was picked from the owed list. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}

/** One student of one class: the form, or why there is none (the class did not take place, or is evaluated). */
export function EvaluateStudent({ cls, student, headingRef, onDone }: EvaluateStudentProps) {
  const { t } = useTranslation('evaluation');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="evaluate-heading">
      <Title order={2} size="h4" id="evaluate-heading" mb="sm" ref={headingRef} tabIndex={-1}>
        {t('evaluateOf', { name: student.name })}
      </Title>
      {!cls.evaluable ? (
        <Text c="gray.7">{t('notHeld')}</Text>
      ) : student.evaluationId !== null ? (
        <Badge color="teal" variant="light" c="dark.6">
          {t('alreadyEvaluated')}
        </Badge>
      ) : (
        <EvaluationForm
          key={`${cls.id}-${student.id}`}
          classId={cls.id}
          studentId={student.id}
          studentName={student.name}
          onDone={onDone}
        />
      )}
    </Paper>
  );
}
