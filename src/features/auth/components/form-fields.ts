import { z } from 'zod/mini';

/** Form text that must not be blank; read trimmed. */
export const requiredText = (blank: string) => z.string().check(z.trim(), z.minLength(1, blank));

/** An email address: blank and malformed each say so in their own words. */
export const emailAddress = (blank: string, invalid: string) => z.pipe(requiredText(blank), z.email(invalid));
