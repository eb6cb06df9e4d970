import { httpAddress } from '@/lib/http-address';

/**
 * The classroom address the host answered, accepted only as an absolute http(s) URL: it goes
 * to window.location, where "javascript:" or "data:" would run in the portal's origin.
 */
export const safeClassroomUrl = (raw: unknown): string | null => httpAddress(raw);
