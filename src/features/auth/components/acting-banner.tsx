import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session/session-store';
import { returnToOwnAccount } from '../actions/switch-teacher';

/** Always visible while an admin acts as a teacher, with the way back. */
export function ActingBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actingAs = useSessionStore((s) => s.session?.actingAs);
  const back = () => {
    returnToOwnAccount();
    void navigate({ to: '/dashboard' });
  };
  if (!actingAs) return null;
  return (
    <Alert color="orange" variant="light" radius={0} py={6} role="status" aria-live="polite">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('shell:actingAs', { name: actingAs.name })}
          {actingAs.email && (
            <Text span size="sm" c="dimmed">
              {' '}
              · {actingAs.email}
            </Text>
          )}
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={back}>
          {t('shell:backToOwn')}
        </Button>
      </Group>
    </Alert>
  );
}
