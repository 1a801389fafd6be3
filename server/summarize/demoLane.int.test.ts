/**
 * The free demo in its own lane (issue #15: a visitor's heavy file ran for minutes in the workers
 * paying users wait for). A PDF of the most pages the engine reads keeps the demo's worker busy for
 * many seconds: meanwhile a signed-in user's document goes through, and the demo's time budget ends
 * the visitor's work.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES } from '../../shared/engine/extract/limits.ts';
import { buildPdf } from '../../shared/engine/extract/testing/buildPdf.ts';
import { createTestClient, generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

/** The heaviest PDF the demo's 5 MB allow that the engine still reads page by page. */
const heavyPdf = () =>
  buildPdf({
    pages: Array.from({ length: MAX_PDF_PAGES }, (_, page) => ({
      lines: [`Page ${page + 1} of the quarterly report.`, 'Revenue grew in every region this quarter.'],
    })),
  }) as Uint8Array<ArrayBuffer>;

const sendDemo = (url: string, pdf: Uint8Array<ArrayBuffer>, signal?: AbortSignal) =>
  createTestClient(url).fetch('/api/analyze', {
    method: 'POST',
    body: uploadForm({ content: pdf, filename: 'report.pdf' }),
    signal,
  });

describe('the demo’s own worker', () => {
  // One worker for signed-in documents: without a lane of its own, the demo would take it.
  const harness = withTestServer({ SUMMARIZE_WORKERS: '1', DEMO_TIMEOUT_MS: '600000' });

  it('keeps a visitor’s heavy file from holding up a signed-in user’s document', async () => {
    const { client } = await signUp(harness.server, { prefix: 'paying' });
    const visitorLeaves = new AbortController();
    let demoAnswered = false;
    const demo = sendDemo(harness.server.url, heavyPdf(), visitorLeaves.signal).then(
      () => {
        demoAnswered = true;
      },
      () => {},
    );
    // Arrangement, not a measure: the visitor's file has arrived and is being read.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const upload = await client.json('POST', '/api/upload-text', { text: generatedText(300) });
    expect(upload.status).toBe(200);
    expect(demoAnswered).toBe(false);

    visitorLeaves.abort();
    await demo;
  }, 120_000);
});

describe('the demo’s time budget', () => {
  const harness = withTestServer({ DEMO_TIMEOUT_MS: '1000' });

  it('stops a demo file that takes longer, with a clear answer, and the next visitor is served', async () => {
    const stopped = await sendDemo(harness.server.url, heavyPdf());
    expect(stopped.status).toBe(503);
    expect(await stopped.json()).toMatchObject({ error: 'processing_timeout' });

    const next = await createTestClient(harness.server.url).json('POST', '/api/analyze-text', {
      text: generatedText(200),
    });
    expect(next.status).toBe(200);
  }, 120_000);
});
