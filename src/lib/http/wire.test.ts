import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  camelKeys,
  successEnvelope,
  wireCount,
  wireFlag,
  wireId,
  wireKey,
  wireNumber,
  wireOptional,
  wireOptionalList,
  wireOptionalText,
} from './wire';
import { forgetReportedFields } from './wire-report';

const read = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: parsed.data } : 'unreadable';
};

describe('identifiers: a number or text alike, one type out', () => {
  it.each<[unknown, unknown]>([
    [42, { ok: 42 }],
    ['42', { ok: 42 }],
    [' 42 ', { ok: 42 }],
    ['-7', { ok: -7 }],
    [0, { ok: 0 }],
    ['', 'unreadable'],
    [null, 'unreadable'],
    [undefined, 'unreadable'],
    [true, 'unreadable'],
    [4.2, 'unreadable'],
    ['4.2', 'unreadable'],
    ['42abc', 'unreadable'],
    ['1234567890123456', 'unreadable'],
    [[], 'unreadable'],
    [{}, 'unreadable'],
  ])('wireId(%j)', (value, expected) => expect(read(wireId, value)).toEqual(expected));

  it.each<[unknown, unknown]>([
    ['grammar', { ok: 'grammar' }],
    [3, { ok: '3' }],
    ['3', { ok: '3' }],
    [' reading ', { ok: 'reading' }],
    [0, { ok: '0' }],
    ['', 'unreadable'],
    ['  ', 'unreadable'],
    [null, 'unreadable'],
    [Number.NaN, 'unreadable'],
    [false, 'unreadable'],
    [{ id: 3 }, 'unreadable'],
  ])('wireKey(%j)', (value, expected) => expect(read(wireKey, value)).toEqual(expected));
});

describe('numbers, counts and flags', () => {
  it.each<[z.ZodMiniType, unknown, unknown]>([
    [wireNumber, 2.5, { ok: 2.5 }],
    [wireNumber, '2.5', { ok: 2.5 }],
    [wireNumber, '-5', { ok: -5 }],
    [wireNumber, '', 'unreadable'],
    [wireNumber, null, 'unreadable'],
    [wireNumber, true, 'unreadable'],
    [wireNumber, Number.POSITIVE_INFINITY, 'unreadable'],
    [wireCount, '3', { ok: 3 }],
    [wireCount, -1, 'unreadable'],
    [wireFlag, 1, { ok: true }],
    [wireFlag, '1', { ok: true }],
    [wireFlag, true, { ok: true }],
    [wireFlag, 0, { ok: false }],
    [wireFlag, 'yes', 'unreadable'],
  ])('%#: %j', (schema, value, expected) => expect(read(schema, value)).toEqual(expected));
});

