import { Alert, Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { refusalText } from '@/components/refusal-text';
import { PendingScreen } from '@/components/pending-screen';
import { useDraft } from '@/lib/drafts/use-draft';
import { type DraftHandle, useDraftForm } from '@/lib/drafts/use-draft-form';
import { useIntroduction } from '../api/get-introduction';
import { useSaveIntroduction } from '../api/save-introduction';
import { checkForm, formOf, type Introduction, type IntroductionForm, isChanged, previewOf } from '../model/introduction';
import { IntroductionPreview } from './introduction-preview';
import { PhotoInput } from './photo-input';

const route = getRouteApi('/_shell/StudentInstr');
// The shared editor (tiptap, ProseMirror) loads with the Edit tab only.
const RichTextField = lazy(() => import('@/components/rich-text-editor'));

/** Teacher introduction: the saved one (or the draft) in preview, and the editor; drafts survive reloads. */
export function IntroductionScreen() {
  const { t } = useTranslation('profile');
  const introduction = useIntroduction();
  const draft = useDraft<IntroductionForm>('introduction');

  if (introduction.isError) return <ErrorState error={introduction.error} onRetry={() => void introduction.refetch()} />;
  if (!introduction.data || !draft.loaded) return <PendingScreen />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Workspace saved={introduction.data} initial={draft.restored ?? formOf(introduction.data)} draft={draft} />
    </Stack>
  );
}

interface WorkspaceProps {
  saved: Introduction;
  initial: IntroductionForm;
  draft: DraftHandle<IntroductionForm>;
}

/** The rules' problems as the screen's translation keys. */
function introductionProblems(form: IntroductionForm) {
  const { html, videoUrl } = checkForm(form);
  return { html: html && `problems.${html}`, videoUrl: videoUrl && `problems.${videoUrl}` };
}

function Workspace({ saved, initial, draft }: WorkspaceProps) {
  const { t } = useTranslation('profile');
  const { tab = 'preview' } = route.useSearch();
  const navigate = route.useNavigate();
  // Every change is kept as a draft (debounced in useDraft) until it is saved or discarded.
  const {
    form: fields,
    busy,
    message,
    submit: check,
    restart,
  } = useDraftForm({ initialValues: initial, validate: introductionProblems, draft, words: 'profile' });
  const form = fields.values;
  const saving = useSaveIntroduction();
  const changed = isChanged(form, saved);
  const htmlProblem = message('html');

  const showTab = (next: 'preview' | 'edit') => void navigate({ search: { tab: next }, replace: true });

  const submit = check(async (values, unmounted) => {
    const result = await saving.mutateAsync(values);
    // Only while the screen is open (no tab to switch to after leaving); a failure stays on `saving`.
    if (unmounted.aborted) return;
    restart(formOf(result));
    notifications.show({ color: 'teal', message: t('saved'), closeButtonProps: { 'aria-label': t('common:close') } });
    showTab('preview');
  });

  const discard = () => {
    restart(formOf(saved));
    saving.reset();
  };

  return (
    <Tabs value={tab} onChange={(value) => showTab(value === 'edit' ? 'edit' : 'preview')} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="preview">{t('preview')}</Tabs.Tab>
        <Tabs.Tab value="edit">{changed ? t('editChanged') : t('edit')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="preview" pt="md">
        <Stack gap="sm">
          {changed && (
            <Alert color="yellow" p="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('previewUnsaved')}</Text>
                <Button size="xs" variant="light" color="yellow" onClick={() => showTab('edit')}>
                  {t('continueEditing')}
                </Button>
              </Group>
            </Alert>
          )}
          <IntroductionPreview introduction={previewOf(form, saved)} />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="edit" pt="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PhotoInput
              current={previewOf(form, saved).photoUrl}
              name={saved.name}
              disabled={busy}
              onChange={(photo) => fields.setFieldValue('photo', photo)}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('text')}
              </Text>
              <Suspense fallback={<PendingScreen />}>
                <RichTextField
                  initialHtml={form.html}
                  label={t('text')}
                  describedBy={htmlProblem ? 'intro-text-error' : undefined}
                  minHeight={220}
                  onChange={(html) => fields.setFieldValue('html', html)}
                />
              </Suspense>
              {htmlProblem && (
                <Text size="xs" c="red" mt={4} id="intro-text-error" role="alert">
                  {htmlProblem}
                </Text>
              )}
            </div>
            <TextInput
              label={t('videoUrl')}
              description={t('videoUrlHint')}
              placeholder="https://"
              value={form.videoUrl}
              onChange={(event) => fields.setFieldValue('videoUrl', event.currentTarget.value)}
              error={message('videoUrl')}
              inputMode="url"
            />
            {saving.isError && !saving.isPending && (
              <Alert color="red" role="alert" title={t('saveFailed')}>
                <Text size="sm">{refusalText(saving.error, t, 'profile')}</Text>
                <Button mt="xs" size="xs" variant="light" color="red" onClick={() => submit()}>
                  {t('errors:tryAgain')}
                </Button>
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" loading={busy} disabled={!changed}>
                {t('save')}
              </Button>
              <Button variant="default" onClick={() => showTab('preview')}>
                {t('preview')}
              </Button>
              <Button variant="subtle" color="gray" onClick={discard} disabled={!changed || busy}>
                {t('discard')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Tabs.Panel>
    </Tabs>
  );
}
