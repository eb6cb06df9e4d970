import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from './error-message';

/** A failed load: what went wrong, in the user's language, and a way to try again. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title ?? t('errors:loadFailedTitle')}>
      <ErrorMessage error={error} />
      <Group mt="sm">
        <Button variant="light" color="red" onClick={onRetry}>
          {t('errors:tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
