/**
 * Meeting transcripts and subtitles (WebVTT, SubRip, "Speaker: text" files) as turns: one line per turn
 * (and a blank line between turns, so each turn is a paragraph),
 * "[00:01:23] Maria: what she said", consecutive cues of one speaker merged, cue numbers, styling tags,
 * notes and repeated caption lines dropped.
 */

import { SOUND_WORDS } from '../../segment/sounds.ts';
import { speakersRecur } from '../../segment/structure.ts';
import { collapseInline } from '../textConvention.ts';
import { headerTranscriptToText } from './headerTranscript.ts';
import { namedTranscriptToText } from './namedTranscript.ts';
import { formatClock, normalizeStamp, parseClock } from './transcriptClock.ts';

interface Cue {
  /** Seconds from the start, when the format says. */
  start?: number;
  /** Seconds from the start when the cue leaves the screen, when the format says. */
  end?: number;
  speaker?: string;
  text: string;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

/**
 * A speaker label: up to four words, not starting in lower case, followed by a colon and the words said.
 * A name has no comma or sentence mark in it: "OK, so decision: we ship …" is said, not labelled.
 */
const SPEAKER_LINE = /^((?:[^\s:\p{Ll}\p{P}][^\s:,;!?]{0,24})(?: [^\s:,;!?]{1,24}){0,3}):\s+(\S.*)$/u;
/** A leading timestamp on a transcript line: "[00:01:23]", "(1:23)", "00:01:23 -". */
const LEADING_TIMESTAMP = /^\s*[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,]\d+)?[\])]?\s*[-–]?\s*/;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lrm: '',
  rlm: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const key = name.toLowerCase();
    return Object.hasOwn(ENTITIES, key) ? ENTITIES[key]! : whole;
  });
}

/**
 * A cue set wholly in italics that names a sound ("<i>Laughs</i>", "<i>Applause</i>") describes it, as
 * "[laughs]" does. Italics alone say nothing: a film's narration and voices off screen are set in them
 * too ("<i>¡Francisco!</i>"), so only the common sound words count.
 */
const ITALIC_SOUND = new RegExp(`^<i>\\s*(?:${SOUND_WORDS}|inaudible|crosstalk)\\s*<\\/i>$`, 'iu');

/** A sound on a line of its own, capitalised as a video site's captions write it ("[Music]", "[Applause]"). */
const BRACKETED_SOUND = new RegExp(`^[[(](?:${SOUND_WORDS})[\\])]$`, 'iu');

/** Splits a cue's payload into (speaker, text) pieces: VTT voice tags, "[Name]" and "Name:" labels. */
function payloadPieces(
  lines: string[],
  speakerFromVoice?: string,
): Array<{ speaker?: string; text: string }> {
  const pieces: Array<{ speaker?: string; text: string }> = [];
  let voice = speakerFromVoice;
  for (const raw of lines) {
    let line = raw;
    const voiceTag = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(line);
    if (voiceTag) voice = voiceTag[1]!.trim();
    if (ITALIC_SOUND.test(line.replace(/<\/?v(?:\.[^\s>]*)?(?:\s+[^>]*)?>/g, '').trim())) continue;
    line = decodeEntities(
      line
        .replace(/\{\\[^}]*\}/g, '')
        .replace(/<\d{1,2}:\d{2}(?::\d{2})?[.,]\d+>/g, '')
        .replace(/<\/?[a-z][^>]*>/gi, ''),
    );
    line = collapseInline(line.replace(/^\s*[-–—]\s+/, ''));
    if (!line) continue;
    // Sound descriptions in brackets ("[music]", "(laughs)") are not words anyone said.
    if (
      (/^[[(][^\])]*[\])]$/.test(line) && !/^\[\p{Lu}[^\]]{0,30}\]$/u.test(line)) ||
      BRACKETED_SOUND.test(line)
    )
      continue;
    let speaker = voice;
    // A voice tag names the speaker: a colon in what they say labels nothing.
    const bracketName = voice ? null : /^\[(\p{Lu}[\p{L}\p{M}.'’ -]{0,30})\]\s*(.+)$/u.exec(line);
    const labelled = voice ? null : SPEAKER_LINE.exec(line);
    if (bracketName) {
      speaker = bracketName[1]!.trim();
      line = bracketName[2]!.trim();
    } else if (labelled) {
      speaker = labelled[1]!;
      line = labelled[2]!;
    }
    pieces.push({ speaker, text: line });
  }
  return pieces;
}

/** Cue blocks of a VTT or SRT file: blocks separated by blank lines with a timing line in them. */
function parseCueBlocks(text: string, vtt: boolean): Cue[] {
  const cues: Cue[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0]!.trim();
    if (vtt && (/^WEBVTT/.test(first) || /^(NOTE|STYLE|REGION)\b/.test(first))) continue;
    const timingIndex = lines.findIndex((line) => TIMING.test(line));
    if (timingIndex < 0) continue;
    const timing = TIMING.exec(lines[timingIndex]!)!;
    const start = parseClock(timing[1]!);
    const end = parseClock(timing[2]!);
    for (const piece of payloadPieces(lines.slice(timingIndex + 1))) {
      cues.push({ start, end, speaker: piece.speaker, text: piece.text });
    }
  }
  return cues;
}

