/**
 * The engine worker as the packaged app runs it: the built bundle copied to a folder with no
 * node_modules anywhere above it (the installers ship none), reading real documents of each kind.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script without type declarations
import { ensureBuilt, root } from '../../scripts/builds.mjs';
import { dataDir } from '../../shared/engine/tools/eval/data.ts';
import { DeviceEngine } from './extraction.ts';

let folder: string;
let engine: DeviceEngine;

beforeAll(async () => {
  (ensureBuilt as (names: string[]) => void)(['desktop']);
  folder = await mkdtemp(join(tmpdir(), 'summer-packaged-'));
  await cp(join(root as string, 'dist/desktop'), join(folder, 'desktop'), { recursive: true });
  engine = new DeviceEngine({ worker: { path: join(folder, 'desktop/main/engineWorker.js') } });
}, 180_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the built engine worker without node_modules', { timeout: 60_000 }, () => {
  it.each([
    ['pdf/pdfjs_tracemonkey.pdf', 'pdf'],
    ['pdf/udhr_udhr_Hans.CMN_Sans_12.pdf', 'pdf'],
    ['docx/mammoth_footnotes.docx', 'docx'],
    ['doc/poi_ob_is.doc', 'doc'],
    ['rtf/tika_testRTFJapanese.rtf', 'rtf'],
    ['txt/chardet_SHIFT_JIS_ude_4.txt', 'txt'],
  ])('reads %s', async (relative, format) => {
    const result = await engine.extractFile(join(dataDir(), 'documents', relative));
    expect(result).toMatchObject({ ok: true, value: { format } });
    expect(result.ok && result.value.wordCount).toBeGreaterThan(5);
  });

  it('tells a password-protected PDF apart from a damaged one', async () => {
    expect(
      await engine.extractFile(join(dataDir(), 'documents/pdf/pdfplumber_password-example.pdf')),
    ).toMatchObject({
      ok: false,
      code: 'encrypted',
    });
    expect(
      await engine.extractFile(join(dataDir(), 'documents/pdf/pdfjs_poppler-395-0-fuzzed.pdf')),
    ).toMatchObject({
      ok: false,
      code: 'corrupt',
    });
  });

  it('summarizes on the device', async () => {
    const text = Array.from(
      { length: 12 },
      (_, index) => `Paragraph ${index + 1} explains one part of the harbour plan and its cost for the city.`,
    ).join('\n\n');
    const result = await engine.summarize(text, 2);
    expect(result).toMatchObject({ ok: true, value: { engine: 'local' } });
  });
});
