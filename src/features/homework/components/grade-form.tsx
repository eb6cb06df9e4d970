import { Alert, Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/components/refusal-text';
import { useDraft } from '@/lib/drafts/use-draft';
import { type DraftHandle, useDraftForm } from '@/lib/drafts/use-draft-form';
import { useGradeSubmission } from '../api/grade-submission';
import { gradeFormProblems, MAX_COMMENT } from '../model/review-queue';

interface GradeValues {
  score: number | null;
  comment: string;
}

interface GradeFormProps {
  submissionId: number;
  studentName: string;
  /** When it was handed in, as the card says it: a student's two homeworks get two forms, each named apart. */
  handedIn: string;
  initial: GradeValues;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Score and comment of one submission; kept as a draft until saved. */
export function GradeForm(props: GradeFormProps) {
  const draft = useDraft<GradeValues>(`homework-grade:${props.submissionId}`);
  if (!draft.loaded) return null;
  return <GradeFields {...props} initial={draft.restored ?? props.initial} draft={draft} />;
}

function GradeFields({
  submissionId,
  studentName,
  handedIn,
  initial,
  onDone,
  onCancel,
  draft,
}: GradeFormProps & { draft: DraftHandle<GradeValues> }) {
  const { t } = useTranslation('homework');
  const { form, busy, problem, message, submit } = useDraftForm({
    initialValues: initial,
    validate: gradeFormProblems,
    draft,
    words: 'homework',
  });
  const { values } = form;
  const grade = useGradeSubmission();
  // A score typed out of range is said at once (not clamped away on blur); an empty one after a submit.
  const scoreError = problem('score') ?? (values.score !== null ? gradeFormProblems(values).score : undefined);
  const { reset } = grade;
  // A changed value makes an earlier refusal stale.
  useEffect(() => reset(), [values, reset]);

  const send = async ({ score, comment }: GradeValues) => {
    if (score === null) return;
    // Awaited rather than a mutate() callback: the form unmounts once the refetched queue shows the
    // grade, and callbacks of an unmounted mutate() never run (the draft would stay behind).
    try {
      await grade.mutateAsync({ submissionId, score, comment });
    } catch {
      return; // shown from grade.error
    }
    draft.clear();
    onDone?.();
  };

  return (
    <form onSubmit={submit(send)} noValidate aria-label={t('gradeFormOf', { name: studentName, when: handedIn })}>
      <Stack gap="xs">
        <NumberInput
          size="sm"
          w={200}
          label={t('score')}
          min={0}
          max={100}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          value={values.score ?? ''}
          onChange={(v) => form.setFieldValue('score', typeof v === 'number' ? v : null)}
          error={scoreError && t(scoreError)}
        />
        <Textarea
          label={t('comment')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_COMMENT + 200}
          value={values.comment}
          onChange={(e) => form.setFieldValue('comment', e.currentTarget.value)}
          error={message('comment')}
        />
        {grade.isError && (
          <Alert color="red" role="alert">
            {refusalText(grade.error, t, 'homework')}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            {t('saveGrade')}
          </Button>
          {onCancel && (
            <Button size="xs" variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
              {t('cancelEdit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
