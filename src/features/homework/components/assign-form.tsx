import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/lib/drafts/use-draft';
import { newAssignDraft, readAssignDraft } from '../model/assign-draft';
import type { HomeworkClass } from '../model/homework-class';
import type { QuestionCatalog } from '../model/question-filter';
import { AssignFormBody } from './assign-form-body';

interface AssignFormProps {
  cls: HomeworkClass;
  catalog: QuestionCatalog;
  /** Deep link from a student: preselects that student only. */
  studentId?: number | undefined;
}

/** Keeps the draft of this class's form until it is assigned; then a fresh form. */
export function AssignForm({ cls, catalog, studentId }: AssignFormProps) {
  const { t } = useTranslation('homework');
  const draft = useDraft<unknown>(`homework-assign:${cls.id}`);
  const [round, setRound] = useState(0);
  const [assigned, setAssigned] = useState<number | null>(null);
  if (!draft.loaded) return null;

  const classStudents = cls.students.map((s) => s.id);
  const restored = round === 0 ? readAssignDraft(draft.restored, classStudents) : null;
  const preselected = studentId !== undefined && classStudents.includes(studentId) ? [studentId] : classStudents;
  return (
    <Stack gap="sm">
      {assigned !== null && (
        <Alert color="teal" role="status">
          {t('assigned', { count: assigned })}
        </Alert>
      )}
      {restored && (
        <Text size="sm" c="gray.7" role="status">
          {t('draftRestored')}
        </Text>
      )}
      <AssignFormBody
        key={round}
        cls={cls}
        catalog={catalog}
        initial={restored ?? newAssignDraft(preselected)}
        save={draft.save}
        // "Homework assigned" is about the form just sent: the next change starts another homework.
        onEdit={() => setAssigned(null)}
        onAssigned={(count) => {
          draft.clear();
          setAssigned(count);
          setRound((r) => r + 1);
        }}
      />
    </Stack>
  );
}
