import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 8: the maintenance text with an OK button. Its own chunk: a 500 means the host answered,
 * so the code can be fetched then, and the dialog machinery stays off the first page.
 */
export function MaintenanceAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} withCloseButton={false} centered title={t('common:appName')}>
      <Text>{t('errors:maintenance')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('common:ok')}
        </Button>
      </Group>
    </Modal>
  );
}
