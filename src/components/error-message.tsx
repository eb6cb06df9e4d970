import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isCodeLoadError } from '@/lib/code-load-error';
import { isApiError } from '@/lib/http/api-error';

/** One translated sentence for any failure the data layer can produce. */
export function errorText(error: unknown, t: TFunction): string {
  if (isCodeLoadError(error)) return t('errors:codeNotLoaded');
  if (!isApiError(error)) return t('errors:unknown');
  switch (error.kind) {
    case 'maintenance':
      return t('errors:maintenance');
    case 'network':
      return t('errors:lostServer');
    case 'invalid-response':
      return t('errors:invalidAnswer');
    case 'unauthorized':
      return t('errors:unauthorized');
    case 'refused':
      return t('errors:refused', { code: error.code ?? '?' });
    default:
      return t('errors:httpError', { status: error.status });
  }
}

export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <>{errorText(error, t)}</>;
}
