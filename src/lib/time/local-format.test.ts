import { format } from 'date-fns';
import { afterAll, describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatLocalTime } from './wall-format';

// The browser's zone is the process's here: Node applies a change of TZ at once.
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London'];
const INSTANTS = [
  '2026-03-08T06:59:00Z', // New York: just before the spring-forward gap
  '2026-03-08T07:00:00Z', // ... and just after it
  '2026-11-01T05:30:00Z', // New York: inside the repeated hour
  '2026-03-29T00:59:00Z', // London: the last minute before summer time
  '2026-11-29T23:59:00Z', // Sunday 23:59 UTC
  '2026-12-31T23:59:59Z', // the year's last second
  '1999-12-31T18:30:00Z', // Kolkata's midnight into 2000
  '0099-06-01T12:00:00Z', // a year below 1000 keeps four digits
];

describe.each(ZONES)('the "your time" line in %s matches date-fns for the same patterns', (zone) => {
  it.each(INSTANTS)('%s', (iso) => {
    process.env.TZ = zone;
    const instant = new Date(iso);
    expect(formatLocalDateTime(instant)).toBe(format(instant, 'yyyy-MM-dd HH:mm'));
    expect(formatLocalTime(instant)).toBe(format(instant, 'HH:mm'));
  });
});
