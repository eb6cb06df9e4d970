import { ROOMS_PATH } from './rooms-path';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireKey, wireNumber, wireOptional, wireOptionalList, wireOptionalText, wireText } from '@/lib/http/wire';
import { roomsForOfflineCut } from '../model/offline-cut';
import type { Room } from '../model/room';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const studentSchema = z.object({ id: wireId, name: wireText, short_name: wireText });

  /** The room shape this project fixed for GET /api/v1/alg_classes/rooms (docs/api-contract.md). */
  const roomSchema = z.object({
    id: wireId,
    title: wireText,
    group_id: wireOptional('rooms: group_id', wireId, 0),
    calendar_event: z.object({
      id: wireId,
      parent_calendar_event_id: wireOptional('rooms: calendar_event.parent_calendar_event_id', wireId, null),
      appointment_group_id: wireOptional('rooms: calendar_event.appointment_group_id', wireId, null),
      effective_context_code: wireText,
      start_at: wireText,
      end_at: wireText,
    }),
    students: wireOptionalList('rooms: students', studentSchema),
    course: z.object({ id: wireId, name: wireText, description: wireOptionalText('rooms: course.description') }),
    teacher: z.object({ id: wireId, name: wireText }),
    alg_classroom: z.object({
      id: wireId,
      scheduled_start_time: z.string(),
      scheduled_end_time: z.string(),
      scheduled_sequence_number: wireOptional('rooms: alg_classroom.scheduled_sequence_number', wireNumber, 1),
      online_room_id: wireOptional('rooms: alg_classroom.online_room_id', wireKey, null),
      classroom_type: wireOptional('rooms: alg_classroom.classroom_type', wireKey, null),
    }),
  }) satisfies z.ZodMiniType<Room, unknown>;

  const answer = z.extend(successEnvelope, { rooms: z.array(roomSchema) });

  return { answer };
});

export async function getRooms(signal?: AbortSignal): Promise<Room[]> {
  return assertSuccess(await apiRequest(ROOMS_PATH, schemas().answer, { signal })).rooms;
}

/**
 * The class list is kept on the device, for the identity, to be readable offline (lib/query/offline-copy.ts);
 * cut to today's and tomorrow's classes when the storage refuses the whole copy.
 */
export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('rooms'),
    queryFn: ({ signal }) => getRooms(signal),
    meta: { offline: true, offlineCut: roomsForOfflineCut },
  });

/**
 * The screens' route loaders already asked (dashboard, /ClassAgain): a failed answer is shown with Try
 * again, not silently asked for again when the screen mounts. The last known classes shown after a
 * failure refresh by themselves once the host answers again: lib/query/recovery.ts, as on every screen.
 */
export const useRooms = () =>
  useQuery({
    ...roomsQueryOptions(),
    retryOnMount: false,
    // Back online, the list is asked for again even if it was fresh when the network went: it was shown as last known.
    refetchOnReconnect: 'always',
  });
