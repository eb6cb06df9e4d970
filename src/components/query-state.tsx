import { isCancelledError, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { PendingScreen } from './pending-screen';

/**
 * The one way a screen shows a query's state (docs/decisions/house.md "One query-state component; parts
 * loaded on demand"): its error with Try again (in the screen's own words when it has them), the pending
 * screen until the answer is there, then the answer. A cancellation is never an error: its fetch is
 * asked again (a screen that left, an identity that left), so it shows as pending.
 */
export function QueryState<T>({ query, title, children }: { query: UseQueryResult<T>; title?: string; children: (data: T) => ReactNode }) {
  if (query.isError && !isCancelledError(query.error))
    return <ErrorState error={query.error} title={title} onRetry={() => void query.refetch()} />;
  if (query.data === undefined || query.isError) return <PendingScreen />;
  return children(query.data);
}
