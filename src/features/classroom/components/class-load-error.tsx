import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { isApiError } from '@/lib/http/api-error';

/**
 * A class that could not be loaded. A 404 means it is not (or no longer) the teacher's: asking again
 * cannot help, so it says so and where the classes are (the screen's own "Back to home" leads there).
 * Anything else can pass: the failure, with Try again.
 */
export function ClassLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('classroom');
  if (isApiError(error) && error.status === 404) {
    return (
      <Alert color="orange" role="alert" title={t('notFound')}>
        <Text size="sm">{t('notFoundText')}</Text>
      </Alert>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
