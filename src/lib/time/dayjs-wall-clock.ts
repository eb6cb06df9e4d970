/**
 * The calendars (@mantine/schedule, @mantine/dates) are fed teacher wall-clock strings
 * ('2027-03-14 09:00:00') and lay them out with dayjs, which reads such a string on the device's
 * clock: in a week when the device's zone changes its clock, the day has 23 or 25 hours, and a
 * slot's place (seconds since midnight) moves by up to an hour (issue 27: Sunday's 09:00 drawn
 * beside Monday's 08:00, hour labels 00:00, 01:00, 03:00, 03:00).
 *
 * Loaded once, this makes every dayjs the app constructs read and compute on a clock with no
 * changes (UTC mode): a wall string stays the wall time it says, every day has 24 hours. "Now"
 * (`dayjs()`, `dayjs(new Date())`) is the wall clock the screen registered with `setWallNow`
 * (the booking week: the teacher's), else the device's own. dayjs's own copies of an instance
 * (which carry `utc` in their config) are left as they are.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

type Now = () => string;

const two = (n: number) => String(n).padStart(2, '0');
/** The device's wall clock at `date`, as a wall string. */
const deviceWall = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;

let wallNow: Now = () => deviceWall(new Date());

/** Whose wall clock `dayjs()` reads; returns the way back to the previous one. */
export function setWallNow(now: Now): () => void {
  const previous = wallNow;
  wallNow = now;
  return () => {
    if (wallNow === now) wallNow = previous;
  };
}

interface ParseConfig {
  date?: unknown;
  utc?: boolean;
}

let installed = false;
/** Idempotent: the booking screens import it; the first import installs it. */
export function installWallClock(): void {
  if (installed) return;
  installed = true;
  dayjs.extend(utc);
  dayjs.extend((_options, Dayjs) => {
    const proto = Dayjs.prototype as unknown as { parse: (cfg: ParseConfig) => void };
    const parse = proto.parse;
    proto.parse = function (this: unknown, cfg: ParseConfig) {
      if (cfg.utc === undefined) {
        // Constructed by a caller, not copied by dayjs: on the wall clock.
        cfg.utc = true;
        if (cfg.date === undefined) cfg.date = wallNow();
        else if (cfg.date instanceof Date) cfg.date = deviceWall(cfg.date);
      }
      parse.call(this, cfg);
    };
  });
}

installWallClock();
