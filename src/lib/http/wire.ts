import { z } from 'zod';

/** Wire helpers: the host is loose about types (ids and flags may come as strings). */
export const wireId = z.coerce.number().int();
export const wireFlag = z.union([z.boolean(), z.coerce.number()]).transform((value) => value === true || value === 1);
export const wireText = z.string().nullish().transform((value) => value ?? '');
export const wireOptionalText = z.string().nullish().transform((value) => (value ? value : null));
/** The `{ success: 1, ... }` envelope of the administration host. */
export const successEnvelope = z.object({
  success: z.coerce.number(),
  error_code: z.string().optional(),
  message: z.string().optional(),
});
