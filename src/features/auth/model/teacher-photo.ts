/**
 * Canvas's stand-ins for a user without a photo (its `avatar_url` then points at one of these): a
 * silhouette or a dotted frame, never the teacher. Issue 48.7: drawn over the initials, it said less.
 */
const PLACEHOLDERS = [/\/images\/messages\/avatar(-group)?-\d+\.png$/, /\/images\/dotted_pic\.png$/, /\/images\/no_pic\.gif$/];

/** The profile's photo when it shows the teacher; null keeps the header's initials. */
export function teacherPhoto(avatarUrl: string | null | undefined): string | null {
  if (!avatarUrl) return null;
  let path: string;
  try {
    path = new URL(avatarUrl, 'http://host.invalid/').pathname;
  } catch {
    return null;
  }
  return PLACEHOLDERS.some((placeholder) => placeholder.test(path)) ? null : avatarUrl;
}
