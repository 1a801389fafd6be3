/** The clock of transcripts and subtitles: stamps read as seconds and written as "hh:mm:ss". */

export function parseClock(value: string): number {
  const parts = value.replace(',', '.').split(':').map(Number);
  let seconds = 0;
  for (const part of parts) seconds = seconds * 60 + part;
  return seconds;
}

export function formatClock(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

const TWELVE_HOUR = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s?([AaPp])/;

/** A turn's stamp as the convention writes it: "0:03" → "00:00:03", a time of day "10:42 PM" → "22:42:00". */
export function normalizeStamp(stamp: string): string {
  const clock = TWELVE_HOUR.exec(stamp);
  if (!clock) return formatClock(parseClock(stamp));
  // A time of day: "10:42 PM" is 22:42, "12:05 AM" is 00:05.
  const hours = (Number(clock[1]) % 12) + (clock[4]!.toLowerCase() === 'p' ? 12 : 0);
  return formatClock(hours * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0));
}
