import type { QueryClient } from '@tanstack/react-query';
import { introductionQueryOptions } from '@/features/profile/api/get-introduction';
import { loadRoute } from '@/lib/query/load-query';

export const loadIntroduction = (client: QueryClient) => loadRoute(client, { need: [introductionQueryOptions] });
