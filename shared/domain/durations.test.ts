import { describe, expect, it } from 'vitest';
import { formatProcessingTime, formatTimeSaved } from './durations.ts';

describe('durations', () => {
  it('words the time saved in minutes and hours', () => {
    expect(formatTimeSaved(0.2)).toBe('less than a minute');
    expect(formatTimeSaved(1)).toBe('1 minute');
    expect(formatTimeSaved(12.4)).toBe('12 minutes');
    expect(formatTimeSaved(60)).toBe('1 hour');
    expect(formatTimeSaved(65)).toBe('1 hour 5 minutes');
    expect(formatTimeSaved(121)).toBe('2 hours 1 minute');
  });

  it('words the processing time in milliseconds, seconds and minutes', () => {
    expect(formatProcessingTime(850)).toBe('850 ms');
    expect(formatProcessingTime(4200)).toBe('4.2 s');
    expect(formatProcessingTime(125_000)).toBe('2 min 5 s');
  });
});
