import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 6: a group administrator must act as an instructor before opening slots. */
export function SwitchFirst({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <Alert color="blue" title={t('admin.title')}>
      <Text size="sm">{t('admin.text')}</Text>
      <Group mt="sm">
        <Button size="sm" onClick={onSwitch}>
          {t('admin.switch')}
        </Button>
      </Group>
    </Alert>
  );
}
