/** The secrets of one identity (the signed-in user, or the teacher an admin acts as). */
export interface IdentityTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Whose classes the portal shows: tokens plus the teacher's time settings (spec 3, 4).
 * `id` is new for every sign-in and every switch: requests, refreshes and cached answers are
 * bound to it and dropped once it is no longer in the session (docs/decisions/http-and-identity.md "One identity per action").
 */
export interface Identity extends IdentityTokens {
  id: string;
  teacherId: number;
  /** Epoch ms of this identity's last token refresh (spec 4: refresh stamps its time). */
  lastRefreshAt: number;
  tzOffset: number;
  dstStart: string | null;
  dstEnd: string | null;
  timezone: string | null;
}

export interface ChatCredentials {
  userId: string;
  authToken: string;
}

/** Spec 3 "Auth session", plus what switching teacher needs to come back. */
export interface AuthSession extends Identity {
  rememberMe: boolean;
  uid: number;
  uname: string;
  groupId: number;
  isAdmin: boolean;
  isSuperUser: boolean;
  groupName: string;
  displayName: string;
  email: string;
  chat: ChatCredentials | null;
  advanceReservationTime: number | null;
  advanceCancelReservationTime: number | null;
  /** Set while an admin acts as a teacher. */
  actingAs: { teacherId: number; name: string; email: string } | null;
  /** The admin's own identity while acting as a teacher: teacher list, switch and "back to my account". */
  ownIdentity: Identity | null;
}
