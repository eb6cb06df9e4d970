import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import { appointmentGroupsQueryOptions } from './get-appointment-groups';

/** DELETE /api/v1/alg_teachers/appointments/{id} (project-defined). Refused with SLOT_RESERVED once booked. */
export async function deleteSlot(slotId: number): Promise<void> {
  assertSuccess(await apiRequest(`api/v1/alg_teachers/appointments/${slotId}`, successEnvelope, { method: 'delete' }));
}

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlot,
    // Settled, not only success: a refusal means the calendar was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentGroupsQueryOptions().queryKey }),
  });
}
