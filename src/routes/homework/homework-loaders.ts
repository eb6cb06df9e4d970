import type { QueryClient } from '@tanstack/react-query';
import { homeworkClassesQueryOptions } from '@/features/homework/api/get-homework-classes';
import { questionBanksQueryOptions } from '@/features/homework/api/get-question-banks';
import { type SubmissionFilter, submissionsQueryOptions } from '@/entities/submissions/api/get-submissions';
import { loadRoute } from '@/lib/query/load-query';

// Loaded by the routes' loaders on the way to these screens (with their code): off every first page.
export const loadAssign = (client: QueryClient) => loadRoute(client, { need: [homeworkClassesQueryOptions, questionBanksQueryOptions] });

export const loadReview = (client: QueryClient, filter: SubmissionFilter) =>
  loadRoute(client, { need: [homeworkClassesQueryOptions], want: [() => submissionsQueryOptions(filter)] });
