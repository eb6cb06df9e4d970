import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session/session-store';
import { BookingCalendar } from './booking-calendar';
import type { DashboardTabOf } from './week-tools-props';
import { SwitchFirst } from './switch-first';

/**
 * Spec 2 "Book a class" (/yykc). `onSwitchTeacher` opens the switch-user dialog, and `dashboardTabOf`
 * says which of My courses' tabs lists a day: both belong to other features, the route composes them.
 */
export function BookingScreen({ onSwitchTeacher, dashboardTabOf }: { onSwitchTeacher: () => void; dashboardTabOf: DashboardTabOf }) {
  const { t } = useTranslation('booking');
  const mustSwitch = useSessionStore((s) => !!s.session?.isAdmin && !s.session.actingAs);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {mustSwitch ? <SwitchFirst onSwitch={onSwitchTeacher} /> : <BookingCalendar dashboardTabOf={dashboardTabOf} />}
    </Stack>
  );
}
