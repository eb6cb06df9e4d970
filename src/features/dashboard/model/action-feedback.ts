import { isApiError } from '@/lib/http/api-error';

/**
 * What a class action tells the teacher, as i18n keys. The host's refusal codes and the
 * local rules lead to the same words (spec 8), so the teacher cannot tell which one spoke.
 */
export interface Feedback {
  tone: 'success' | 'refused' | 'error';
  /** Namespaced key of the headline. */
  title: string;
  /** Namespaced key of a detail line; rendered with `{ email }` of the school contact. */
  message?: string;
  /** Appended to the headline after a space: the error code of "Try again later! Error code:". */
  code?: string;
  /** Show the translated failure (errorText) as the detail line. */
  explainError?: boolean;
  /** Decides the headline's wording through the plural rules ("The student has been notified."). */
  count?: number;
}

export const CANCEL_REFUSED: Feedback = { tone: 'refused', title: 'errors:cannotCancel', message: 'dashboard:actions.cancelTip' };
export const CANCEL_DONE: Feedback = { tone: 'success', title: 'errors:cancelSuccess' };
export const NOTIFY_REFUSED: Feedback = { tone: 'refused', title: 'errors:notifyNotInClass' };
export const notifyDone = (students: number): Feedback => ({ tone: 'success', title: 'dashboard:actions.notified', count: students });
/** The host's refusal before the start: no "Try again later", waiting for the start is the way. */
export const END_REFUSED: Feedback = { tone: 'refused', title: 'dashboard:actions.endNotStarted' };
export const END_DONE: Feedback = { tone: 'success', title: 'errors:classOver' };

const refusalCode = (error: unknown) => (isApiError(error) && error.kind === 'refused' ? error.code : undefined);

/** The code after "Error code:": the host's refusal code, else the HTTP/transport status. */
export function errorCode(error: unknown): string {
  if (!isApiError(error)) return '?';
  return error.code ?? String(error.status);
}

export function cancelFailure(error: unknown): Feedback {
  if (refusalCode(error) === 'CANCEL_WINDOW_CLOSED') return CANCEL_REFUSED;
  return { tone: 'error', title: 'errors:cancelFailed', code: errorCode(error) };
}

export function notifyFailure(error: unknown): Feedback {
  if (refusalCode(error) === 'NOT_IN_CLASS_TIME') return NOTIFY_REFUSED;
  return { tone: 'error', title: 'errors:notifyFailed' };
}

export function endFailure(error: unknown): Feedback {
  if (refusalCode(error) === 'NOT_IN_CLASS_TIME') return END_REFUSED;
  return { tone: 'error', title: 'errors:tryAgainLater', explainError: true };
}
