import type { QueryClient } from '@tanstack/react-query';
import { appointmentGroupsQueryOptions } from '@/features/booking/api/get-appointment-groups';
import { teacherCoursesQueryOptions } from '@/features/booking/api/get-teacher-courses';
import { loadRoute } from '@/lib/query/load-query';

export const loadBooking = (client: QueryClient) =>
  loadRoute(client, { need: [appointmentGroupsQueryOptions], prefetch: [teacherCoursesQueryOptions] });
