import type { QueryClient } from '@tanstack/react-query';
import { practiceClassesQueryOptions } from '@/features/practice/api/get-practice-classes';
import { loadRoute } from '@/lib/query/load-query';

export const loadPractice = (client: QueryClient) => loadRoute(client, { need: [practiceClassesQueryOptions] });
