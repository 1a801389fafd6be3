/**
 * How fluent a spoken sentence is. Transcripts carry hesitations ("uh", "ähm", "euh"), restarts
 * ("the the", "we {disfmarker} we") and marks of non-speech ("[laughter]", "(inaudible)", "{pause}").
 * A turn full of them is rarely the one that states a point, and reads badly in a summary.
 */

/** Hesitation words of spoken English, German, French, Spanish, Dutch, Portuguese and Italian. */
const HESITATION =
  /(?<!\p{L})(?:uh|uhm|um|umm|er|erm|ah|hmm|mm+|mhm|äh|ähm|öhm|euh|eh|ehm|hum|uhh)(?!\p{L})/giu;
/** A mark of non-speech in brackets: "[laughter]", "(inaudible)", "{vocalsound}". */
const NON_SPEECH = /[{[(][\p{L} ]{2,24}[}\])]/gu;
/** A restart: the same word again, maybe across a comma or a mark ("I I", "the {disfmarker} the"). */
const RESTART = /(?<!\p{L})(\p{L}+)(?:\s*(?:,|\{[\p{L} ]+\}|\[[\p{L} ]+\])?\s+\1(?!\p{L}))+/giu;

/** Each disfluency per word costs this much of the score, down to FLOOR. */
const PENALTY = 3;
const FLOOR = 0.3;

/** Hesitations and marks of non-speech: words said, or written, that say nothing. */
const filler = (text: string) =>
  (text.match(HESITATION)?.length ?? 0) + (text.match(NON_SPEECH)?.length ?? 0);

/** A score factor in [FLOOR, 1] for a transcript sentence of `words` words. */
export function fluency(text: string, words: number): number {
  if (words === 0) return 1;
  const noise = filler(text) + (text.match(RESTART)?.length ?? 0);
  return Math.max(FLOOR, 1 - (PENALTY * noise) / words);
}

/** A backchannel says no more than this many words once hesitations and marks of non-speech are out. */
const BACKCHANNEL_WORDS = 2;

/**
 * A listener's acknowledgement in a transcript ("Yeah.", "Mm - hmm.", "Right.", "Okay, sure.", "好的。",
 * "{vocalsound}"): it carries no point a summary could show, and a "So …" after it answers the turn
 * before it. `words` is the turn's word count in its language (Chinese and Japanese are not spaced).
 */
export function isBackchannel(text: string, words: number): boolean {
  return words - filler(text) <= BACKCHANNEL_WORDS || ASSENT.test(text.trim());
}

/**
 * Assent with a word or two more ("Yes, that works.", "Sure, no problem.", "Yeah, makes sense."): the
 * listener agrees to what was asked, which the turn before says. Only words of assent follow: "Okay, the
 * remote control." names the next topic.
 */
const ASSENT =
  /^(?:yes|yeah|yep|sure|ok(?:ay)?|alright|all right|right|great|perfect|fine)[,.!]?\s+(?:that works|that's fine|that is fine|no problem|makes sense|sounds good|will do|i agree|agreed|of course|got it|exactly|definitely|absolutely|thanks|thank you|good idea|i can do that|can do)[.!]*$/iu;
