import { Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SupplementFiles } from './supplement-files';
import type { useUploads } from './use-uploads';

// tiptap is large: loaded only when a supplement exercise is being written.
const RichTextField = lazy(() => import('@/components/rich-text-editor'));

interface SupplementExerciseProps {
  uploads: ReturnType<typeof useUploads>;
  /** A send is on its way: no file is added or removed meanwhile. */
  busy: boolean;
  textHtml: string;
  onText: (html: string) => void;
  error: string | undefined;
}

/** A supplement exercise: its files, and its text in the rich-text editor. */
export function SupplementExercise({ uploads, busy, textHtml, onText, error }: SupplementExerciseProps) {
  const { t } = useTranslation('homework');
  return (
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
          <RichTextField label={t('supplementText')} initialHtml={textHtml} onChange={onText} />
        </Suspense>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
