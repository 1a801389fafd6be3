/**
 * Transcripts whose turns open with the speaker's name alone on a line, perhaps with a role after it
 * ("Operator", "Tom Rivera -- Chief Executive Officer", "PRIYA NAIR, Goldman Sachs"), as earnings calls,
 * interviews, hearings and podcasts are published.
 */

import { speakersRecur } from '../../segment/structure.ts';
import { collapseInline } from '../textConvention.ts';

/** A word of a name: capitalised ("Rivera", "O'Neil", "Jean-Luc", "RIVERA"), or a particle inside one ("van", "de"). */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*`;
const PARTICLE = '(?:da|de|del|der|di|du|la|le|van|von|bin|al|ibn)';
const NAME = `${NAME_WORD}(?: (?:${PARTICLE} )?${NAME_WORD}){0,3}`;
/** What may follow the name: a role or a firm after a dash, a comma or a bar, or in brackets. */
const ROLE = String.raw`(?:\s+(?:--|[-–—|])\s+|,\s+)[^.!?;:]{1,80}|\s+\([^()]{1,60}\)`;
const NAME_LINE = new RegExp(`^(${NAME})(?:${ROLE})?:?$`, 'u');
const MAX_NAME_LINE_WORDS = 14;

/**
 * Labels that name a part in the conversation rather than a person. A one-word label must be one of
 * them: "Example" over each of a textbook's examples, or "Added" over a changelog's entries, is a
 * heading that recurs, not a speaker.
 */
const ROLES = new Set([
  'operator',
  'host',
  'co-host',
  'guest',
  'interviewer',
  'interviewee',
  'moderator',
  'presenter',
  'narrator',
  'reporter',
  'anchor',
  'caller',
  'respondent',
  'participant',
  'panelist',
  'panellist',
  'audience',
  'question',
  'answer',
  'chair',
  'chairman',
  'chairwoman',
  'chairperson',
  'judge',
  'witness',
  'counsel',
  'q',
  'a',
]);

/** Turns headed by a name a transcript has at least. */
const MIN_HEADERS = 4;
/** Lines between turns that are neither a speaker's name nor said: a part's name ("Questions and Answers"). */
const MAX_OTHER_SHORT_LINES_PER_HEADER = 0.25;
const SHORT_LINE_WORDS = 8;
const SENTENCE_END = /[.!?…:;"”’)]$/u;

/** A name line is short: longer lines are not looked at further (a long text has many). */
const MAX_NAME_LINE_CHARS = 140;

function speakerOf(line: string): string | undefined {
  if (line.length > MAX_NAME_LINE_CHARS || /\d/.test(line)) return undefined;
  if (line.split(/\s+/).length > MAX_NAME_LINE_WORDS) return undefined;
  const match = NAME_LINE.exec(line);
  if (!match) return undefined;
  const name = match[1]!;
  const oneWord = !name.includes(' ');
  return oneWord && !ROLES.has(name.toLowerCase()) ? undefined : name;
}

/** A short line with no sentence's end: a title or the name of a part of the call. */
const isShortLine = (line: string) =>
  line.split(/\s+/).length <= SHORT_LINE_WORDS && !SENTENCE_END.test(line);

/**
 * A transcript whose turns are headed by the speaker's name on a line of its own, in the turn
 * convention ("Tom Rivera: …", the role left out so each speaker keeps one label); undefined when the
 * text is not one: too few such lines, speakers who do not take the floor again, or a name over no
 * words. A short line between turns is a part's name and stays a paragraph of its own.
 */
export function namedTranscriptToText(lines: readonly string[]): string | undefined {
  const speakers = lines.map(speakerOf);
  // A name is a header only over words said: the line under it is no name.
  const headers = speakers.map((speaker, k) =>
    speaker !== undefined && k + 1 < lines.length && speakers[k + 1] === undefined ? speaker : undefined,
  );
  const turnsBySpeaker = new Map<string, number>();
  let previous: string | undefined;
  let count = 0;
  for (const speaker of headers) {
    if (speaker === undefined) continue;
    count++;
    const key = speaker.toLowerCase();
    if (key !== previous) turnsBySpeaker.set(key, (turnsBySpeaker.get(key) ?? 0) + 1);
    previous = key;
  }
  if (count < MIN_HEADERS || turnsBySpeaker.size < 2) return undefined;
  // Speakers must take the floor again; two that alternate once each are two headings.
  if ([...turnsBySpeaker.values()].filter((turns) => turns >= 2).length < 2) return undefined;
  if (!speakersRecur(turnsBySpeaker)) return undefined;
  const first = headers.findIndex((speaker) => speaker !== undefined);
  const otherShortLines = lines.filter(
    (line, k) => k > first && headers[k] === undefined && isShortLine(line),
  ).length;
  if (otherShortLines > count * MAX_OTHER_SHORT_LINES_PER_HEADER) return undefined;

  const out: string[] = [];
  let turn: { speaker: string; text: string[] } | undefined;
  const flush = () => {
    if (turn?.text.length) out.push(`${turn.speaker}: ${collapseInline(turn.text.join(' '))}`);
    turn = undefined;
  };
  lines.forEach((line, k) => {
    const speaker = headers[k];
    if (speaker !== undefined) {
      flush();
      turn = { speaker, text: [] };
    } else if (turn && isShortLine(line) && headers[k + 1] !== undefined && turn.text.length > 0) {
      // "Questions and Answers" between the last remarks and the operator's next turn.
      flush();
      out.push(collapseInline(line));
    } else if (turn) turn.text.push(line);
    else out.push(collapseInline(line));
  });
  flush();
  return out.join('\n\n');
}
