import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session/session-store';
import { BookingCalendar } from './booking-calendar';
import { SwitchFirst } from './switch-first';

/**
 * Spec 2 "Book a class" (/yykc). `onSwitchTeacher` opens the switch-user dialog, which belongs
 * to another feature: the route composes the two.
 */
export function BookingScreen({ onSwitchTeacher }: { onSwitchTeacher: () => void }) {
  const { t } = useTranslation('booking');
  const mustSwitch = useSessionStore((s) => !!s.session?.isAdmin && !s.session.actingAs);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {mustSwitch ? <SwitchFirst onSwitch={onSwitchTeacher} /> : <BookingCalendar />}
    </Stack>
  );
}
