import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPT, formatFileSize } from '../model/file-rules';
import type { UploadItem } from '../model/upload-machine';

interface SupplementFilesProps {
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
}

const STATUS_COLOR: Record<UploadItem['status'], string> = {
  queued: 'gray.7',
  uploading: 'blue.8',
  done: 'teal.9',
  failed: 'red.9',
  rejected: 'red.9',
};

/** The files of a supplement exercise: each with its progress, "Upload Success" / "Upload fail" and a retry. */
export function SupplementFiles({ items, onAdd, onRetry, onRemove, disabled }: SupplementFilesProps) {
  const { t } = useTranslation('homework');

  const statusText = (item: UploadItem): string => {
    switch (item.status) {
      case 'queued':
        return t('waiting');
      case 'uploading':
        return t('uploading', { percent: Math.round(item.progress * 100) });
      case 'done':
        return t('errors:uploadSuccess');
      case 'failed':
        return `${t('errors:uploadFail')}${item.problem ? ` · ${t(`problems.${item.problem}`, { defaultValue: t('errors:tryAgainLater') })}` : ''}`;
      case 'rejected':
        return t(`problems.${item.problem ?? 'FILE_TYPE_NOT_ALLOWED'}`);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text fw={600} size="sm" component="h2" m={0}>
          {t('supplementFiles')}
        </Text>
        <FileButton onChange={(files) => onAdd(files)} accept={ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <Button {...props} size="xs" variant="default">
              {t('addFiles')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="gray.7">
        {t('filesHint')}
      </Text>
      {items.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Paper key={item.key} component="li" withBorder p="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {item.name}{' '}
                    <Text span size="xs" c="gray.7">
                      ({formatFileSize(item.size)})
                    </Text>
                  </Text>
                  {item.status !== 'rejected' && (
                    <Progress
                      value={item.progress * 100}
                      color={STATUS_COLOR[item.status]}
                      size="sm"
                      aria-label={t('progressOf', { name: item.name })}
                      animated={item.status === 'uploading'}
                    />
                  )}
                  <Text size="xs" c={STATUS_COLOR[item.status]} role="status" aria-live="polite">
                    {statusText(item)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {item.status === 'failed' && (
                    <Button size="xs" variant="default" onClick={() => onRetry(item.key)} aria-label={t('retryFile', { name: item.name })}>
                      {t('retry')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => onRemove(item.key)}
                    aria-label={t('removeFile', { name: item.name })}
                    disabled={disabled}
                  >
                    {t('remove')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
