/**
 * The demo host's business rules, stated from the spec and docs/api-contract.md as the school's
 * server would state them: take the request as it came, answer the first refusal (error_code and
 * message) or null. Nothing here is shared with the portal: a rule read wrongly on one side is
 * then caught by the other side's tests and journeys.
 */

export interface Refusal {
  code: string;
  message: string;
  /** The 0-based filter row a homework refusal is about. */
  row?: number;
}

export const refusal = (code: string, message: string, row?: number): Refusal =>
  row === undefined ? { code, message } : { code, message, row };

/** The words of rich text (tags and non-breaking spaces removed): "empty" means none are left. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An id as the wire may carry it (3 or "3"), compared as text: the host reads both alike. */
export type WireKey = string | number;
export const sameKey = (a: WireKey | null, b: WireKey | null): boolean => a !== null && b !== null && String(a) === String(b);

/** Whole numbers within [min, max]; anything else (null, 2.5, NaN, "3") is not. */
export const isWholeBetween = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
