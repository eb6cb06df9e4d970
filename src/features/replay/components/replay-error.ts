import type { TFunction } from 'i18next';
import { refusalText } from '@/components/refusal-text';
import { isApiError } from '@/lib/http/api-error';

/** A replay write's or load's failure: its refusal code in words (replay:problems.*), a 404 as "not in your history". */
export function replayErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind === 'http' && error.status === 404) return t('replay:notFound');
  return refusalText(error, t, 'replay');
}
