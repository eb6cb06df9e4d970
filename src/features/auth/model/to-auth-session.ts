import { newIdentityId } from '@/lib/session/identity';
import type { AuthSession } from '@/lib/session/session-types';

/** The fields of a successful login answer the session is built from (wire names). */
export interface LoginFields {
  token: string;
  refresh_token: string;
  remember_me?: boolean | undefined;
  group_id?: number | undefined;
  is_admin?: boolean | undefined;
  group_name?: string | undefined;
  dname?: string | undefined;
  uid: number;
  uname?: string | undefined;
  email?: string | undefined;
  tz_offset?: number | null | undefined;
  dst_start?: string | null | undefined;
  dst_end?: string | null | undefined;
  timezone?: string | null | undefined;
  rc_token?: { data?: { userId: string; authToken: string } | null | undefined } | null | undefined;
  advance_reservation_time?: number | null | undefined;
  advance_cancel_reservation_time?: number | null | undefined;
}

interface MapOptions {
  /** What the user ticked; the host's remember_me echo wins when present. */
  rememberMe: boolean;
  superUserGroup: string;
}

/** Spec 3: login response -> auth session. */
export function toAuthSession(answer: LoginFields, { rememberMe, superUserGroup }: MapOptions): AuthSession {
  const groupName = answer.group_name ?? '';
  const chat = answer.rc_token?.data;
  return {
    id: newIdentityId(),
    accessToken: answer.token,
    refreshToken: answer.refresh_token,
    rememberMe: answer.remember_me ?? rememberMe,
    uid: answer.uid,
    uname: answer.uname ?? '',
    teacherId: answer.uid,
    groupId: answer.group_id ?? 0,
    isAdmin: answer.is_admin ?? false,
    isSuperUser: groupName !== '' && groupName === superUserGroup,
    groupName,
    displayName: answer.dname || answer.uname || answer.email || '',
    email: answer.email ?? '',
    tzOffset: Number.isFinite(answer.tz_offset) ? (answer.tz_offset as number) : 0,
    dstStart: answer.dst_start || null,
    dstEnd: answer.dst_end || null,
    timezone: answer.timezone || null,
    chat: chat ? { userId: chat.userId, authToken: chat.authToken } : null,
    advanceReservationTime: answer.advance_reservation_time ?? null,
    advanceCancelReservationTime: answer.advance_cancel_reservation_time ?? null,
    actingAs: null,
    ownIdentity: null,
    // Signing in is not a refresh: a 401 right after it may refresh at once.
    lastRefreshAt: 0,
  };
}
