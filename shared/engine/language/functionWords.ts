import { STOPWORD_LANGUAGES, stopwordsFor } from '../segment/stopwords.ts';

/**
 * CLD3 reads character n-grams, and on a sentence or two it often names a language the words are not
 * in: "Feeling better, he went back." as Norwegian, "So, all right, I was desperate." as Italian. A
 * short text's function words are better evidence there ("he", "went", "back" are English). Measured on
 * the evaluation's sentences of 4 to 19 words (`npm run eval -- --language-only`), checking the guess
 * against them takes most wrong names away and few right ones; from 20 words on the model is right so
 * often that the check took away as many right names as wrong ones.
 */

/** Fewer words than this are too few to tell a language by: half the names given were wrong. */
export const MIN_WORDS = 4;
/** From this many words on, the model's guess stands without the function-word check. */
export const CHECKED_BELOW_WORDS = 20;

/** The sample's words, lower-cased, with inner apostrophes kept ("don't", "l'état"). */
export function wordsOf(sample: string): string[] {
  return (
    sample
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*/gu) ?? []
  );
}

function functionWordCount(language: string, words: readonly string[]): number {
  const list = stopwordsFor(language);
  let n = 0;
  for (const word of words) if (list.has(word)) n++;
  return n;
}

/**
 * Whether a short text's function words speak against the guessed language: another language's list
 * accounts for more of its words than the guess's own does, and for a quarter of them at least (one
 * shared short word, Somali and Tagalog "ay" in a Turkish sentence, is no evidence). For a guess
 * without a list of its own (Welsh, Cebuano, Frisian …), another list must account for half the words.
 */
export function functionWordsDisagree(guess: string, words: readonly string[]): boolean {
  let others = 0;
  for (const language of STOPWORD_LANGUAGES) {
    if (language !== guess) others = Math.max(others, functionWordCount(language, words));
  }
  if (!STOPWORD_LANGUAGES.includes(guess)) return others > 0 && others >= words.length / 2;
  return others > functionWordCount(guess, words) && others >= words.length / 4;
}
