import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/components/refusal-text';
import { HOMEWORK_TYPES } from '@/entities/submissions/model/submission';
import { FilterRowRefusal } from '../api/assign-homework';
import { FilterRows } from './filter-rows';
import { SupplementExercise } from './supplement-exercise';
import { type AssignFormInput, useAssignForm } from './use-assign-form';

/** One homework for a class: its students, its kind and what the kind asks for, then Assign. */
export function AssignFormBody(props: AssignFormInput) {
  const { t } = useTranslation('homework');
  const { form, busy, say, submit, submitted, uploads, blocker, refusal } = useAssignForm(props);
  const { values } = form;
  const refusalMessage =
    refusal instanceof FilterRowRefusal
      ? t('rowProblem', { n: refusal.row + 1, problem: refusalText(refusal, t, 'homework') })
      : refusal
        ? refusalText(refusal, t, 'homework')
        : null;

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t('assignTitle')}>
      <Stack gap="md">
        <Checkbox.Group
          label={t('students')}
          value={values.studentIds.map(String)}
          onChange={(ids) => form.setFieldValue('studentIds', ids.map(Number))}
          error={say('studentIds')}
          withAsterisk
        >
          <Group mt={6} gap="md">
            {props.cls.students.map((s) => (
              <Checkbox key={s.id} size="sm" value={String(s.id)} label={s.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group label={t('type')} {...form.getInputProps('type')} withAsterisk>
          <Group mt={6} gap="md">
            {HOMEWORK_TYPES.map((type) => (
              <Radio key={type} size="sm" value={type} label={t(`types.${type}`)} />
            ))}
          </Group>
        </Radio.Group>

        {values.type === 'workbook' && (
          <TextInput
            label={t('workbookPages')}
            placeholder={t('workbookPlaceholder')}
            withAsterisk
            maxLength={400}
            {...form.getInputProps('workbookPages')}
            error={say('workbookPages')}
          />
        )}
        {values.type === 'online' && (
          <FilterRows
            rows={values.filters}
            catalog={props.catalog}
            onChange={(rows) => form.setFieldValue('filters', rows)}
            submitted={submitted}
            error={say('filters')}
          />
        )}
        {values.type === 'supplement' && (
          <SupplementExercise
            uploads={uploads}
            busy={busy}
            textHtml={values.textHtml}
            onText={(html) => form.setFieldValue('textHtml', html)}
            error={say('textHtml')}
          />
        )}

        {submitted && blocker && (
          <Alert color="orange" role="alert">
            {t(`blocker.${blocker}`)}
          </Alert>
        )}
        {refusalMessage && (
          <Alert color="red" role="alert">
            {refusalMessage}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('submitAssign')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
