import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, newAccount, post, subscribe, test } from './accounts.ts';
import { reportText } from './documentFixtures.ts';
import { gotoLive, openDashboard } from './navigation.ts';
import { chooseFile } from './pageChecks.ts';

/**
 * The four downloads of a summary, opened as their readers would: each named after the document,
 * each holding the summary and, for every cited sentence, the passage of the document it comes from.
 */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const REPORT = flat(reportText());

async function download(
  page: Page,
  within: Locator,
  label: string,
): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await within.getByRole('button', { name: label }).click();
  const file: Download = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return flat(pages.join(' '));
}

/** The passages under "Sources" of the text export, by note number. */
function passagesOf(text: string): string[] {
  const sources = text.slice(text.lastIndexOf('\nSources\n'));
  return [...sources.matchAll(/^\[(\d+)\] (.+)$/gm)].map((match) => match[2]!);
}

test('the Save dialog downloads text, Markdown, Word and PDF, each citing the passages of the document', async ({
  page,
  account: _signedIn,
}) => {
  test.setTimeout(120_000);
  await openDashboard(page);
  await chooseFile(page, 'transport-plan.txt', 'text/plain', Buffer.from(reportText()));
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save / Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Your Summary' });

  const text = await download(page, dialog, 'Text (.txt)');
  expect(text.name).toBe('transport-plan summary.txt');
  const plain = text.bytes.toString('utf8');
  expect(plain).toMatch(/^Summary of transport-plan\.txt\n/);
  expect(plain).toMatch(/\.\[1\]/);
  const passages = passagesOf(plain);
  expect(passages.length).toBeGreaterThan(2);
  // Every note is a passage of the document itself.
  for (const passage of passages) expect(REPORT).toContain(passage.replace(/^…|…$/g, ''));

  const markdown = await download(page, dialog, 'Markdown (.md)');
  expect(markdown.name).toBe('transport-plan summary.md');
  const md = markdown.bytes.toString('utf8');
  expect(md).toContain('# Summary of transport-plan.txt');
  expect(md).toMatch(/\.\[\^1\]/);
  expect(md).toContain(`[^1]: ${passages[0]}`);

  const word = await download(page, dialog, 'Word (.docx)');
  expect(word.name).toBe('transport-plan summary.docx');
  const files = unzipSync(new Uint8Array(word.bytes));
  const body = strFromU8(files['word/document.xml']!);
  const footnotes = strFromU8(files['word/footnotes.xml']!);
  expect(body).toContain('Summary of transport-plan.txt');
  expect(body.match(/<w:footnoteReference /g)).toHaveLength(passages.length);
  expect(footnotes).toContain(passages[0]!.replace(/&/g, '&amp;'));

  const pdf = await download(page, dialog, 'PDF (.pdf)');
  expect(pdf.name).toBe('transport-plan summary.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const printed = await pdfText(pdf.bytes);
  expect(printed).toContain('Summary of transport-plan.txt');
  expect(printed).toContain('Sources');
  // The first passage, as the PDF prints it (its lines broken where they fit).
  expect(printed).toContain(`[1] ${passages[0]!.split(' ').slice(0, 6).join(' ')}`);
});

test("the library's summary downloads in the same four formats under the same names", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const email = await newAccount(context.request, baseURL!, 'exports');
  await subscribe(email);
  await post(context.request, baseURL!, '/api/upload-text', {
    text: reportText(),
    filename: 'Quarterly review.pdf',
    compressionLevel: 2,
  });
  const page = await context.newPage();
  await gotoLive(page, '/library');
  await page.getByRole('button', { name: /Quarterly review\.pdf/ }).click();
  const article = page.getByRole('article', { name: 'Quarterly review.pdf' });

  const names: string[] = [];
  for (const label of ['Text (.txt)', 'Markdown (.md)', 'Word (.docx)', 'PDF (.pdf)']) {
    names.push((await download(page, article, label)).name);
  }
  expect(names).toEqual([
    'Quarterly review summary.txt',
    'Quarterly review summary.md',
    'Quarterly review summary.docx',
    'Quarterly review summary.pdf',
  ]);
  const pdf = await pdfText((await download(page, article, 'PDF (.pdf)')).bytes);
  expect(pdf).toContain('Summary of Quarterly review.pdf');
  expect(pdf).toContain('Sources');
  await context.close();
});
