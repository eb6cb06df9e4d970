/** A teacher an administrator may act as (spec 6's group lists). */
export interface Teacher {
  id: number;
  name: string;
  /** '' when the host sent none. */
  email: string;
  /** 0 when the host sent none. */
  groupId: number;
}

/** The signed-in user's profile (spec 3 leaves its shape open: Canvas's, every field but id optional). */
export interface Profile {
  id: number;
  name: string | null;
  shortName: string | null;
  primaryEmail: string | null;
  avatarUrl: string | null;
  timeZone: string | null;
}
