/**
 * Transcripts and chats whose turns start with a header line of the speaker and a time ("Maria Lopez
 * 0:03", a chat's "Maria Lopez  10:42 AM"), their words on the lines below, as meeting tools export and
 * chat apps copy them.
 */

import { collapseInline } from '../textConvention.ts';
import { normalizeStamp } from './transcriptClock.ts';

/** A speaker-and-time header on its own line, as meeting tools export: "Maria Lopez  0:03", "[John] 10:01:02". */
const HEADER_NAME = String.raw`\[?([^\s:\p{Ll}\p{P}\d][^\s:]{0,24}(?: [^\s:]{1,24}){0,3}?)\]?`;
/** A time into the recording ("0:03", "1:02:07") or a time of day as a chat shows it ("10:42 AM"). */
const HEADER_TIME = String.raw`\(?(\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?)\)?`;
/** What some tools print between the name and the time: "Maria Lopez - 0:03", "Maria Lopez | 0:03". */
const HEADER_SEPARATOR = String.raw`\s+(?:[-–—|·•]\s+)?`;
/** A header may end with a colon, as a transcription service writes it: "Maria Lopez (00:03):". */
const HEADER_NAME_TIME = new RegExp(`^${HEADER_NAME}${HEADER_SEPARATOR}${HEADER_TIME}:?$`, 'u');
const HEADER_TIME_NAME = new RegExp(`^${HEADER_TIME}${HEADER_SEPARATOR}${HEADER_NAME}:?$`, 'u');

function parseHeader(line: string): { speaker: string; stamp: string } | undefined {
  const nameFirst = HEADER_NAME_TIME.exec(line);
  if (nameFirst) return { speaker: nameFirst[1]!, stamp: nameFirst[2]! };
  const timeFirst = HEADER_TIME_NAME.exec(line);
  if (timeFirst) return { speaker: timeFirst[2]!, stamp: timeFirst[1]! };
  return undefined;
}

/** One reaction: an emoji or its short code (":+1:", "🎉"), perhaps with its count. */
const REACTION = String.raw`(?::[\w+-]+:|\p{Extended_Pictographic}\uFE0F?)(?:\s*\d{1,4})?`;
/**
 * What a chat app prints under a message, copied with it (Slack, Teams): its reactions and their
 * counts (":+1:" over "3"), its thread ("1 reply", "12 replies", "Last reply 2 days ago", "View
 * thread") and "(edited)". None of it was said.
 */
const CHAT_CHROME = new RegExp(
  String.raw`^(?:${REACTION}(?:\s+${REACTION})*|\d{1,4}|\d{1,4} repl(?:y|ies)|last reply\b.*|view thread|\(edited\))$`,
  'iu',
);

/** Transcripts whose turns start with a "Name  0:03" line and continue on the lines below it. */
export function headerTranscriptToText(lines: string[]): string | undefined {
  const headers = lines.map(parseHeader);
  const count = headers.filter(Boolean).length;
  if (count < 3 || count < lines.length * 0.2) return undefined;
  const turns: Array<{ speaker: string; stamp: string; text: string[] }> = [];
  const preamble: string[] = [];
  lines.forEach((line, index) => {
    const header = headers[index];
    if (header) turns.push({ ...header, text: [] });
    else if (turns.length) {
      if (!CHAT_CHROME.test(line.trim()))
        turns[turns.length - 1]!.text.push(line.replace(/\s\(edited\)\s*$/u, ''));
    } else preamble.push(line);
  });
  if (turns.filter((turn) => turn.text.length > 0).length < turns.length * 0.8) return undefined;
  const rendered = turns
    .filter((turn) => turn.text.length > 0)
    .map((turn) => `[${normalizeStamp(turn.stamp)}] ${turn.speaker}: ${collapseInline(turn.text.join(' '))}`);
  return [...preamble.map(collapseInline), ...rendered].join('\n\n');
}