interface Turn {
  start?: number;
  speaker?: string;
  lines: string[];
}

/** A pause between cues this long (seconds) ends a sentence that has no full stop. */
const SENTENCE_PAUSE_SECONDS = 2;
/** A cue that ends its sentence (or clause list); anything else runs on into the next cue. */
const ENDS_SENTENCE = /[.!?…:;。！？]["'”’»)\]]*$/u;
/** A cue that opens in lower case or with a number carries on a sentence ("… cuando le digas a tu amiga" "que te vienes conmigo."). */
const CARRIES_ON = /^[\p{Ll}\p{N}]/u;

/**
 * Merges cues into turns: consecutive cues of one speaker make one turn. An unlabelled cue after a
 * labelled one starts its own line (subtitles name a speaker only now and then; guessing would put
 * words in someone's mouth), unless it finishes the labelled cue's sentence: a subtitle breaks a
 * sentence across cues, and the speaker who began it ends it.
 */
function cuesToTurns(cues: Cue[]): Turn[] {
  const turns: Turn[] = [];
  const recent: string[] = [];
  let speakerless = 0;
  let lastEnd: number | undefined;
  for (const cue of cues) {
    const pause = cue.start !== undefined && lastEnd !== undefined ? cue.start - lastEnd : 0;
    lastEnd = cue.end ?? lastEnd;
    // Rolling captions repeat the previous line; repeated lines carry nothing new.
    if (recent.includes(cue.text)) continue;
    recent.push(cue.text);
    if (recent.length > 3) recent.shift();
    const last = turns[turns.length - 1];
    const finishesSentence =
      last?.speaker !== undefined &&
      !cue.speaker &&
      CARRIES_ON.test(cue.text) &&
      !ENDS_SENTENCE.test(last.lines[last.lines.length - 1] ?? '');
    if (last && finishesSentence) {
      last.lines.push(cue.text);
      continue;
    }
    // Unlabelled text that stops without a full stop and resumes after a pause is a new sentence: an
    // on-screen title ("PRESENTATEUR VEDETTE La légende de Ron Burgundy") does not run into the next
    // line spoken, and captions without punctuation break where the speaker paused.
    const resumes =
      !cue.speaker &&
      last?.speaker === undefined &&
      pause >= SENTENCE_PAUSE_SECONDS &&
      !ENDS_SENTENCE.test(last?.lines[last.lines.length - 1] ?? '');
    const sameSpeaker = last && cue.speaker === last.speaker && !resumes;
    // Without any speakers, start a new line now and then so a film is not one endless line.
    const longEnough =
      last &&
      !cue.speaker &&
      !last.speaker &&
      speakerless >= 40 &&
      /[.!?…]["”»)]?$/.test(last.lines[last.lines.length - 1] ?? '');
    if (last && sameSpeaker && !longEnough) {
      last.lines.push(cue.text);
      if (!cue.speaker) speakerless += cue.text.split(' ').length;
    } else {
      turns.push({ start: cue.start, speaker: cue.speaker, lines: [cue.text] });
      speakerless = cue.speaker ? 0 : cue.text.split(' ').length;
    }
  }
  return turns;
}

function renderTurns(turns: Turn[]): string {
  return turns
    .map((turn) => {
      const stamp = turn.start !== undefined ? `[${formatClock(turn.start)}] ` : '';
      const who = turn.speaker ? `${turn.speaker}: ` : '';
      return `${stamp}${who}${turn.lines.join(' ')}`;
    })
    .join('\n\n');
}

export function vttToText(text: string): string {
  return renderTurns(cuesToTurns(parseCueBlocks(text, true)));
}

export function srtToText(text: string): string {
  return renderTurns(cuesToTurns(parseCueBlocks(text, false)));
}

/** Whether a decoded text is SubRip: numbered blocks with "00:00:01,000 --> 00:00:04,000" timings. */
export function looksLikeSrt(text: string): boolean {
  const head = text.slice(0, 4000);
  return /(^|\n)\s*\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}/.test(
    head,
  );
}

export function looksLikeVtt(text: string): boolean {
  return /^\s*WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text.slice(0, 200));
}

interface SpeakerLine {
  stamp?: string;
  speaker: string;
  text: string;
}

function parseSpeakerLine(line: string): SpeakerLine | undefined {
  let rest = line.trim();
  let stamp: string | undefined;
  const leading = LEADING_TIMESTAMP.exec(rest);
  if (leading && /\d:\d{2}/.test(leading[1]!)) {
    stamp = leading[1]!;
    rest = rest.slice(leading[0].length);
  }
  const match = SPEAKER_LINE.exec(rest);
  if (!match) return undefined;
  const speaker = match[1]!;
  if (/^(https?|ftp|mailto|note|warning|error|step|q|a|re|fwd?|subject|from|to|date|cc)$/i.test(speaker)) {
    return speaker.length === 1 ? { stamp, speaker, text: match[2]! } : undefined;
  }
  return { stamp, speaker, text: match[2]! };
}

