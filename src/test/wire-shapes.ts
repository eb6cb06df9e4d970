/**
 * Table tests of the wire schemas (docs/decisions/http-and-identity.md "Ids are ids"): one item as a host sent it,
 * then the same item in the other shapes a loose host may send. A case names the fields it changes
 * ("course.id": "13", MISSING to leave one out) and what the portal reads: the item (a partial
 * match), or 'unreadable' when the whole answer must fail; and how many console warnings it gives.
 */
import { expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { forgetReportedFields } from '@/lib/http/wire-report';

export const MISSING = Symbol('missing field');

/** A past class as the coursework endpoints send it (docs/api-contract.md), the base of their items. */
export const PAST_CLASS_WIRE = {
  id: 10015000,
  calendar_event_id: 10016000,
  title: 'L1U2L1S1 My Toys',
  start_at: '2026-11-20T08:30:00.000Z',
  end_at: '2026-11-20T09:30:00.000Z',
  state: 'completed',
  course: { id: 12, name: 'General English 1' },
  students: [{ id: 50002, name: 'Tom Wang', short_name: 'Tom' }],
};

export type ShapeCase = [
  name: string,
  changes: Record<string, unknown>,
  expected: Record<string, unknown> | 'unreadable',
  warnings?: number,
];

function withChanges(base: unknown, changes: Record<string, unknown>): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
    if (value === MISSING) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

/** `read` parses one item inside its answer and returns what the portal keeps of it. */
export function readsShapes(read: (item: unknown) => unknown, base: unknown, cases: ShapeCase[]): void {
  it.each(cases)('%s', (_, changes, expected, warnings = 0) => {
    forgetReportedFields();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const item = withChanges(base, changes);
    if (expected === 'unreadable') expect(() => read(item)).toThrow(z.core.$ZodError);
    else expect(read(item)).toMatchObject(expected);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });
}

/** The value at a dotted path ("students.0.shortName"). */
const valueAt = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/** Dotted paths of every key with a wire name (snake_case) in what the portal keeps. */
export function wireNames(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => wireNames(item, `${path}${index}.`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key.includes('_') ? [`${path}${key}`] : []),
    ...wireNames(child, `${path}${key}.`),
  ]);
}

/** A wire field (dotted path), a value the test sends in it, and the domain field it must land on. */
export type FieldCase = [wire: string, value: unknown, domain: string];

/**
 * The fetcher's mapping to the domain type (docs/decisions/house.md "One endpoint file, in one order"):
 * each wire field lands on its domain field, and nothing the portal keeps carries a wire name.
 */
export function mapsFields(read: (item: unknown) => unknown, base: unknown, cases: FieldCase[]): void {
  it('keeps no wire names', () => {
    expect(wireNames(read(base))).toEqual([]);
  });
  it.each(cases)('%s = %j -> %s', (wire, value, domain) => {
    expect(valueAt(read(withChanges(base, { [wire]: value })), domain)).toEqual(value);
  });
}
