export { formatDuration } from './stats.ts';
export { summarize } from './summarize.ts';
export { type TranscriptCue, transcriptCue } from './transcript.ts';
