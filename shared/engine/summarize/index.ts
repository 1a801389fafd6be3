export { formatDuration } from './stats.ts';
export { summarize } from './summarize.ts';
