/**
 * The local engine as the server uses it. Until shared/engine exports its summarizer, this file holds a
 * plain lead-sentences summarizer with the same contract (shared/engine/types.ts), so the server's flow
 * is complete end to end; it is replaced by the engine's `summarize`/`countWords` when they land.
 */
import { READING_WORDS_PER_MINUTE, targetPercentFor } from '../../shared/domain/index.ts';
import type { SummarizeOptions, SummaryResult, SummarySentence } from '../../shared/engine/types.ts';
import { formatMinutes } from './readingTime.ts';

/** Whitespace-separated tokens, as SPEC section 5 counts words. */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x3000;
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      count++;
    }
  }
  return count;
}

interface Sentence {
  text: string;
  start: number;
  end: number;
  words: number;
  paragraph: number;
  rank: number;
}

function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const paragraphPattern = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  let paragraph = 0;
  for (const block of text.matchAll(paragraphPattern)) {
    const blockStart = block.index ?? 0;
    const sentencePattern = /[^.!?。！？]+(?:[.!?。！？]+|$)/g;
    let rank = 0;
    for (const match of block[0].matchAll(sentencePattern)) {
      const raw = match[0];
      const trimmed = raw.trim();
      if (!trimmed) continue;
      const start = blockStart + (match.index ?? 0) + raw.indexOf(trimmed);
      sentences.push({
        text: trimmed,
        start,
        end: start + trimmed.length,
        words: countWords(trimmed),
        paragraph,
        rank: rank++,
      });
    }
    paragraph++;
  }
  return sentences;
}

export function summarize(text: string, options: SummarizeOptions): SummaryResult {
  const started = performance.now();
  const sentences = splitSentences(text);
  const originalWords = countWords(text);
  const target = Math.max(1, Math.round((originalWords * targetPercentFor(options.level)) / 100));
  // Lead sentences of every paragraph first, then the second ones, and so on, until the target is met.
  const byRank = [...sentences].sort((a, b) => a.rank - b.rank || a.start - b.start);
  const chosen: Sentence[] = [];
  let words = 0;
  for (const sentence of byRank) {
    if (words >= target) break;
    chosen.push(sentence);
    words += sentence.words;
  }
  chosen.sort((a, b) => a.start - b.start);
  const markdown =
    options.level === 1
      ? chosen.map((sentence) => `- ${sentence.text}`).join('\n')
      : chosen.map((sentence) => sentence.text).join(' ');
  const summarySentences: SummarySentence[] = chosen.map((sentence) => ({
    text: sentence.text,
    sourceStart: sentence.start,
    sourceEnd: sentence.end,
  }));
  const summaryWords = countWords(markdown.replace(/^- /gm, ''));
  const originalReadingTime = Math.round((originalWords / READING_WORDS_PER_MINUTE) * 10) / 10;
  const summaryReadingTime = Math.round((summaryWords / READING_WORDS_PER_MINUTE) * 10) / 10;
  const language = options.language ?? 'und';
  return {
    markdown,
    sentences: summarySentences,
    stats: {
      originalWords,
      summaryWords,
      compressionRatio: originalWords ? Math.round((summaryWords / originalWords) * 1000) / 10 : 0,
      originalReadingTime,
      summaryReadingTime,
      timeSavedDisplay: formatMinutes(Math.max(0, originalReadingTime - summaryReadingTime)),
      processingTime: Math.round(performance.now() - started),
      language,
    },
    language: { code: language, name: language === 'und' ? 'Unknown' : language, confidence: 0 },
    engine: 'local',
  };
}
