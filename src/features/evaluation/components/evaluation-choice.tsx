import { Alert, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/entities/classes/components/class-select';
import type { EvaluationClass, EvaluationStudent } from '../model/evaluations';

/** What the screen's link asks for (`classId`, `studentId`), and what it found of it. */
export interface EvaluationChoiceProps {
  classes: readonly EvaluationClass[];
  classId: number | undefined;
  studentId: number | undefined;
  cls: EvaluationClass | undefined;
  student: EvaluationStudent | undefined;
  onChoose: (search: { classId?: number; studentId?: number }) => void;
}

/** The class and the student to evaluate, picked by hand, and what a link named that is not there. */
export function EvaluationChoice({ classes, classId, studentId, cls, student, onChoose }: EvaluationChoiceProps) {
  const { t } = useTranslation('evaluation');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <ClassSelect
          label={t('class')}
          placeholder={t('chooseClass')}
          classes={classes}
          value={cls?.id ?? null}
          onChange={(id) => onChoose(id === null ? {} : { classId: id })}
        />
        {cls && (
          <Select
            size="sm"
            label={t('student')}
            placeholder={t('chooseStudent')}
            data={cls.students.map((s) => ({ value: String(s.id), label: s.name }))}
            value={student ? String(student.id) : null}
            onChange={(v) => onChoose(v === null ? { classId: cls.id } : { classId: cls.id, studentId: Number(v) })}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {classId === undefined && (
          <Text size="sm" c="gray.7">
            {t('hint')}
          </Text>
        )}
        {classId !== undefined && !cls && (
          <Alert color="orange" role="alert">
            {t('classNotFound')}
          </Alert>
        )}
        {cls && studentId !== undefined && !student && (
          <Alert color="orange" role="alert">
            {t('studentNotInClass')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
