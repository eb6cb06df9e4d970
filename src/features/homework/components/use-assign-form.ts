import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useDraftForm } from '@/lib/drafts/use-draft-form';
import { useAssignHomework } from '../api/assign-homework';
import type { AssignDraft, AssignValues } from '../model/assign-draft';
import { type AssignProblem, assignProblems } from '../model/assign-rules';
import type { HomeworkClass } from '../model/homework-class';
import type { QuestionCatalog } from '../model/question-filter';
import { uploadBlocker, uploadedFiles } from '../model/upload-machine';
import { useUploads } from './use-uploads';

export interface AssignFormInput {
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

/** The assign form's state: its values and rules, the draft, the files on their way, and its one send. */
export function useAssignForm({ cls, catalog, initial, save, onEdit, onAssigned }: AssignFormInput) {
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
  const blocker = form.values.type === 'supplement' ? uploadBlocker(uploads.items) : null;

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

  return { form, busy, say, submit, submitted, uploads, blocker, refusal: assign.error };
}
