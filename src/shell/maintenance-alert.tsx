import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 8: the maintenance text with an OK button. Its own chunk: a 500 means the host answered,
 * so the code can be fetched then, and the dialog machinery stays off the first page.
 */
export function MaintenanceAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    // Above any dialog already open (it may come while About us is, for one): its OK is never under another's overlay.
    <Modal opened onClose={onClose} withCloseButton={false} centered title={t('common:appName')} zIndex={getDefaultZIndex('modal') + 10}>
      <Text>{t('errors:maintenance')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('common:ok')}
        </Button>
      </Group>
    </Modal>
  );
}
