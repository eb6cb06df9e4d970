import { Alert, Button, Group, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/components/refusal-text';
import { useDraft } from '@/lib/drafts/use-draft';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { emptyRatings, evaluationProblems, MAX_EVALUATION_COMMENT, type Ratings, SKILLS, unratedSkills } from '../model/evaluation-rules';

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
  return <EvaluationFields {...props} initial={initial} restored={restored !== null} save={draft.save} clear={draft.clear} />;
}

interface FieldsProps extends EvaluationFormProps {
  initial: EvaluationValues;
  restored: boolean;
  save: (values: EvaluationValues) => void;
  clear: () => void;
}

function EvaluationFields({ classId, studentId, studentName, onDone, initial, restored, save, clear }: FieldsProps) {
  const { t } = useTranslation('evaluation');
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const evaluation = useSubmitEvaluation();
  const problems = evaluationProblems(values.ratings, values.comment);
  const unrated = new Set(unratedSkills(values.ratings));
  const change = (next: EvaluationValues) => {
    setValues(next);
    save(next);
  };
  const { reset } = evaluation;
  // A changed value makes an earlier refusal stale.
  useEffect(() => reset(), [values, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (evaluation.isPending || problems.length > 0) return;
    // Awaited rather than a mutate() callback: the form unmounts once the refetched list shows the
    // evaluation, and callbacks of an unmounted mutate() never run (the draft would stay behind).
    try {
      await evaluation.mutateAsync({ classId, studentId, ratings: values.ratings, comment: values.comment });
    } catch {
      return; // shown from evaluation.error
    }
    clear();
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('formOf', { name: studentName })}>
      <Stack gap="sm">
        {restored && (
          <Text size="sm" c="gray.7" role="status">
            {t('draftRestored')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          {SKILLS.map((skill) => {
            const labelId = `skill-${skill}`;
            const missing = submitted && unrated.has(skill);
            return (
              <div key={skill}>
                <Text size="sm" fw={600} id={labelId}>
                  {t(`skills.${skill}`)}
                </Text>
                <Rating
                  role="radiogroup"
                  aria-labelledby={labelId}
                  aria-invalid={missing || undefined}
                  size="md"
                  value={values.ratings[skill]}
                  onChange={(value) => change({ ...values, ratings: { ...values.ratings, [skill]: value } })}
                  getSymbolLabel={(value) => t('stars', { count: value })}
                />
                {missing && (
                  <Text size="xs" c="red.9">
                    {t('rateThis')}
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
          onChange={(e) => change({ ...values, comment: e.currentTarget.value })}
          error={
            submitted && problems.includes('COMMENT_REQUIRED')
              ? t('problems.COMMENT_REQUIRED')
              : submitted && problems.includes('COMMENT_TOO_LONG')
                ? t('problems.COMMENT_TOO_LONG')
                : undefined
          }
        />
        {submitted && problems.includes('INVALID_RATING') && (
          <Alert color="orange" role="alert">
            {t('problems.INVALID_RATING')}
          </Alert>
        )}
        {evaluation.isError && (
          <Alert color="red" role="alert">
            {refusalText(evaluation.error, t, 'evaluation')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={evaluation.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
