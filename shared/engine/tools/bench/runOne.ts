/**
 * One benchmark measurement in a fresh process (so peak memory belongs to this input alone):
 *   node --import tsx runOne.ts <file.txt> <level>
 * Prints one JSON line: extraction + summary time, bare segmentation time, peak RSS and heap.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { SummaryLevel } from '../../../domain/index.ts';
import { extract, summarize } from '../../index.ts';

const [file, levelArg] = process.argv.slice(2);
if (!file) throw new Error('usage: runOne.ts <file> <level>');
const level = Number(levelArg ?? 3) as SummaryLevel;

let peakHeap = 0;
const sampleHeap = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};
const sampler = setInterval(sampleHeap, 5);

/** Sentence and word segmentation of the text, paragraph by paragraph, in pieces of at most 2,000 characters. */
function bareSegmentation(text: string, language: string): { sentences: number; words: number } {
  const sentenceSegmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const wordSegmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let sentences = 0;
  let words = 0;
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (let i = 0; i < paragraph.length; i += 2000) {
      const piece = paragraph.slice(i, i + 2000);
      for (const _ of sentenceSegmenter.segment(piece)) sentences++;
      for (const s of wordSegmenter.segment(piece)) if (s.isWordLike) words++;
    }
  }
  return { sentences, words };
}

const buffer = await readFile(file);
const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
// Let the sampler see a settled heap before the work starts.
await new Promise((resolve) => setTimeout(resolve, 20));
const started = performance.now();
const document = await extract(bytes, basename(file));
const extracted = performance.now();
const result = summarize(document.text, { level, language: 'en' });
const finished = performance.now();
sampleHeap();
const bare = bareSegmentation(document.text, 'en');
const bareTime = performance.now() - finished;
clearInterval(sampler);

console.log(
  JSON.stringify({
    words: result.stats.originalWords,
    summaryWords: result.stats.summaryWords,
    compressionRatio: result.stats.compressionRatio,
    extractMs: extracted - started,
    summarizeMs: finished - extracted,
    totalMs: finished - started,
    bareSegmentationMs: bareTime,
    bareWords: bare.words,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    peakHeapMb: peakHeap / 1048576,
  }),
);
