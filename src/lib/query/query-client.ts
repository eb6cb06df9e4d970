import { QueryClient } from '@tanstack/react-query';

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
