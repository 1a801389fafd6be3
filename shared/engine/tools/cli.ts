/**
 * Command line: summarize a file with the local engine.
 *   npm run summarize -- <file> [--level 1-5] [--json] [--text]
 * Prints the Markdown summary; --json prints one JSON object; --text prints the extracted text.
 * Exits with status 1 and a message naming the problem when the file cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SUMMARY_LEVEL, isSummaryLevel } from '../../domain/index.ts';
import { ExtractionError, extract, summarize } from '../index.ts';
import type { ExtractionErrorKind } from '../types.ts';

const KIND_LABELS: Record<ExtractionErrorKind, string> = {
  empty: 'empty',
  encrypted: 'encrypted',
  image_only: 'image-only',
  corrupt: 'corrupt',
  unsupported: 'unsupported',
  too_large: 'too large',
};

const USAGE = 'Usage: npm run summarize -- <file> [--level 1-5] [--json] [--text]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const file = positionals[0];
  if (!file || positionals.length > 1) fail(USAGE);
  const level = values.level === undefined ? DEFAULT_SUMMARY_LEVEL : Number(values.level);
  if (!isSummaryLevel(level))
    fail(`Error: --level must be a whole number from 1 to 5 (got "${values.level}").\n${USAGE}`);

  let bytes: Uint8Array;
  try {
    const buffer = await readFile(file);
    // A plain Uint8Array view: some parsers (pdf.js) refuse Node's Buffer subclass.
    bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } catch (error) {
    fail(`Error: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let document: Awaited<ReturnType<typeof extract>>;
  try {
    document = await extract(bytes, basename(file));
  } catch (error) {
    if (error instanceof ExtractionError)
      fail(`Error (${KIND_LABELS[error.kind]} document): ${error.message}`);
    fail(`Error (corrupt document): ${(error as Error).message}`);
  }
  if (values.text) {
    process.stdout.write(`${document.text}\n`);
    return;
  }
  const result = summarize(document.text, { level });
  if (values.json) {
    const out = {
      summary: result.markdown,
      language: result.language.code,
      stats: {
        originalWords: result.stats.originalWords,
        summaryWords: result.stats.summaryWords,
        compressionRatio: result.stats.compressionRatio,
        processingTime: result.stats.processingTime,
      },
      sentences: result.sentences.map((s) => ({
        text: s.text,
        sourceStart: s.sourceStart,
        sourceEnd: s.sourceEnd,
      })),
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  process.stdout.write(`${result.markdown}\n`);
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      level: { type: 'string', short: 'l' },
      json: { type: 'boolean' },
      text: { type: 'boolean' },
    },
  });
}

await main();
