/** GET a user's profile (spec 3): its own module, so src/early-ask.ts asks it without the schema's code. */
export const profilePath = (uid: number): string => `api/v1/users/${uid}/profile`;
