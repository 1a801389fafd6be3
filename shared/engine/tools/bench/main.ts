/**
 * npm run bench [-- --level 3] [--sizes 1000,10000,100000,1000000]
 *
 * Words per second of extraction (.txt) + summary, end to end, for inputs of 1k to 1M words built by
 * concatenating real articles from ../shared/data; peak memory; the time of bare sentence + word
 * segmentation of the same text paragraph by paragraph, for comparison; and the CLI's wall time on
 * the largest input. Timings depend on what else runs on the machine: run it when it is quiet.
 * The corpus has about 630k distinct words: the 1M-word input repeats it, and since a summary never
 * repeats a sentence, that input's ratio stays a few points under the level's share.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dataDir } from '../eval/data.ts';

const { values } = parseArgs({ options: { level: { type: 'string' }, sizes: { type: 'string' } } });
const level = values.level ?? '3';
const sizes = (values.sizes ?? '1000,10000,100000,1000000').split(',').map(Number);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');

/** Real English prose: news, stories and papers, as paragraphs. */
function corpus(): string[] {
  const files = [
    'cnndm/sample.jsonl',
    'bbc_news_summary/sample.jsonl',
    'squality/test.jsonl',
    'arxiv_pubmed/pubmed.jsonl',
  ];
  const texts: string[] = [];
  for (const file of files) {
    for (const line of readFileSync(join(dataDir(), file), 'utf8').split('\n')) {
      if (line.trim()) texts.push((JSON.parse(line) as { text: string }).text);
    }
  }
  return texts;
}

function buildInput(texts: string[], words: number): string {
  const parts: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const text = texts[i % texts.length]!;
    const tokens = text.split(/\s+/);
    if (count + tokens.length > words) {
      parts.push(tokens.slice(0, words - count).join(' '));
      break;
    }
    parts.push(text);
    count += tokens.length;
  }
  return parts.join('\n\n');
}

interface Measurement {
  words: number;
  summaryWords: number;
  compressionRatio: number;
  extractMs: number;
  summarizeMs: number;
  totalMs: number;
  bareSegmentationMs: number;
  peakRssMb: number;
  peakHeapMb: number;
}

const dir = mkdtempSync(join(tmpdir(), 'summer-bench-'));
try {
  const texts = corpus();
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; level ${level}`,
  );
  console.log(
    `${'words'.padStart(9)} ${'total ms'.padStart(9)} ${'words/s'.padStart(10)} ${'extract'.padStart(8)} ${'summary'.padStart(8)} ${'bare seg'.padStart(9)} ${'x bare'.padStart(7)} ${'RSS MB'.padStart(7)} ${'heap MB'.padStart(8)} ${'ratio %'.padStart(8)}`,
  );
  let largest = '';
  for (const size of sizes) {
    const file = join(dir, `input-${size}.txt`);
    writeFileSync(file, buildInput(texts, size));
    largest = file;
    const output = execFileSync(process.execPath, ['--import', 'tsx', join(here, 'runOne.ts'), file, level], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const m = JSON.parse(output.trim().split('\n').pop()!) as Measurement;
    console.log(
      `${String(m.words).padStart(9)} ${m.totalMs.toFixed(0).padStart(9)} ${Math.round(
        (1000 * m.words) / m.totalMs,
      )
        .toString()
        .padStart(
          10,
        )} ${m.extractMs.toFixed(0).padStart(8)} ${m.summarizeMs.toFixed(0).padStart(8)} ${m.bareSegmentationMs.toFixed(0).padStart(9)} ${(m.totalMs / m.bareSegmentationMs).toFixed(2).padStart(7)} ${m.peakRssMb.toFixed(0).padStart(7)} ${m.peakHeapMb.toFixed(0).padStart(8)} ${m.compressionRatio.toFixed(1).padStart(8)}`,
    );
  }
  // The CLI end to end on the largest input: process start, reading, extraction, summary, JSON output.
  const started = performance.now();
  const cli = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'shared/engine/tools/cli.ts'), largest, '--level', level, '--json'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  const wall = performance.now() - started;
  const stats = (JSON.parse(cli) as { stats: { originalWords: number } }).stats;
  console.log(`CLI end to end on ${stats.originalWords} words: ${(wall / 1000).toFixed(2)} s wall time.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
