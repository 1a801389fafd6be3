import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDir } from '../../shared/engine/tools/eval/data.ts';
import { typeScriptEngineWorker } from '../testing/engineWorkerSource.ts';
import { DeviceEngine } from './extraction.ts';

const engine = new DeviceEngine({ worker: typeScriptEngineWorker() });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-extraction-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function fixture(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, content);
  return path;
}

// Each job starts a worker that loads the engine through tsx: seconds, not milliseconds, on a busy machine.
describe('extracting a file on this computer', { timeout: 60_000 }, () => {
  it('reads a text file in the worker and answers its text, format and word count', async () => {
    const path = await fixture('notes.md', '# Quarterly review\r\n\r\nRevenue grew by nine percent.\r\n');
    const result = await engine.extractFile(path);
    expect(result).toMatchObject({
      ok: true,
      value: {
        path,
        name: 'notes.md',
        format: 'md',
        text: '# Quarterly review\n\nRevenue grew by nine percent.',
        wordCount: 7,
        warnings: [],
      },
    });
  });

  it('counts words in scripts without spaces', async () => {
    const path = await fixture('chinese.txt', '今天天气很好。我们去公园散步。');
    const result = await engine.extractFile(path);
    expect(result.ok && result.value.wordCount).toBeGreaterThan(4);
  });

  it.each([
    ['pdf/pdfjs_tracemonkey.pdf', 'pdf', 'Trace-based Just-in-Time Type Specialization'],
    ['pdf/udhr_udhr_Hans.CMN_Sans_12.pdf', 'pdf', '世界人权宣言'],
    ['docx/mammoth_footnotes.docx', 'docx', 'A tachyon walks into a bar.'],
    ['doc/poi_ob_is.doc', 'doc', 'Профилирующая кафедра'],
    ['rtf/tika_testRTFJapanese.rtf', 'rtf', '取り乱すことなく死に臨む'],
    ['html/docling_wiki_duck.html', 'html', 'This article is about the bird.'],
    ['vtt/webvtt_netflix_chicas_del_cable.vtt', 'vtt', 'Va a dejar al niño con la vecina'],
    ['srt/pysrt_utf-8.srt', 'srt', 'si on me sait ta bimbo de service'],
  ])('extracts %s on the device', async (relative, format, excerpt) => {
    const result = await engine.extractFile(join(dataDir(), 'documents', relative));
    expect(result).toMatchObject({ ok: true, value: { format } });
    if (result.ok) {
      expect(result.value.text.replace(/\s+/g, ' ')).toContain(excerpt);
      expect(result.value.wordCount).toBeGreaterThan(5);
    }
  });

  it('explains password-protected and scanned PDFs', async () => {
    expect(
      await engine.extractFile(join(dataDir(), 'documents/pdf/pdfplumber_password-example.pdf')),
    ).toMatchObject({
      ok: false,
      code: 'encrypted',
      message: expect.stringContaining('password-protected'),
    });
    expect(await engine.extractFile(join(dataDir(), 'documents/pdf/tika_testOCR.pdf'))).toMatchObject({
      ok: false,
      code: 'image_only',
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const path = await fixture('big.txt', 'word '.repeat(300));
    expect(await engine.extractFile(path, 1000)).toEqual({
      ok: false,
      code: 'too_large',
      message: expect.stringContaining('big.txt is'),
    });
  });

  it('refuses unsupported, missing and empty files with a message naming the file', async () => {
    const program = await fixture('setup.exe', 'MZ');
    expect(await engine.extractFile(program)).toMatchObject({ ok: false, code: 'unsupported' });
    expect(await engine.extractFile(join(folder, 'gone.pdf'))).toMatchObject({
      ok: false,
      code: 'not_found',
      message: expect.stringContaining('gone.pdf'),
    });
    const empty = await fixture('empty.txt', '');
    expect(await engine.extractFile(empty)).toMatchObject({ ok: false, code: 'empty' });
  });

  it('passes the engine’s own errors through (a document with only whitespace)', async () => {
    const blank = await fixture('blank.txt', '   \n\n  \t ');
    expect(await engine.extractFile(blank)).toMatchObject({ ok: false, code: 'empty' });
  });

  it('stops a job that overruns its time and says so', async () => {
    const slow = new DeviceEngine({
      worker: typeScriptEngineWorker(),
      extractionTimeoutMs: 1,
    });
    // Long enough that reading it outlasts the millisecond, in a worker already started.
    const path = await fixture('slow.txt', 'Some text. '.repeat(400_000));
    expect(await slow.extractFile(path)).toMatchObject({
      ok: false,
      code: 'timeout',
      message: 'Reading slow.txt took too long and was stopped.',
    });
  });
});

describe('many documents at once', { timeout: 120_000 }, () => {
  it('answers every document of a burst, in order, as jobs queue for a free worker', async () => {
    const folderForBurst = await mkdtemp(join(tmpdir(), 'summer-burst-'));
    try {
      const paths = await Promise.all(
        Array.from({ length: 5 }, async (_, index) => {
          const path = join(folderForBurst, `note-${index}.txt`);
          await writeFile(path, `Note number ${index} about the harbour plan.`);
          return path;
        }),
      );
      const results = await Promise.all(paths.map((path) => engine.extractFile(path)));
      expect(results.map((result) => result.ok && result.value.text)).toEqual(
        paths.map((_, index) => `Note number ${index} about the harbour plan.`),
      );
    } finally {
      await rm(folderForBurst, { recursive: true, force: true });
    }
  });
});
