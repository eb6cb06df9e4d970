import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/components/refusal-text';
import { useDraft } from '@/lib/drafts/use-draft';
import { useDraftForm } from '@/lib/drafts/use-draft-form';
import { FilterRowRefusal, useAssignHomework } from '../api/assign-homework';
import { type AssignDraft, type AssignValues, newAssignDraft, readAssignDraft } from '../model/assign-draft';
import { type AssignProblem, assignProblems } from '../model/assign-rules';
import { HOMEWORK_TYPES } from '@/entities/submissions/model/submission';
import type { HomeworkClass } from '../model/homework-class';
import type { QuestionCatalog } from '../model/question-filter';
import { uploadBlocker, uploadedFiles } from '../model/upload-machine';
import { FilterRows } from './filter-rows';
import { SupplementFiles } from './supplement-files';
import { useUploads } from './use-uploads';

// tiptap is large: loaded only when a supplement exercise is being written.
const RichTextField = lazy(() => import('@/components/rich-text-editor'));

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

interface BodyProps {
  cls: HomeworkClass;
  catalog: QuestionCatalog;
  initial: AssignDraft;
  save: (draft: AssignDraft) => void;
  onEdit: () => void;
  onAssigned: (students: number) => void;
}

function fieldOf(problem: AssignProblem): string {
  if (problem.row !== undefined) return `filters.${problem.row}`;
  if (problem.code === 'NO_STUDENTS') return 'studentIds';
  if (problem.code.startsWith('WORKBOOK')) return 'workbookPages';
  if (problem.code === 'NO_FILTERS' || problem.code === 'TOO_MANY_FILTERS') return 'filters';
  return 'textHtml';
}

function AssignFormBody({ cls, catalog, initial, save, onEdit, onAssigned }: BodyProps) {
  const { t } = useTranslation('homework');
  const uploads = useUploads(initial.files);
  const [submitted, setSubmitted] = useState(false);
  const assign = useAssignHomework();
  // The draft is the form's values and the files the host confirmed (kept beside the form, by useUploads).
  const confirmed = useMemo(() => uploadedFiles(uploads.items), [uploads.items]);
  const fileIds = confirmed.map((f) => f.id);
  // For the form's callbacks (a change, a submit), which run after this render was committed.
  const files = useRef(confirmed);
  useEffect(() => {
    files.current = confirmed;
  }, [confirmed]);
  const { files: _files, ...initialValues } = initial;
  const {
    form,
    busy,
    message: say,
    submit: check,
  } = useDraftForm<AssignValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        assignProblems({ ...values, fileIds: files.current.map((f) => f.id) }, catalog.banks).map((p) => [
          fieldOf(p),
          `problems.${p.code}`,
        ]),
      ),
    draft: {
      save: (values) => {
        save({ ...values, files: files.current });
        onEdit();
      },
      clear: () => undefined, // the caller drops it once assigned
    },
    words: 'homework',
  });
  const { values } = form;
  const blocker = values.type === 'supplement' ? uploadBlocker(uploads.items) : null;

  // A file the host confirmed (or removed) changes the draft, and the rules once a submit was tried.
  const savedFiles = useRef(JSON.stringify(confirmed));
  useEffect(() => {
    const text = JSON.stringify(confirmed);
    if (text === savedFiles.current) return;
    savedFiles.current = text;
    save({ ...form.getValues(), files: confirmed });
    onEdit();
    if (submitted) form.validate();
  }, [confirmed, save, onEdit, form, submitted]);

  // The house form's submit: one assignment at a time, sent only when every rule holds and no upload is unfinished.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    check(async (checked: AssignValues) => {
      if (blocker) return;
      await assign.mutateAsync({ ...checked, classId: cls.id, fileIds }); // a failure is shown from assign.error
      onAssigned(checked.studentIds.length);
    })(event);
  };

  const refusal = assign.error;
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
            {cls.students.map((s) => (
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
            catalog={catalog}
            onChange={(rows) => form.setFieldValue('filters', rows)}
            submitted={submitted}
            error={say('filters')}
          />
        )}
        {values.type === 'supplement' && (
          <Stack gap="md">
            <SupplementFiles items={uploads.items} onAdd={uploads.add} onRetry={uploads.retry} onRemove={uploads.remove} disabled={busy} />
            <Stack gap={4}>
              <Text fw={600} size="sm" component="h2" m={0} id="supplement-text-label">
                {t('supplementText')}
              </Text>
              <Suspense
                fallback={
                  <Text size="sm" c="gray.7">
                    {t('editorLoading')}
                  </Text>
                }
              >
                <RichTextField
                  label={t('supplementText')}
                  initialHtml={values.textHtml}
                  onChange={(html) => form.setFieldValue('textHtml', html)}
                />
              </Suspense>
              {say('textHtml') && (
                <Text size="sm" c="red.9" role="alert">
                  {say('textHtml')}
                </Text>
              )}
            </Stack>
          </Stack>
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
