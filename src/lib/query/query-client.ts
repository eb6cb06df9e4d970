import { QueryClient } from '@tanstack/react-query';

/** Retries live in the HTTP layer only (spec 7); a second retry loop here would multiply them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
