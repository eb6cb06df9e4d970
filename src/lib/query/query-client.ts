import { onlineManager, QueryClient } from '@tanstack/react-query';
import { connectivity } from '@/lib/network/connectivity';

/**
 * Retries live in the HTTP layer only (spec 7); a second retry loop here would multiply them.
 * networkMode 'always': offline is a failure the teacher sees (the lost-contact notice, Try again),
 * never a silent pause that resumes later, perhaps under another identity.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// "Back online" for the queries (refetchOnReconnect) is the portal's verdict, not the browser's flag,
// which can stay true while offline (lib/network/connectivity.ts).
onlineManager.setEventListener((setOnline) => {
  setOnline(!connectivity.isOffline());
  return connectivity.subscribe(() => setOnline(!connectivity.isOffline()));
});
