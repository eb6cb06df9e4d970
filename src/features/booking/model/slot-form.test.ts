import { describe, expect, it } from 'vitest';
import { emptySlotForm, rangeFromCalendar, toSlotRequest, validateSlotForm, withDate, type SlotFormValues } from './slot-form';

const valid: SlotFormValues = {
  ...emptySlotForm('teacher@demo.school', '2026-03-14'),
  courseId: '12',
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '10:00',
  notes: 'Unit 3',
};

describe('validateSlotForm (spec 5 messages)', () => {
  it('accepts a complete form', () => {
    expect(validateSlotForm(valid, 2)).toEqual({});
    expect(validateSlotForm({ ...valid, pattern: 'weekly', days: ['2'], until: '2026-03-10' }, 2)).toEqual({});
  });

  it.each<[string, Partial<SlotFormValues>, number, Record<string, string>]>([
    ['email missing', { email: '  ' }, 2, { email: 'form.emailRequired' }],
    ['email without domain', { email: 'teacher@demo' }, 2, { email: 'form.emailInvalid' }],
    ['email with a space', { email: 'tea cher@demo.school' }, 2, { email: 'form.emailInvalid' }],
    ['email with spaces around is fine', { email: ' teacher@demo.school ' }, 2, {}],
    ['no course chosen', { courseId: null }, 2, { courseId: 'form.courseRequired' }],
    ['no course available', { courseId: null }, 0, { courseId: 'rules.noCourse' }],
    ['no date', { date: '' }, 2, { date: 'form.dateRequired' }],
    ['impossible date', { date: '2026-02-30' }, 2, { date: 'form.dateRequired' }],
    ['no start', { startTime: '' }, 2, { startTime: 'form.startRequired' }],
    ['no end', { endTime: '' }, 2, { endTime: 'form.endRequired' }],
    ['an end equal to the start is the next day', { endTime: '09:00' }, 2, {}],
    ['an end before the start is the next day', { startTime: '23:30', endTime: '00:30' }, 2, {}],
    ['notes blank', { notes: ' \n' }, 2, { notes: 'form.notesRequired' }],
    ['weekly without days', { pattern: 'weekly', days: [] }, 2, { days: 'form.daysRequired' }],
    ['weekly without last day', { pattern: 'weekly', days: ['1'], until: '' }, 2, { until: 'form.untilRequired' }],
    ['weekly ending before the date', { pattern: 'weekly', days: ['1'], until: '2026-03-09' }, 2, { until: 'form.untilBeforeDate' }],
    ['days are ignored without a pattern', { pattern: 'none', days: [], until: '' }, 2, {}],
    ['times as typed: "9" and "1030"', { startTime: '9', endTime: '1030' }, 2, {}],
    ['a 12-hour time is no time', { startTime: '9:00 AM' }, 2, { startTime: 'form.startRequired' }],
  ])('%s', (_, patch, courses, errors) => {
    expect(validateSlotForm({ ...valid, ...patch }, courses)).toEqual(errors);
  });

  it('reports every field of an empty form at once', () => {
    expect(Object.keys(validateSlotForm(emptySlotForm('', ''), 1)).sort()).toEqual([
      'courseId',
      'date',
      'email',
      'endTime',
      'notes',
      'startTime',
    ]);
  });

  it('starts a new form on the first day a slot may start on', () => {
    expect(emptySlotForm('t@demo.school', '2026-03-14', '2026-03-05')).toMatchObject({ date: '2026-03-05', until: '2026-03-14' });
  });

  it('reads typed times as HH:mm in the request', () => {
    expect(toSlotRequest({ ...valid, startTime: '7', endTime: '7.30' })).toMatchObject({ startTime: '07:00', endTime: '07:30' });
  });

  it('turns the form into a slot request', () => {
    expect(toSlotRequest({ ...valid, pattern: 'weekly', days: ['0', '6'] })).toEqual({
      date: '2026-03-10',
      startTime: '09:00',
      endTime: '10:00',
      pattern: 'weekly',
      days: [0, 6],
      until: '2026-03-14',
    });
  });
});

describe('rangeFromCalendar', () => {
  it.each<[string, string, string | null, { date: string; startTime: string; endTime: string } | null]>([
    ['a drag', '2026-03-10 09:00:00', '2026-03-10 11:30:00', { date: '2026-03-10', startTime: '09:00', endTime: '11:30' }],
    ['a click: one hour', '2026-03-10 09:30:00', null, { date: '2026-03-10', startTime: '09:30', endTime: '10:30' }],
    [
      'a click late in the evening: one hour, past midnight',
      '2026-03-10 23:30:00',
      null,
      { date: '2026-03-10', startTime: '23:30', endTime: '00:30' },
    ],
    ["Saturday night, the week's last cell", '2026-03-14 23:30:00', null, { date: '2026-03-14', startTime: '23:30', endTime: '00:30' }],
    [
      "a drag to the day's end ends at midnight",
      '2026-03-10 23:00:00',
      '2026-03-10 23:59:59',
      { date: '2026-03-10', startTime: '23:00', endTime: '00:00' },
    ],
    [
      'a drag into the next morning',
      '2026-03-10 23:00:00',
      '2026-03-11 00:30:00',
      { date: '2026-03-10', startTime: '23:00', endTime: '00:30' },
    ],
    [
      'an end more than a day later falls back to one hour',
      '2026-03-10 09:00:00',
      '2026-03-11 10:00:00',
      { date: '2026-03-10', startTime: '09:00', endTime: '10:00' },
    ],
    [
      'an end two days later falls back to one hour',
      '2026-03-10 23:00:00',
      '2026-03-12 00:30:00',
      { date: '2026-03-10', startTime: '23:00', endTime: '00:00' },
    ],
    [
      'an unreadable end falls back to one hour',
      '2026-03-10 09:00:00',
      'later',
      { date: '2026-03-10', startTime: '09:00', endTime: '10:00' },
    ],
    [
      'an end before the start falls back to one hour',
      '2026-03-10 09:00:00',
      '2026-03-10 08:00:00',
      { date: '2026-03-10', startTime: '09:00', endTime: '10:00' },
    ],
    ['unreadable', 'soon', null, null],
  ])('%s', (_, start, end, expected) => {
    expect(rangeFromCalendar(start, end)).toEqual(expected);
  });
});

describe('withDate', () => {
  // 2026-11-29 is a Sunday, 2026-11-27 a Friday.
  const weekly = (days: string[], date = '2026-11-29'): SlotFormValues => ({ ...valid, date, pattern: 'weekly', days });
  it.each<[string, SlotFormValues, string, string[]]>([
    ["weekly on the old date's weekday alone: follows the new date", weekly(['0']), '2026-11-27', ['5']],
    ['weekly on days the teacher chose: kept', weekly(['0', '3']), '2026-11-27', ['0', '3']],
    ['weekly on another single day: kept', weekly(['2']), '2026-11-27', ['2']],
    ['not weekly: days untouched', { ...weekly(['0']), pattern: 'none' }, '2026-11-27', ['0']],
    ['no old date: days untouched', weekly(['0'], ''), '2026-11-27', ['0']],
    ['a cleared date: days untouched', weekly(['0']), '', ['0']],
  ])('%s', (_, values, date, days) => {
    expect(withDate(values, date)).toEqual({ date, days });
  });
});
