import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeviceOffline } from '@/lib/hooks/use-device-offline';
import { tryAgain } from '../try-again';

/**
 * In the player's place when its media could not be downloaded or played: what happened, in the teacher's
 * language, and Try again. Offline it says that it loads by itself once the connection is back.
 */
export function MediaFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = useDeviceOffline();
  const color = offline ? 'yellow' : 'red';
  return (
    <Alert color={color} role="alert" title={t('errors:mediaFailedTitle')}>
      {offline ? t('errors:mediaOfflineText') : t('errors:mediaFailedText')}
      <Group mt="sm">
        <Button variant="light" color={color} onClick={() => tryAgain(onRetry)}>
          {t('errors:tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
