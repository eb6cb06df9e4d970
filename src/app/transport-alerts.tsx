import { notifications } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetIdentity } from '@/features/auth/actions/sign-out';
import { onTransportEvent } from '@/lib/http/transport-events';
import { getSession } from '@/lib/session/session-store';

const NETWORK_NOTICE_ID = 'network-lost';
const MaintenanceAlert = lazy(() => import('./maintenance-alert').then((m) => ({ default: m.MaintenanceAlert })));

/** Turns transport events into UI: one maintenance alert, one lost-contact notice, one logout. */
export function TransportAlerts() {
  const { t } = useTranslation();
  const router = useRouter();
  const [maintenanceOpen, setMaintenanceOpen] = useState(false);

  useEffect(() => {
    let networkNoticeOpen = false;
    return onTransportEvent((event) => {
      if (event === 'maintenance') {
        setMaintenanceOpen(true); // already open: stays one alert
      } else if (event === 'network-lost') {
        if (networkNoticeOpen) return; // once per burst
        networkNoticeOpen = true;
        notifications.show({
          id: NETWORK_NOTICE_ID,
          color: 'blue',
          message: t('errors:lostServer'),
          autoClose: 6000,
          onClose: () => {
            networkNoticeOpen = false;
          },
        });
      } else if (event === 'session-expired' && getSession()) {
        forgetIdentity();
        notifications.show({ color: 'orange', message: t('errors:sessionExpired'), autoClose: 8000 });
        const { href } = router.state.location;
        void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
      }
    });
  }, [router, t]);

  if (!maintenanceOpen) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceAlert onClose={() => setMaintenanceOpen(false)} />
    </Suspense>
  );
}
