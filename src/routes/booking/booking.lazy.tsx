import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { SwitchTeacherDialog } from '@/features/auth/components/switch-teacher-dialog';
import { BookingScreen } from '@/features/booking/components/booking-screen';
import { tabOfDay } from '@/features/dashboard/model/tab-of-day';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * The booking screen and, for a group admin who must act as a teacher first, the switch-user dialog; the
 * dashboard's tab of a day, where the screen sends the teacher for classes after its two weeks.
 */
function BookingPage() {
  const [switching, setSwitching] = useState(false);
  const isAdmin = useSessionStore((s) => !!s.session?.isAdmin);
  return (
    <>
      <BookingScreen onSwitchTeacher={() => setSwitching(true)} dashboardTabOf={tabOfDay} />
      {isAdmin && <SwitchTeacherDialog opened={switching} onClose={() => setSwitching(false)} stayOnPage />}
    </>
  );
}

export const Route = createLazyRoute('/_shell/yykc')({ component: BookingPage });
