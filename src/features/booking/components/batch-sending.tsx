import './week-tools-words';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BatchSendingProps {
  count: number;
  /** Copy opens slots, time off closes them. */
  verb: 'open' | 'close';
  /** The dialog was asked to close (Esc, X, a click outside) while the batch is on its way: it stays, and says why. */
  held: boolean;
}

/** A batch on its way: shown alike whether the dialog sent it or opened again on it (issue 47.3). */
export function BatchSending({ count, verb, held }: BatchSendingProps) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="sm">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t(verb === 'open' ? 'weekTools:sending.copy' : 'weekTools:sending.off', { count })}</Text>
      </Group>
      {held && (
        <Alert color="blue" variant="light" role="alert">
          {t('weekTools:sending.held')}
        </Alert>
      )}
    </Stack>
  );
}
