import { z } from 'zod/mini';

/** A search param a screen can do without: absent, or dropped when a link or a hand-edited URL has it wrong (never an error page). */
export const optionalParam = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);

/** A positive whole number, from the URL's text ("?id=42"). */
export const positiveIntParam = () => optionalParam(z.coerce.number().check(z.int(), z.positive()));
