/** JSON request bodies of the coursework endpoints (their filter rows and ratings are nested). */
import type { z } from 'zod';
import { refuse } from './responses';

/** The body parsed with `schema`, or the host's INVALID_REQUEST refusal. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { refusal: Response }> {
  let raw: unknown = null;
  try {
    raw = await request.json();
  } catch {
    // Not JSON: the schema refuses it below.
  }
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { data: parsed.data }
    : { refusal: refuse('INVALID_REQUEST', 'The request body is not what this endpoint takes.') };
}
