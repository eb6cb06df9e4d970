import { Alert, Button, Group, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/components/refusal-text';
import { useDraft } from '@/lib/drafts/use-draft';
import { type DraftHandle, useDraftForm } from '@/lib/drafts/use-draft-form';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { emptyRatings, evaluationFormProblems, MAX_EVALUATION_COMMENT, type Ratings, SKILLS } from '../model/evaluation-rules';

interface EvaluationValues {
  ratings: Ratings;
  comment: string;
}

interface EvaluationFormProps {
  classId: number;
  studentId: number;
  studentName: string;
  onDone: () => void;
}

/** Five skills rated 1-5 and a comment; kept as a draft per class and student until submitted. */
export function EvaluationForm(props: EvaluationFormProps) {
  const draft = useDraft<EvaluationValues>(`evaluation:${props.classId}:${props.studentId}`);
  if (!draft.loaded) return null;
  const restored = draft.restored;
  const initial: EvaluationValues = {
    ratings: { ...emptyRatings(), ...(restored?.ratings ?? {}) },
    comment: typeof restored?.comment === 'string' ? restored.comment : '',
  };
  return <EvaluationFields {...props} initial={initial} restored={restored !== null} draft={draft} />;
}

interface FieldsProps extends EvaluationFormProps {
  initial: EvaluationValues;
  restored: boolean;
  draft: DraftHandle<EvaluationValues>;
}

function EvaluationFields({ classId, studentId, studentName, onDone, initial, restored, draft }: FieldsProps) {
  const { t } = useTranslation('evaluation');
  const { form, busy, problem, message, submit } = useDraftForm({
    initialValues: initial,
    validate: evaluationFormProblems,
    draft,
    words: 'evaluation',
  });
  const { values } = form;
  const evaluation = useSubmitEvaluation();
  const { reset } = evaluation;
  // A changed value makes an earlier refusal stale.
  useEffect(() => reset(), [values, reset]);

  const send = async ({ ratings, comment }: EvaluationValues) => {
    // Awaited rather than a mutate() callback: the form unmounts once the refetched list shows the
    // evaluation, and callbacks of an unmounted mutate() never run (the draft would stay behind).
    try {
      await evaluation.mutateAsync({ classId, studentId, ratings, comment });
    } catch {
      return; // shown from evaluation.error
    }
    draft.clear();
    onDone();
  };
  const ratingsProblem = message('ratings');

  return (
    <form onSubmit={submit(send)} noValidate aria-label={t('formOf', { name: studentName })}>
      <Stack gap="sm">
        {restored && (
          <Text size="sm" c="gray.7" role="status">
            {t('draftRestored')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          {SKILLS.map((skill) => {
            const labelId = `skill-${skill}`;
            const missing = problem(`ratings.${skill}`);
            return (
              <div key={skill}>
                <Text size="sm" fw={600} id={labelId}>
                  {t(`skills.${skill}`)}
                </Text>
                <Rating
                  role="radiogroup"
                  aria-labelledby={labelId}
                  aria-invalid={!!missing || undefined}
                  size="md"
                  value={values.ratings[skill]}
                  onChange={(value) => form.setFieldValue(`ratings.${skill}`, value)}
                  getSymbolLabel={(value) => t('stars', { count: value })}
                />
                {missing && (
                  <Text size="xs" c="red.9">
                    {t(missing)}
                  </Text>
                )}
              </div>
            );
          })}
        </SimpleGrid>
        <Textarea
          label={t('comment')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          maxLength={MAX_EVALUATION_COMMENT + 200}
          value={values.comment}
          onChange={(e) => form.setFieldValue('comment', e.currentTarget.value)}
          error={message('comment')}
        />
        {ratingsProblem && (
          <Alert color="orange" role="alert">
            {ratingsProblem}
          </Alert>
        )}
        {evaluation.isError && (
          <Alert color="red" role="alert">
            {refusalText(evaluation.error, t, 'evaluation')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
