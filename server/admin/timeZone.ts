/**
 * Calendar boundaries in the operator's time zone (TIME_ZONE): when "today", "this week" (from Monday)
 * and "this month" began, as instants. Daylight saving changes are respected: the start of a day is the
 * instant the clocks of that zone showed 00:00 (or the first instant after, where midnight is skipped).
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The date on the clocks of `timeZone` at `at` (weekday 0 = Monday). */
function wallClock(timeZone: string, at: Date): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')),
  };
}

/** How far the zone's clocks are ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar date began in the zone. */
function startOfDate(timeZone: string, year: number, month: number, day: number): Date {
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess can differ from the offset at midnight itself across a change: ask twice.
  let guess = midnightUtc - offsetAt(timeZone, new Date(midnightUtc));
  guess = midnightUtc - offsetAt(timeZone, new Date(guess));
  return new Date(guess);
}

export function calendarStarts(timeZone: string, now: Date): { today: Date; week: Date; month: Date } {
  const clock = wallClock(timeZone, now);
  const monday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day - clock.weekday));
  return {
    today: startOfDate(timeZone, clock.year, clock.month, clock.day),
    week: startOfDate(timeZone, monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()),
    month: startOfDate(timeZone, clock.year, clock.month, 1),
  };
}
