import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { isApiError } from '@/lib/http/api-error';

/** A class that could not be loaded; a 404 means it is not (or no longer) the teacher's. */
export function ClassLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('classroom');
  const gone = isApiError(error) && error.status === 404;
  return <ErrorState error={error} onRetry={onRetry} title={gone ? t('notFound') : undefined} />;
}
