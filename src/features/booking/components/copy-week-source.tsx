import { useMutationState, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useNow } from '@/lib/hooks/use-now';
import { appointmentGroupsQueryOptions } from '../api/get-appointment-groups';
import { toSlots } from '../model/slot';
import { CopyWeekReview, type CopyWeekReviewProps } from './copy-week-review';
import { weekBatchKey } from './use-week-batch';

/**
 * The copy proposes the whole of this week (issue 47.5): each time it opens it reads the teacher's slots again with
 * the ones that have ended (include_past_appointments=true), so a copy made on Saturday still proposes Monday's
 * hours and one made after a batch sees what the batch opened; the calendar's list holds only the slots still to
 * come. It judges by the time it opens, not the calendar's last minute tick. Once read, a later refresh that fails
 * leaves the review where it is; a batch on its way or not yet seen shows before any read.
 */
export function CopyWeekSource(props: Omit<CopyWeekReviewProps, 'slots' | 'now'>) {
  const { t } = useTranslation('booking');
  const now = useNow(60_000);
  const query = useQuery({ ...appointmentGroupsQueryOptions({ past: true }), refetchOnMount: 'always' });
  const data = query.isFetchedAfterMount ? query.data : undefined;
  const slots = useMemo(() => (data ? toSlots(data) : null), [data]);
  // A batch on its way or not yet seen is shown at once, whatever the read: it needs no slots (issue 47.3).
  const batch = useMutationState({ filters: { mutationKey: weekBatchKey('copy'), exact: true } }).length > 0;
  if (slots || batch) return <CopyWeekReview {...props} now={now} slots={slots ?? []} />;
  return (
    <QueryState query={query} title={t('weekTools.copy')}>
      {() => null}
    </QueryState>
  );
}