/** How many turns each speaker takes: lines of one speaker in a row are one turn, as they are rendered. */
function turnsBySpeaker(lines: readonly SpeakerLine[]): Map<string, number> {
  const turns = new Map<string, number>();
  lines.forEach((line, k) => {
    if (k > 0 && lines[k - 1]!.speaker === line.speaker) return;
    const speaker = line.speaker.toLowerCase();
    turns.set(speaker, (turns.get(speaker) ?? 0) + 1);
  });
  return turns;
}

/**
 * A plain-text transcript ("Speaker: text" lines, "Name  0:03" headers or a name alone above each turn), rendered in
 * the turn convention; undefined when the text is not one (most lines must be turns, speakers recur).
 */
export function speakerTranscriptToText(text: string): string | undefined {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length < 4) return undefined;
  const headed = headerTranscriptToText(lines) ?? namedTranscriptToText(lines);
  if (headed !== undefined) return headed;
  const captioned = timedCaptionsToText(lines);
  if (captioned !== undefined) return captioned;
  const sample = lines.slice(0, 400);
  const parsed = sample.map(parseSpeakerLine);
  const matched = parsed.filter((line): line is SpeakerLine => line !== undefined);
  if (matched.length < 4 || matched.length < sample.length * 0.6) return undefined;
  if (!speakersRecur(turnsBySpeaker(matched))) return undefined;

  const out: string[] = [];
  let current: { stamp?: string; speaker: string; text: string } | undefined;
  const flush = () => {
    if (current)
      out.push(
        `${current.stamp ? `[${normalizeStamp(current.stamp)}] ` : ''}${current.speaker}: ${current.text}`,
      );
  };
  for (const line of lines) {
    const turn = parseSpeakerLine(line);
    if (turn && current && turn.speaker === current.speaker) {
      current.text += ` ${turn.text}`;
    } else if (turn) {
      flush();
      current = { stamp: turn.stamp, speaker: turn.speaker, text: collapseInline(turn.text) };
    } else if (current) {
      current.text += ` ${collapseInline(line)}`;
    } else {
      out.push(collapseInline(line));
    }
  }
  flush();
  return out.join('\n\n');
}

/** A caption's start on a line of its own, or before its words, as a video site's transcript is copied ("0:04", "1:02:07 so today …"). */
const CAPTION_STAMP = /^((?:\d{1,2}:)?\d{1,2}:\d{2})(?:\s+(\S.*))?$/;
/** Caption stamps this many seconds apart, at the median, are a recording's; an agenda's times are hours apart. */
const MAX_MEDIAN_CAPTION_GAP_SECONDS = 60;
const MIN_CAPTIONS = 6;

/**
 * A video's transcript copied from its page: each caption's start time over its words (or before them
 * on the line), no speakers, often no punctuation. Read as subtitles are, so the times do not end up in
 * the summary's sentences ("0:12 need three ingredients … 0:16 starter"). Undefined when the times are
 * not a recording's: too few, out of order, or an agenda's hours apart.
 */
function timedCaptionsToText(lines: readonly string[]): string | undefined {
  const cues: Cue[] = [];
  const preamble: string[] = [];
  let stamps = 0;
  for (const line of lines) {
    const stamp = CAPTION_STAMP.exec(line);
    if (stamp) {
      stamps++;
      const start = parseClock(stamp[1]!);
      if (cues.length && start < cues[cues.length - 1]!.start!) return undefined;
      cues.push({ start, text: '' });
      if (stamp[2]) cues[cues.length - 1]!.text = stamp[2];
    } else if (cues.length) {
      const cue = cues[cues.length - 1]!;
      cue.text = cue.text ? `${cue.text} ${line}` : line;
    } else {
      preamble.push(line);
    }
  }
  if (stamps < MIN_CAPTIONS || stamps < lines.length * 0.4 || preamble.length > 3) return undefined;
  const gaps = cues.slice(1).map((cue, k) => cue.start! - cues[k]!.start!);
  gaps.sort((a, b) => a - b);
  if (gaps[Math.floor(gaps.length / 2)]! > MAX_MEDIAN_CAPTION_GAP_SECONDS) return undefined;
  // An agenda's "9:00, 9:30, 10:15" read as minutes are as close as captions are; its times are on the
  // quarter hour or the five minutes, where captions start at any second.
  if (cues.every((cue) => cue.start! % 5 === 0)) return undefined;
  const spoken = cues.flatMap((cue) =>
    payloadPieces([cue.text]).map((piece) => ({
      start: cue.start,
      speaker: piece.speaker,
      text: piece.text,
    })),
  );
  return [...preamble.map(collapseInline), renderTurns(cuesToTurns(spoken))].join('\n\n');
}
