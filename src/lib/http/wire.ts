import { z } from 'zod/mini';
import { reportUnreadableField } from './wire-report';

/**
 * Wire helpers. The host is loose about types and neither the spec nor docs/api-contract.md types
 * its identifiers, so each is read as a number or as text alike and normalised here, once: a field
 * has one type in the app whatever the host sent (docs/decisions/http-and-identity.md "Ids are ids").
 */

/** Text (trimmed) that must match `pattern`, read as a number. */
const numberText = (pattern: RegExp, message: string) => z.pipe(z.string().check(z.trim(), z.regex(pattern, message)), z.transform(Number));

/** An integer given as a number or as text ("42"); exact only up to 2^53, so longer digit strings are refused. */
const integerText = numberText(/^-?\d{1,15}$/, 'not an integer');

/** An identifier the app keeps as a number: 42 or "42". Never null, "", true or 4.2. */
export const wireId = z.union([z.int(), integerText]);

/** An identifier the app keeps as text: "grammar" or 3 (read as "3"). Never null or "". (z.number() refuses NaN and Infinity.) */
export const wireKey = z.union([z.string().check(z.trim(), z.minLength(1)), z.pipe(z.number(), z.transform(String))]);

/** A number given as a number or as text ("2.5"); never null, "" or true (which z.coerce reads as 0 and 1). */
export const wireNumber = z.union([z.number(), numberText(/^-?\d+(\.\d+)?$/, 'not a number')]);

/** A count: a whole number from 0, as a number or as text. */
export const wireCount = wireId.check(z.refine((n) => n >= 0, 'negative'));

export const wireFlag = z.pipe(
  z.union([z.boolean(), wireNumber]),
  z.transform((value) => value === true || value === 1),
);
export const wireText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/**
 * An optional field: absent or null reads as `fallback`, and so does a value the portal cannot read,
 * which is reported once (console.warn) instead of failing the whole answer: the item is shown
 * without it. `field` names it in the report ("rooms: course.description").
 */
export function wireOptional<S extends z.ZodMiniType, F>(field: string, schema: S, fallback: F) {
  const present = z.pipe(
    z.nullish(schema),
    z.transform((value): NonNullable<z.output<S>> | F =>
      value === null || value === undefined ? fallback : (value as NonNullable<z.output<S>>),
    ),
  );
  return z.catch(present, ({ input }) => {
    reportUnreadableField(field, input);
    return fallback as Awaited<F>;
  });
}

/**
 * An optional list: absent or null reads as []; an entry the portal cannot read is left out and
 * reported once, the others are kept (one unreadable student does not hide the class's others).
 */
export function wireOptionalList<S extends z.ZodMiniType>(field: string, item: S) {
  return z.pipe(
    wireOptional(field, z.array(z.unknown()), [] as unknown[]),
    z.transform((list) =>
      list.flatMap((raw): z.output<S>[] => {
        const parsed = item.safeParse(raw);
        if (parsed.success) return [parsed.data];
        reportUnreadableField(field, raw);
        return [];
      }),
    ),
  );
}

/** Optional text: absent, null, "" or unreadable (reported) read as null. */
export const wireOptionalText = (field: string) =>
  wireOptional(
    field,
    z.pipe(
      z.string(),
      z.transform((value) => value || null),
    ),
    null,
  );

/** The `{ success: 1, ... }` envelope of the administration host. */
export const successEnvelope = z.object({
  success: z.union([z.pipe(z.boolean(), z.transform(Number)), wireNumber]),
  error_code: wireOptional('error_code', wireKey, undefined),
  message: wireOptional('message', z.string(), undefined),
});

/** A host name in the portal's spelling, at the type level: `calendar_event_id` -> `calendarEventId`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ''
    ? S
    : Tail extends ''
      ? S
      : `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** An object's keys in the portal's spelling (one level: nested objects are mapped by their own schema). */
export type CamelKeys<T> = { [K in keyof T as K extends string ? Camel<K> : K]: T[K] };

const camel = (key: string) => key.replace(/(?<=[a-z0-9])_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/**
 * The domain side of a wire object whose fields keep their meaning and only change spelling
 * (`z.pipe(fields, z.transform(camelKeys))`): one small function instead of a hand-written copy per
 * answer, which the first page pays for. One level deep, so a record keyed by data (ratings) is kept.
 */
export const camelKeys = <T extends object>(wire: T): CamelKeys<T> =>
  Object.fromEntries(Object.entries(wire).map(([key, value]) => [camel(key), value])) as CamelKeys<T>;
