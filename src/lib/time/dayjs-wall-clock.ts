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

interface Instance {
  $d: Date;
  $u?: boolean;
  $y: number;
  $M: number;
  $D: number;
  $W: number;
  $H: number;
  $m: number;
  $s: number;
  $ms: number;
}

/** The Dates wall instances gave: their UTC fields are a wall time, not an instant on the device's clock. */
const wallDates = new WeakSet<Date>();

let installed = false;
/**
 * Idempotent: the booking screens import it; the first import installs it. dayjs's core already
 * keeps to UTC for an instance marked `$u` (startOf, set, add); it needs the mark, UTC fields and a
 * zero offset (its day and week differences subtract the offsets). Written here rather than with
 * dayjs's utc plugin, which brings offset parsing the calendars never use (the booking chunk's budget).
 */
export function installWallClock(): void {
  if (installed) return;
  installed = true;
  dayjs.extend((_options, Dayjs) => {
    const proto = Dayjs.prototype as unknown as {
      parse: (this: Instance, cfg: ParseConfig) => void;
      init: (this: Instance) => void;
      utcOffset: (this: Instance, ...args: unknown[]) => number;
      toDate: (this: Instance) => Date;
    };
    const { parse, init, utcOffset, toDate } = proto;
    proto.parse = function (cfg) {
      if (cfg.utc === undefined) {
        // Constructed by a caller, not copied by dayjs: on the wall clock. A Date a wall instance gave
        // (toDate) holds its wall time as UTC fields and is read back as such: the calendars bound their
        // range that way (WeekView: the week's last day `.endOf('day').toDate()`), so a slot at Saturday
        // 20:00 on a New York device, or Sunday 07:00 on a Shanghai one, was outside its own week.
        cfg.utc = true;
        if (cfg.date === undefined) cfg.date = wallNow();
        else if (cfg.date instanceof Date && !wallDates.has(cfg.date)) cfg.date = deviceWall(cfg.date);
      }
      this.$u = cfg.utc;
      parse.call(this, cfg);
    };
    proto.init = function () {
      if (!this.$u) return init.call(this);
      const d = this.$d;
      [this.$y, this.$M, this.$D, this.$W] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay()];
      [this.$H, this.$m, this.$s, this.$ms] = [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()];
    };
    proto.utcOffset = function (...args) {
      return this.$u ? 0 : utcOffset.apply(this, args);
    };
    proto.toDate = function () {
      const date = toDate.call(this);
      if (this.$u) wallDates.add(date);
      return date;
    };
  });
}

installWallClock();
