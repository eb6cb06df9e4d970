import { createLazyRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getProfile } from '@/features/auth/api/get-profile';
import { SystemCheckScreen } from '@/features/system-check/components/system-check-screen';
import { useSessionStore } from '@/lib/session/session-store';

/** The network check times the profile request, a small authenticated GET to the admin host. */
function SystemTestPage() {
  const uid = useSessionStore((s) => s.session?.uid ?? 0);
  const probe = useCallback(() => getProfile(uid), [uid]);
  return <SystemCheckScreen probe={probe} />;
}

export const Route = createLazyRoute('/_shell/system-test')({ component: SystemTestPage });
