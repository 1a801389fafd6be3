/**
 * How the product words a length of time. Both are the domain's (not the engine's or the UI's): the
 * engine's statistics, the server's free demo and the dashboard print them, and each must say it
 * the same way everywhere.
 */

/** Time saved by reading the summary: "less than a minute", "12 minutes", "1 hour 5 minutes". */
export function formatTimeSaved(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return 'less than a minute';
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}

/** How long processing took: "850 ms", "4.2 s", "2 min 5 s". */
export function formatProcessingTime(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
