import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queryClient } from '@/lib/query/query-client';
import { dropGoneIdentities } from '@/lib/query/identity-scope';
import { eraseOfflineCopies } from '@/lib/query/offline-copy';
import { keepTeacherZoneWhenIdle } from '@/lib/session/teacher-zone';
import { eraseKeptZone } from '@/lib/session/zone-kept';
import { identityIds } from '@/lib/session/identity';
import { useSessionStore } from '@/lib/session/session-store';

const SIGNED_OUT_PAGES = ['/login', '/register', '/forgot-password'];

/**
 * The one place that follows identity changes, whatever made them (sign-in, sign-out, switch,
 * session expiry, another tab): the answers of identities that left are cancelled and dropped,
 * the schedule kept offline is erased, the screens load again as the new identity, and without a session the teacher lands on /login.
 */
export function IdentityWatch() {
  const router = useRouter();
  useEffect(
    () =>
      useSessionStore.subscribe(({ session: next }, { session: prev }) => {
        if (identityIds(prev).join() === identityIds(next).join()) return; // tokens only
        eraseOfflineCopies(); // before the cache goes: no copy of the old identity outlives it
        eraseKeptZone(localStorage); // nor what was read about its zone; the new one's is kept when idle
        if (next) keepTeacherZoneWhenIdle();
        dropGoneIdentities(queryClient, prev, next);
        const { pathname, href } = router.state.location;
        if (!next && prev && !SIGNED_OUT_PAGES.includes(pathname)) {
          void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
        } else if (next && prev && next.id !== prev.id) {
          void router.invalidate();
        }
      }),
    [router],
  );
  return null;
}
