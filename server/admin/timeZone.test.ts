import { describe, expect, it } from 'vitest';
import { calendarStarts } from './timeZone.ts';

const iso = (starts: Record<string, Date>) =>
  Object.fromEntries(Object.entries(starts).map(([name, at]) => [name, at.toISOString()]));

describe('calendarStarts', () => {
  it('answers the starts of today, the week (Monday) and the month in UTC', () => {
    // Thursday 2026-03-12
    expect(iso(calendarStarts('UTC', new Date('2026-03-12T08:30:00Z')))).toEqual({
      today: '2026-03-12T00:00:00.000Z',
      week: '2026-03-09T00:00:00.000Z',
      month: '2026-03-01T00:00:00.000Z',
    });
  });

  it("follows the operator's zone, where the date may already be another", () => {
    // 23:30 UTC on Sunday 2026-03-01 is Monday 08:30 in Tokyo (UTC+9).
    expect(iso(calendarStarts('Asia/Tokyo', new Date('2026-03-01T23:30:00Z')))).toEqual({
      today: '2026-03-01T15:00:00.000Z',
      week: '2026-03-01T15:00:00.000Z',
      month: '2026-02-28T15:00:00.000Z',
    });
  });

  it('respects daylight saving time changes', () => {
    // Berlin moves from UTC+1 to UTC+2 on 2026-03-29; on 2026-03-30 midnight is 22:00 UTC the day before,
    // while the month began at UTC+1.
    expect(iso(calendarStarts('Europe/Berlin', new Date('2026-03-30T10:00:00Z')))).toEqual({
      today: '2026-03-29T22:00:00.000Z',
      week: '2026-03-29T22:00:00.000Z',
      month: '2026-02-28T23:00:00.000Z',
    });
  });
});
