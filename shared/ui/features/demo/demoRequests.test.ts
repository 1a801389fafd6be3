import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../apiClient.ts';
import { runDemo } from './demoRequests.ts';

function answer(status: number, body: unknown) {
  configureApiClient({
    fetch: (async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
      })) as unknown as typeof fetch,
  });
}

afterEach(() => configureApiClient({}));

describe('runDemo', () => {
  const analysis = {
    filename: 'Pasted text',
    wordCount: 900,
    isFree: false,
    processed: false,
    summary: null,
    requiresPayment: true,
    message: 'Over 1 page - Sign up to use',
    originalReadingTime: 3.6,
    summaryReadingTime: 0,
    estimatedReadingTime: '4 min',
    estimatedSummaryReadingTime: '0 min',
    timeSavedDisplay: '4 min',
  };

  it('asks for sign-up when the document is over the demo limit', async () => {
    answer(200, analysis);
    expect(await runDemo({ kind: 'text', text: 'x' })).toEqual({
      kind: 'sign-up',
      message: 'Over 1 page - Sign up to use',
    });
  });

  it('shows the no_free_documents message in the sign-up card', async () => {
    answer(403, { error: 'no_free_documents', message: 'You have used your free summaries.' });
    expect(await runDemo({ kind: 'url', url: 'https://a.example' })).toEqual({
      kind: 'sign-up',
      message: 'You have used your free summaries.',
    });
  });

  it('sends a signed-out visitor to sign in on 401', async () => {
    answer(401, 'Unauthorized');
    expect(await runDemo({ kind: 'text', text: 'x' })).toEqual({ kind: 'signed-out' });
  });

  it('names uploads and texts differently when they fail, with the server’s reason', async () => {
    answer(422, { error: 'encrypted', message: 'This PDF is protected by a password.' });
    const file = new File(['%PDF'], 'locked.pdf');
    expect(await runDemo({ kind: 'file', file })).toEqual({
      kind: 'error',
      message: 'Upload failed: This PDF is protected by a password.',
    });
    answer(500, '');
    expect(await runDemo({ kind: 'text', text: 'x' })).toEqual({
      kind: 'error',
      message: 'Processing failed: 500',
    });
  });
});
