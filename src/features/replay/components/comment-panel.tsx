import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import { RichText } from '@/components/rich-text';
import { useDraft } from '@/lib/drafts/use-draft';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { useSaveComment } from '../api/save-comment';
import { isBlankHtml } from '../model/rich-text-value';
import { ACCENT, MUTED } from './colors';
import { InlineFailure } from './inline-failure';

// tiptap loads only when the teacher edits a comment.
const RichTextField = lazy(() => import('@/components/rich-text-editor'));

interface CommentPanelProps {
  classId: number;
  comment: string | null;
}

/** The teacher comment: shown sanitized; edited in a rich-text editor whose draft survives a reload. */
export function CommentPanel({ classId, comment }: CommentPanelProps) {
  const { t } = useTranslation('replay');
  const draft = useDraft<string>(`replay-comment:${classId}`);
  return (
    <section aria-labelledby="replay-comment">
      <Title order={3} size="h5" id="replay-comment" mb={6}>
        {t('comment.title')}
      </Title>
      {draft.loaded ? (
        <CommentBody classId={classId} comment={comment} restored={draft.restored} save={draft.save} clear={draft.clear} />
      ) : (
        <PendingScreen />
      )}
    </section>
  );
}

interface CommentBodyProps extends CommentPanelProps {
  restored: string | null;
  save: (html: string) => void;
  clear: () => void;
}

function CommentBody({ classId, comment, restored, save, clear }: CommentBodyProps) {
  const { t } = useTranslation('replay');
  // An unsaved draft opens the editor at once, with the draft in it.
  const [editing, setEditing] = useState<string | null>(restored);
  const latest = useRef(restored ?? '');
  const [blank, setBlank] = useState(false);
  const saveComment = useSaveComment();
  const [busy, run] = useSingleFlight();

  const startEditing = () => {
    latest.current = comment ?? '';
    setEditing(latest.current);
  };
  const stopEditing = () => {
    clear();
    setBlank(false);
    saveComment.reset();
    setEditing(null);
  };
  const submit = () => {
    if (isBlankHtml(latest.current)) {
      setBlank(true);
      return;
    }
    void run(async () => {
      await saveComment.mutateAsync({ id: classId, html: latest.current });
      stopEditing();
      notifications.show({ color: 'teal', message: t('comment.saved') });
    });
  };

  if (editing === null) {
    return (
      <Stack gap="xs" align="flex-start">
        {comment ? (
          <RichText html={comment} />
        ) : (
          <Text size="sm" c={MUTED}>
            {t('comment.none')}
          </Text>
        )}
        <Button size="xs" variant="default" onClick={startEditing}>
          {comment ? t('comment.edit') : t('comment.write')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      {restored !== null && editing === restored && (
        <Alert color="blue" p="xs" role="status">
          <Text size="sm">{t('comment.draftRestored')}</Text>
        </Alert>
      )}
      <Suspense fallback={<PendingScreen />}>
        <RichTextField
          initialHtml={editing}
          label={t('comment.title')}
          onChange={(html) => {
            latest.current = html;
            setBlank(false);
            save(html);
          }}
        />
      </Suspense>
      {blank && (
        <Text size="sm" c="red" role="alert">
          {t('comment.blank')}
        </Text>
      )}
      {saveComment.isError && !busy && <InlineFailure error={saveComment.error} onRetry={submit} />}
      <Group gap="xs">
        <Button size="xs" color={ACCENT} onClick={submit} loading={busy}>
          {t('comment.save')}
        </Button>
        <Button size="xs" variant="default" onClick={stopEditing} disabled={busy}>
          {t('comment.discard')}
        </Button>
      </Group>
    </Stack>
  );
}
