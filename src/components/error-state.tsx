import { Alert, Button, Group, Text } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isCodeLoadError } from '@/lib/code-load-error';
import { isApiError } from '@/lib/http/api-error';
import { useDeviceOffline } from '@/lib/hooks/use-device-offline';
import { lastKnownKept } from '@/lib/query/offline-copy';
import { ErrorMessage } from './error-message';
import { tryAgain } from './try-again';

/**
 * A failed load: what went wrong, in the user's language, and a way to try again. A failure to reach
 * the host, or to download the screen's code, while the device is offline says so, and what still works;
 * the host out of reach with the device online says that the page comes back by itself.
 */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  const lostContact = isApiError(error) && error.kind === 'network';
  const offline = useDeviceOffline() && (lostContact || isCodeLoadError(error));
  // Said only when true: a copy older than a day, or none, leaves My courses nothing to show offline.
  const client = useContext(QueryClientContext);
  const kept = offline && !!client && lastKnownKept(client);
  return (
    <Alert
      // Calm for what passes by itself (the device offline, the host out of reach); red for what does not.
      color={offline || lostContact ? 'yellow' : 'red'}
      role="alert"
      title={offline ? t('errors:offlineTitle') : (title ?? t('errors:loadFailedTitle'))}
    >
      {offline ? (
        t(kept ? 'errors:offlineTextKept' : 'errors:offlineText')
      ) : (
        <>
          <ErrorMessage error={error} />
          {/* The host out of reach: the recovery (lib/query/recovery.ts) asks again by itself. */}
          {lostContact && <Text size="sm">{t('errors:hostBackByItself')}</Text>}
        </>
      )}
      <Group mt="sm">
        <Button variant="light" color={offline || lostContact ? 'yellow' : 'red'} onClick={() => tryAgain(onRetry)}>
          {t('errors:tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
