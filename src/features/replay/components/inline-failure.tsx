import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { replayErrorText } from './replay-error';
import { tryAgain } from '@/components/try-again';

/** A failed save next to its form: what went wrong, in the user's language, and "Try again". */
export function InlineFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" p="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{replayErrorText(error, t)}</Text>
        <Button size="xs" variant="default" onClick={() => tryAgain(onRetry)}>
          {t('errors:tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
