import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { appointmentGroupsQueryOptions } from '../api/get-appointment-groups';
import { toSlots } from '../model/slot';
import { CopyWeekReview, type CopyWeekReviewProps } from './copy-week-review';

/**
 * The copy proposes the whole of this week (issue 47.5): it reads the teacher's slots again with the ones that have
 * ended (include_past_appointments=true), so a copy made on Saturday still proposes Monday's hours; the calendar's
 * list holds only the slots still to come. Once read, a later refresh that fails leaves the review (and a batch's
 * result) where it is.
 */
export function CopyWeekSource(props: Omit<CopyWeekReviewProps, 'slots'>) {
  const { t } = useTranslation('booking');
  const query = useQuery(appointmentGroupsQueryOptions({ past: true }));
  const { data } = query;
  const slots = useMemo(() => (data ? toSlots(data) : null), [data]);
  if (slots) return <CopyWeekReview {...props} slots={slots} />;
  return (
    <QueryState query={query} title={t('weekTools.copy')}>
      {() => null}
    </QueryState>
  );
}
