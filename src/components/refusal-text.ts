import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/http/api-error';
import { errorText } from './error-message';

/**
 * A host refusal in the words of the screen's namespace (`<ns>:problems.<error_code>`) when it has
 * them; any other failure (or an unknown code) in the shared words of errorText.
 */
export function refusalText(error: unknown, t: TFunction, ns: string): string {
  if (isApiError(error) && error.kind === 'refused' && error.code) {
    const key = `${ns}:problems.${error.code}`;
    const text = t(key, { defaultValue: '' });
    if (text !== '' && text !== key) return text;
  }
  return errorText(error, t);
}
