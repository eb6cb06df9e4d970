import { type FormErrors, useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';

/** What useDraft gives a form: keep these values, or drop them. */
export interface DraftHandle<T> {
  save: (values: T) => void;
  clear: () => void;
}

/** Per field path, the translation key of what is wrong; no entry when that field may be sent. */
export type FormProblems = Partial<Record<string, string>>;

interface DraftFormInput<T> {
  /** The restored draft, or the form's defaults (useDraft has loaded before this form mounts). */
  initialValues: T;
  /** The model's rules, pure. */
  validate: (values: T) => FormProblems;
  draft: DraftHandle<T>;
  /** The namespace of the rules' translation keys: `message` says them in words. */
  words: string;
}

/**
 * The house form for what a teacher writes (docs/decisions/house.md "Forms: `@mantine/form`,
 * drafts through `useDraftForm`"): values in @mantine/form, every change kept as the sealed draft, the rules' messages shown
 * once a submit was tried and following the values live from then on (a long text is fixed in place,
 * not typed blind until the next try). One send at a time: a double click or Enter while a send is
 * on its way sends nothing more (the mutation's isPending comes a tick too late for the second click).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as @mantine/form types its values (an interface has no index signature)
export function useDraftForm<T extends Record<string, any>>({ initialValues, validate, draft, words }: DraftFormInput<T>) {
  const { t } = useTranslation(words);
  const tried = useRef(false);
  const [busy, once] = useSingleFlight();
  const form = useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(values) as FormErrors,
    clearInputErrorOnChange: false,
    onValuesChange: (values) => {
      draft.save(values);
      if (tried.current) form.setErrors(validate(values) as FormErrors);
    },
  });

  /** The translation key of a field's problem while it is shown. */
  const problem = (path: string): string | undefined => {
    const key = form.errors[path];
    return typeof key === 'string' ? key : undefined;
  };

  return {
    form,
    /** A send is on its way (the submit button's loading state). */
    busy,
    problem,
    /** A field's problem in words, while it is shown (a field's `error`). */
    message: (path: string): string | undefined => {
      const key = problem(path);
      return key && t(key);
    },
    /**
     * Checks the rules (and shows them from now on); `send` runs only when none is broken and no send
     * is on its way. Its signal aborts when the form unmounts (see useSingleFlight); it owns its failure.
     */
    submit:
      (send: (values: T, unmounted: AbortSignal) => unknown) =>
      (event?: FormEvent<HTMLFormElement>): void => {
        tried.current = true;
        form.onSubmit((values) => void once(async (unmounted) => send(values, unmounted)))(event);
      },
    /** Starts again from `values`, untried and without a draft (discarded, or saved and shown as saved). */
    restart: (values: T) => {
      tried.current = false;
      form.setInitialValues(values);
      form.reset();
      draft.clear();
    },
  };
}
