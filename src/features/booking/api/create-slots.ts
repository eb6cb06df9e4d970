import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId, wireOptionalList } from '@/lib/http/wire';
import { appointmentGroupsQueryOptions } from './get-appointment-groups';

export interface NewSlots {
  email: string;
  courseId: number;
  notes: string;
  /** ISO instants. */
  slots: { startAt: string; endAt: string }[];
}

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, { appointments: wireOptionalList('create slots: appointments', z.object({ id: wireId })) });

  return { answer };
});

/**
 * POST /api/v1/alg_teachers/appointment_groups (project-defined): the whole batch or nothing.
 * Refusals: INVALID_EMAIL, MISSING_FIELDS, INVALID_SLOT, COURSE_NOT_AVAILABLE, START_TOO_SOON,
 * OUTSIDE_BOOKING_WINDOW, SLOT_OVERLAP. Answers how many slots were opened.
 */
export async function createSlots({ email, courseId, notes, slots }: NewSlots): Promise<number> {
  const json = { email, course_id: courseId, notes, slots: slots.map((s) => ({ start_at: s.startAt, end_at: s.endAt })) };
  const answer = assertSuccess(await apiRequest('api/v1/alg_teachers/appointment_groups', schemas().answer, { method: 'post', json }));
  return answer.appointments.length || slots.length;
}

export function useCreateSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlots,
    // After a refusal too: an overlap may come from a slot opened elsewhere, which the preview should show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentGroupsQueryOptions().queryKey }),
  });
}
