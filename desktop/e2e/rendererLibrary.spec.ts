/**
 * The desktop library in the built renderer: replication through the bridge, live change signals, and
 * the summary's downloads.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ANA, installStandInBridge, recordedCalls, rendererPage, signedIn } from './standInBridge.ts';

test.beforeEach(({ page: tab }) => installStandInBridge(tab));

test('the library replicates through the bridge and pulls when the main process signals a change', async ({
  page: tab,
}) => {
  await signedIn(tab);
  await tab.addInitScript((user) => {
    type Listener = () => void;
    const libraryListeners = new Set<Listener>();
    const calls = (window as unknown as { recordedCalls: unknown[][] }).recordedCalls;
    const summary = {
      id: 'doc-1',
      filename: 'harbour plan.txt',
      wordCount: 900,
      summaryWordCount: 12,
      language: 'en',
      level: 3,
      summary: 'The harbour opens a second quay in May. Ferries move to the new quay.',
      stats: {},
      sources: [
        {
          text: 'The harbour opens a second quay in May.',
          sourceStart: 120,
          sourceEnd: 160,
          passage: 'After two years of works, the harbour opens a second quay in May.',
        },
      ],
      retention: 'retain',
      expiresAt: null,
      createdAt: '2026-11-21T09:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
      sequence: 1,
      _deleted: false,
    };
    let published = false;
    const answer = (status: number, body: unknown) => ({
      ok: true,
      value: { status, statusText: 'OK', contentType: 'application/json', body: JSON.stringify(body) },
    });
    const bridge = (window as unknown as { summerDesktop: Record<string, unknown> }).summerDesktop;
    Object.assign(window, {
      publishSummary: () => {
        published = true;
        for (const listener of libraryListeners) listener();
      },
      libraryWatchers: () => libraryListeners.size,
    });
    Object.assign(bridge, {
      api: async (method: string, path: string, body?: unknown) => {
        calls.push(['api', method, path, body]);
        if (path === '/api/auth/user') return answer(200, user);
        if (path.startsWith('/api/sync/documents/pull')) {
          const since = Number(new URL(path, 'http://x').searchParams.get('sequence'));
          const documents = published && since < 1 ? [summary] : [];
          return answer(200, {
            documents,
            checkpoint: documents.length ? { sequence: 1, id: 'doc-1' } : null,
          });
        }
        if (path === '/api/sync/documents/push') return answer(200, []);
        return answer(404, { error: 'not_found' });
      },
      onLibraryChange: (callback: Listener) => {
        libraryListeners.add(callback);
        return () => libraryListeners.delete(callback);
      },
    });
  }, ANA);
  await tab.goto(`${rendererPage}#/library`);
  await expect(tab.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(tab.getByText('No summaries yet')).toBeVisible();
  // The replication asked the server through the bridge (the main process adds the token), and follows
  // the main process's change signals instead of opening a stream of its own.
  await expect
    .poll(async () =>
      (await recordedCalls(tab)).some((call) => String(call[2]).startsWith('/api/sync/documents/pull')),
    )
    .toBe(true);
  expect((await recordedCalls(tab)).some((call) => String(call[2]).includes('/stream'))).toBe(false);
  await expect
    .poll(() =>
      tab.evaluate(() => (window as unknown as { libraryWatchers: () => number }).libraryWatchers()),
    )
    .toBe(1);

  await tab.evaluate(() => (window as unknown as { publishSummary: () => void }).publishSummary());
  const entry = tab.getByRole('button', { name: /harbour plan\.txt/ });
  await expect(entry).toBeVisible();
  await entry.click();
  const sentence = tab.locator('[data-source-sentence]').first();
  await sentence.hover();
  await expect(tab.getByTestId('source-passage')).toHaveText(
    'After two years of works, the harbour opens a second quay in May.',
  );

  // The same downloads as on the web, under the renderer's CSP and named by the same rule.
  const article = tab.getByRole('article', { name: 'harbour plan.txt' });
  const downloadOf = async (label: string) => {
    const downloading = tab.waitForEvent('download');
    await article.getByRole('button', { name: label }).click();
    const file = await downloading;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
  };
  const word = await downloadOf('Word (.docx)');
  expect(word.name).toBe('harbour plan summary.docx');
  expect(strFromU8(unzipSync(new Uint8Array(word.bytes))['word/footnotes.xml']!)).toContain(
    'After two years of works, the harbour opens a second quay in May.',
  );
  const pdf = await downloadOf('PDF (.pdf)');
  expect(pdf.name).toBe('harbour plan summary.pdf');
  const document = await getDocument({ data: new Uint8Array(pdf.bytes), isEvalSupported: false }).promise;
  const text = (await (await document.getPage(1)).getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
  expect(text).toContain('[1] After two years of works, the harbour opens a second quay in May.');
});
