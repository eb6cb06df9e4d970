import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import { onTransportEvent } from '@/lib/http/transport-events';
import { identityIds } from '@/lib/session/identity';
import { getSession, onStorageFailure, setSession } from '@/lib/session/session-store';
import { APP_WIDE } from './screen-notices';

const NETWORK_NOTICE_ID = 'network-lost';
const MaintenanceAlert = lazyPart(() => import('./maintenance-alert').then((m) => ({ default: m.MaintenanceAlert })));

/**
 * Turns transport events into UI: one maintenance alert, one lost-contact notice for a write that got
 * no answer (a read's screen says it in its own offline state: one voice), one logout when a signed-in identity's session expired, and one
 * word when the browser refuses to store the session.
 */
export function TransportAlerts() {
  const { t } = useTranslation();
  const [maintenanceOpen, setMaintenanceOpen] = useState(false);

  useEffect(() => {
    let networkNoticeOpen = false;
    const showNetworkLost = () => {
      if (networkNoticeOpen) return; // once per burst
      networkNoticeOpen = true;
      notifications.show({
        id: NETWORK_NOTICE_ID,
        ...APP_WIDE,
        color: 'blue',
        message: t('errors:lostServer'),
        autoClose: 6000,
        onClose: () => {
          networkNoticeOpen = false;
        },
      });
    };
    onStorageFailure(() => notifications.show({ ...APP_WIDE, color: 'orange', message: t('errors:storageFailed'), autoClose: false }));
    const stop = onTransportEvent((event, { identityId }) => {
      if (event === 'maintenance') {
        setMaintenanceOpen(true); // already open: stays one alert
      } else if (event === 'network-lost') {
        showNetworkLost();
      } else if (event === 'session-expired') {
        const session = getSession();
        // A late word about an identity already signed out or switched away from changes nothing.
        if (!session || (identityId && !identityIds(session).includes(identityId))) return;
        setSession(null); // drafts stay: they are there after signing in again
        notifications.show({ ...APP_WIDE, color: 'orange', message: t('errors:sessionExpired'), autoClose: 8000 }); // shown on the way to sign-in
      }
    });
    return stop;
  }, [t]);

  if (!maintenanceOpen) return null;
  const close = () => setMaintenanceOpen(false);
  // The dialog's code could not be downloaded (the portal's own server out of reach while the host answers):
  // the same words in a plain alert, whose code is the page's own.
  const inPlace = (
    <Alert role="alert" title={t('common:appName')} withCloseButton closeButtonLabel={t('common:ok')} onClose={close} m="md">
      {t('errors:maintenance')}
    </Alert>
  );
  return (
    <OnDemandPart failed={inPlace}>
      <MaintenanceAlert onClose={close} />
    </OnDemandPart>
  );
}
