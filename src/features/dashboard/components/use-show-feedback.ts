import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/components/error-message';
import { env } from '@/lib/env';
import type { Feedback } from '../model/action-feedback';

const COLOR: Record<Feedback['tone'], string> = { success: 'teal', refused: 'orange', error: 'red' };

/** Shows a class action's outcome as a notification (role="alert", so it is read out). */
export function useShowFeedback() {
  const { t } = useTranslation();
  return useCallback(
    (feedback: Feedback, error?: unknown) => {
      const title = feedback.count === undefined ? t(feedback.title) : t(feedback.title, { count: feedback.count });
      const headline = feedback.code ? `${title} ${feedback.code}` : title;
      const detail = feedback.message
        ? t(feedback.message, { email: env.supportEmail })
        : feedback.explainError
          ? errorText(error, t)
          : undefined;
      notifications.show({
        color: COLOR[feedback.tone],
        title: detail ? headline : undefined,
        message: detail ?? headline,
        // Refusals carry advice (whom to contact): give the teacher time to read it.
        autoClose: feedback.tone === 'success' ? 4000 : 8000,
        closeButtonProps: { 'aria-label': t('common:close') },
      });
    },
    [t],
  );
}
