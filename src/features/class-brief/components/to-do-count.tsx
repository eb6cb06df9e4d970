import './brief-words';
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** On the dashboard: how many classes of the last 7 days still have something to do, and the way to them. */
export function ToDoCount({ count }: { count: number }) {
  const { t } = useTranslation('brief');
  if (count === 0) return null;
  return (
    // A named region, not an alert: nothing urgent to announce the moment it appears.
    <Alert color="orange" variant="light" p="sm" role="region" aria-label={t('afterClass.title')}>
      <Text size="sm" fw={600}>
        {t('afterClass.count', { count })}
      </Text>
      <Button component="a" href="#/AfterClass" size="xs" variant="light" color="orange" mt={6}>
        {t('afterClass.open')}
      </Button>
    </Alert>
  );
}
