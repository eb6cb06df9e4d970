/** The secrets of one identity (the signed-in user, or the teacher an admin acts as). */
export interface IdentityTokens {
  accessToken: string;
  refreshToken: string;
}

/** Whose classes the portal shows: tokens plus the teacher's time settings (spec 3, 4). */
export interface Identity extends IdentityTokens {
  teacherId: number;
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
  /** The admin's own identity while acting as a teacher, for "back to my account". */
  ownIdentity: Identity | null;
  /** Epoch ms of the last token refresh (spec 4: refresh stamps its time). */
  lastRefreshAt: number;
}