describe('optional fields degrade the item, reported once', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    forgetReportedFields();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  const item = z.object({ id: wireId, subject: wireOptional('test: subject', wireKey, null), note: wireOptionalText('test: note') });

  it.each<[string, unknown, unknown, number]>([
    ['all there', { id: 1, subject: 3, note: 'hi' }, { id: 1, subject: '3', note: 'hi' }, 0],
    ['optional ones missing', { id: 1 }, { id: 1, subject: null, note: null }, 0],
    ['optional ones null', { id: '1', subject: null, note: null }, { id: 1, subject: null, note: null }, 0],
    ['empty note', { id: 1, note: '' }, { id: 1, subject: null, note: null }, 0],
    ['malformed subject', { id: 1, subject: { id: 3 }, note: 'hi' }, { id: 1, subject: null, note: 'hi' }, 1],
    ['malformed note', { id: 1, subject: 'grammar', note: 42 }, { id: 1, subject: 'grammar', note: null }, 1],
  ])('%s', (_, value, expected, warnings) => {
    expect(read(item, value)).toEqual({ ok: expected });
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  const withStudents = z.object({ id: wireId, students: wireOptionalList('test: students', z.object({ id: wireId })) });
  it.each<[string, unknown, unknown, number]>([
    ['a list', { id: 1, students: [{ id: 1 }, { id: '2' }] }, { id: 1, students: [{ id: 1 }, { id: 2 }] }, 0],
    ['no list', { id: 1 }, { id: 1, students: [] }, 0],
    ['a null list', { id: 1, students: null }, { id: 1, students: [] }, 0],
    ['an empty list', { id: 1, students: [] }, { id: 1, students: [] }, 0],
    [
      'one unreadable entry: the others kept',
      { id: 1, students: [{ id: 1 }, { id: null }, { name: 'x' }, { id: 3 }] },
      { id: 1, students: [{ id: 1 }, { id: 3 }] },
      1,
    ],
    ['not a list', { id: 1, students: { id: 1 } }, { id: 1, students: [] }, 1],
  ])('optional list: %s', (_, value, expected, warnings) => {
    expect(read(withStudents, value)).toEqual({ ok: expected });
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  it('a malformed required field still fails the item', () => {
    expect(read(item, { id: 'x', subject: 3 })).toBe('unreadable');
    expect(read(item, { subject: 3 })).toBe('unreadable');
  });

  it('a list with the same flaw in every item says it once, naming the field', () => {
    const list = z.array(item).parse([
      { id: 1, subject: [] },
      { id: 2, subject: [] },
      { id: 3, subject: 'ok' },
    ]);
    expect(list.map((i) => i.subject)).toEqual([null, null, 'ok']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('test: subject');
  });
});

describe('successEnvelope', () => {
  it.each<[unknown, unknown]>([
    [{ success: 1 }, { ok: { success: 1 } }],
    [{ success: '1' }, { ok: { success: 1 } }],
    [{ success: true }, { ok: { success: 1 } }],
    [
      { success: 0, error_code: 'SLOT_OVERLAP', message: 'Time Slot Overlapping' },
      { ok: { success: 0, error_code: 'SLOT_OVERLAP', message: 'Time Slot Overlapping' } },
    ],
    [{ success: 0, error_code: 1001 }, { ok: { success: 0, error_code: '1001' } }],
    [{}, 'unreadable'],
    [{ success: null }, 'unreadable'],
    [{ success: '' }, 'unreadable'],
  ])('%j', (value, expected) => expect(read(successEnvelope, value)).toEqual(expected));
});

describe("camelKeys: the portal's spelling of a wire object", () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ start_at: 'x' }, { startAt: 'x' }],
    [
      { calendar_event_id: 1, id: 2 },
      { calendarEventId: 1, id: 2 },
    ],
    [{ level_2_name: 'L' }, { level2Name: 'L' }],
    // Rocket.Chat's names and odd ones are left as they are.
    [
      { _id: 'a', _updatedAt: 'b' },
      { _id: 'a', _updatedAt: 'b' },
    ],
    [
      { trailing_: 1, double__under: 2 },
      { trailing_: 1, double__under: 2 },
    ],
    // One level: a nested object or a record keyed by data keeps its keys.
    [
      { class_ref: { start_at: 'x' }, ratings: { post_audio: 3 } },
      { classRef: { start_at: 'x' }, ratings: { post_audio: 3 } },
    ],
    [{}, {}],
  ])('%j -> %j', (wire, expected) => {
    expect(camelKeys(wire)).toEqual(expected);
  });

  it('says the same spelling in its type', () => {
    expectTypeOf(camelKeys({ calendar_event_id: 1, start_at: '', _id: '', ratings: { post_audio: 3 } })).toEqualTypeOf<{
      calendarEventId: number;
      startAt: string;
      _id: string;
      ratings: { post_audio: number };
    }>();
  });

  it('keeps the values themselves (no copy of nested objects)', () => {
    const nested = { a: 1 };
    expect(camelKeys({ the_value: nested }).theValue).toBe(nested);
  });
});
