import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { wireCount, wireId, wireOptional, wireOptionalList, wireOptionalText, wireText } from '@/lib/http/wire';
import type { AppointmentGroup } from '../model/slot';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const orEmpty = <T extends z.ZodMiniType>(schema: z.ZodMiniArray<T>) =>
    z.pipe(
      z.nullish(schema),
      z.transform((value) => value ?? []),
    );

  const appointmentSchema = z.object({
    id: wireId,
    // Kept as text: toSlots() leaves out an appointment with unreadable times, not the whole calendar.
    start_at: wireText,
    end_at: wireText,
    description: wireOptionalText('appointment groups: appointments.description'),
    child_events_count: wireOptional('appointment groups: appointments.child_events_count', wireCount, 0),
    child_events: wireOptionalList(
      'appointment groups: appointments.child_events',
      z.object({ id: wireId, user: wireOptional('appointment groups: child_events.user', z.object({ id: wireId, name: wireText }), null) }),
    ),
  });

  /** Canvas's appointment-group shape (docs/api-contract.md row 11), the fields the calendar reads. */
  const groupSchema = z.object({
    id: wireId,
    title: wireText,
    context_codes: wireOptionalList('appointment groups: context_codes', z.string()),
    appointments: orEmpty(z.array(appointmentSchema)),
  }) satisfies z.ZodMiniType<AppointmentGroup, unknown>;

  const groups = z.array(groupSchema);

  return { groups };
});

/**
 * Spec 7, written out as the spec gives it (ky would percent-encode the brackets of searchParams). The calendar asks
 * for the slots still to come; the week copy asks for the ended ones too (Canvas's include_past_appointments).
 */
export const appointmentGroupsPath = (past = false) =>
  `api/v1/appointment_groups?scope=manageable&include[]=appointments&include_past_appointments=${past}&include[]=participant_count&page=1&per_page=500`;

export async function getAppointmentGroups(signal?: AbortSignal, past = false): Promise<AppointmentGroup[]> {
  return apiRequest(appointmentGroupsPath(past), schemas().groups, { signal });
}

/** The calendar's slots; `{ past: true }`: with those that have ended (a key of its own, under the calendar's). */
export const appointmentGroupsQueryOptions = ({ past = false } = {}) =>
  queryOptions({
    queryKey: past ? scopedKey('appointment-groups', 'with-past') : scopedKey('appointment-groups'),
    queryFn: ({ signal }) => getAppointmentGroups(signal, past),
  });

export const useAppointmentGroups = () => useQuery(appointmentGroupsQueryOptions());
