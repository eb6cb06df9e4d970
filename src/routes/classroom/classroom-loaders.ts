import type { QueryClient } from '@tanstack/react-query';
import { classQueryOptions } from '@/features/classroom/api/get-class';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';
import { loadRoute } from '@/lib/query/load-query';

export const loadClass = (client: QueryClient, calendarEventId: number) =>
  loadRoute(client, { need: [], want: [() => classQueryOptions(calendarEventId)] });

export const loadClassAgain = (client: QueryClient, id: number | undefined) =>
  loadRoute(client, { need: [], want: [id === undefined ? roomsQueryOptions : () => classQueryOptions(id)] });
