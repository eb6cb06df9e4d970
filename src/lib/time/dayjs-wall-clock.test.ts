import { expandRecurringEvents, getCurrentTimePosition, getDayPosition } from '@mantine/schedule';
import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { setWallNow } from './dayjs-wall-clock';

const deviceZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = deviceZone;
});

/** Minutes since midnight as a share of the day, as the calendars place a block. */
const percentOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return ((h * 60 + m) / 1440) * 100;
};

// The change days of the device's zone: New York (2027-03-14 23 h, 2026-11-01 25 h), London
// (2027-03-28, 2026-10-25), and Shanghai with none. A teacher's wall time sits where it says on each.
describe.each([
  ['America/New_York', '2027-03-14', '2026-11-01'],
  ['Europe/London', '2027-03-28', '2026-10-25'],
  ['Asia/Shanghai', '2027-03-14', '2026-11-01'],
])('on a device in %s', (zone, spring, autumn) => {
  it.each([spring, autumn])('on %s every time of day is placed at its wall time', (day) => {
    process.env.TZ = zone;
    for (const [start, end] of [
      ['00:30', '01:30'],
      ['01:30', '02:30'],
      ['02:30', '03:30'],
      ['09:00', '10:00'],
      ['23:00', '23:30'],
    ] as const) {
      const position = getDayPosition({
        event: { id: 1, title: '', color: 'blue', start: `${day} ${start}:00`, end: `${day} ${end}:00` },
        intervalMinutes: 30,
      });
      expect(position.top, `${day} ${start}`).toBeCloseTo(percentOf(start), 1);
      expect(position.height, `${day} ${start}-${end}`).toBeCloseTo(percentOf('01:00') * (start === '23:00' ? 0.5 : 1), 1);
    }
  });

  it('the now line follows the registered wall clock, whatever the device says', () => {
    process.env.TZ = zone;
    const restore = setWallNow(() => `${spring} 09:00:00`);
    try {
      expect(getCurrentTimePosition({ startTime: '00:00:00', endTime: '23:59:59', intervalMinutes: 30 })).toBeCloseTo(
        percentOf('09:00'),
        1,
      );
      expect(dayjs().format('YYYY-MM-DD HH:mm')).toBe(`${spring} 09:00`);
      expect(dayjs().isSame(`${spring} 23:59:00`, 'day')).toBe(true);
    } finally {
      restore();
    }
  });
});

// A week's events are kept by a range the calendar writes as Dates (its first day's start, its last day's
// end, `.toDate()`): the week's first and last minutes are in it on every device, none past it.
describe.each(['America/New_York', 'Asia/Shanghai', 'Europe/London', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
  "a week's edges on a device in %s",
  (zone) => {
    it.each([
      ['Sunday 00:00', '2026-11-22 00:00:00', '2026-11-22 00:30:00', true],
      ['Sunday 07:00', '2026-11-22 07:00:00', '2026-11-22 08:00:00', true],
      ['Saturday 20:00', '2026-11-28 20:00:00', '2026-11-28 21:00:00', true],
      ['Saturday 23:30 to midnight', '2026-11-28 23:30:00', '2026-11-29 00:00:00', true],
      ['the Saturday before', '2026-11-21 20:00:00', '2026-11-21 21:00:00', false],
      ['the Sunday after, 00:30', '2026-11-29 00:30:00', '2026-11-29 01:00:00', false],
    ] as const)('%s', (_what, start, end, kept) => {
      process.env.TZ = zone;
      const events = [{ id: 1, title: '', color: 'blue', start, end }];
      const range = { rangeStart: dayjs('2026-11-22').startOf('day').toDate(), rangeEnd: dayjs('2026-11-28').endOf('day').toDate() };
      expect(expandRecurringEvents({ events, ...range }).length).toBe(kept ? 1 : 0);
    });
  },
);

describe('what dayjs is asked', () => {
  it('a wall string is that wall time, and arithmetic keeps it (no device clock change)', () => {
    process.env.TZ = 'America/New_York';
    const start = dayjs('2027-03-14 00:00:00');
    expect(start.add(9, 'hour').format('HH:mm')).toBe('09:00');
    expect(start.hour(2).format('HH:mm')).toBe('02:00'); // a wall time the device's day skips
    expect(dayjs('2027-03-14 09:00:00').diff(start, 'minute')).toBe(540);
    // Day and week differences over the change (dayjs subtracts the offsets) and the start of the day.
    expect(dayjs('2027-03-15 00:00:00').diff(start, 'day')).toBe(1);
    expect(dayjs('2027-03-21 00:00:00').diff(start, 'week')).toBe(1);
    expect(dayjs('2027-03-14 23:30:00').startOf('day').format('YYYY-MM-DD HH:mm')).toBe('2027-03-14 00:00');
    expect(start.add(1, 'day').format('YYYY-MM-DD HH:mm')).toBe('2027-03-15 00:00');
    expect(start.endOf('day').format('HH:mm:ss')).toBe('23:59:59');
  });

  it("without a registered clock, now is the device's own wall clock", () => {
    process.env.TZ = 'Asia/Shanghai';
    const device = new Date();
    const minutes = (d: { getHours(): number; getMinutes(): number }) => d.getHours() * 60 + d.getMinutes();
    expect(Math.abs(dayjs().hour() * 60 + dayjs().minute() - minutes(device)) % 1439).toBeLessThanOrEqual(1);
    expect(dayjs(device).format('HH:mm')).toBe(
      `${String(device.getHours()).padStart(2, '0')}:${String(device.getMinutes()).padStart(2, '0')}`,
    );
  });
});
