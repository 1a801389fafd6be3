import { describe, expect, it } from 'vitest';
import { DEMO_FREE_MAX_WORDS } from '../../shared/domain/index.ts';
import { createTestClient, generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

const harness = withTestServer({ DEMO_RATE_LIMIT_PER_IP: '12' });

const visitor = () => createTestClient(harness.server.url, { origin: harness.server.config.publicUrl });

describe('free demo', () => {
  it('summarizes a one-page text for a visitor', async () => {
    const answer = await visitor().json('POST', '/api/analyze-text', {
      text: generatedText(DEMO_FREE_MAX_WORDS),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      filename: 'Pasted text',
      wordCount: DEMO_FREE_MAX_WORDS,
      isFree: true,
      processed: true,
      summary: expect.any(String),
      requiresPayment: false,
      message: 'Free summary',
      originalReadingTime: 2.5,
      summaryReadingTime: expect.any(Number),
      estimatedReadingTime: '3 min',
      estimatedSummaryReadingTime: expect.stringMatching(/^\d+ min$/),
      timeSavedDisplay: expect.any(String),
    });
    expect(String(answer.body.summary).length).toBeGreaterThan(20);
  });

  it('asks for sign-up above one page, without a summary', async () => {
    const answer = await visitor().json('POST', '/api/analyze-text', {
      text: generatedText(DEMO_FREE_MAX_WORDS + 1),
    });
    expect(answer.body).toMatchObject({
      wordCount: DEMO_FREE_MAX_WORDS + 1,
      isFree: false,
      processed: false,
      summary: null,
      requiresPayment: true,
      message: 'Over 1 page - Sign up to use',
    });
  });

  it('reads pasted text as a text file is read: a chat copied from a messaging app becomes turns', async () => {
    const chat = [
      'Maria Lopez  10:42 AM',
      'Morning all! The vendor says the display panels ship on August 14, two weeks later than planned.',
      'John Baker  10:44 AM',
      'That pushes the launch back. Can we still hit September 1 with the older panels instead?',
      'Maria Lopez  10:45 AM',
      'No. I propose September 15 for the launch and we keep the press event on the 16th.',
      'Priya Shah  10:47 AM',
      'That works for marketing. I will move the campaign dates today and tell the agency.',
    ].join('\n');
    const answer = await visitor().json('POST', '/api/analyze-text', { text: chat });
    expect(answer.status).toBe(200);
    const summary = String(answer.body.summary);
    // Who said it, as a transcript's summary shows it; never the app's name-and-time lines.
    expect(summary).toMatch(/\*\*(Maria Lopez|John Baker|Priya Shah):\*\*/);
    expect(summary).not.toMatch(/AM/);
  });

  it('reads an uploaded file', async () => {
    const form = uploadForm({ content: generatedText(200), filename: 'one-pager.txt' });
    const response = await visitor().fetch('/api/analyze', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      filename: 'one-pager.txt',
      wordCount: 200,
      processed: true,
    });
  });

  it('says what is wrong with empty input', async () => {
    const blank = await visitor().json('POST', '/api/analyze-text', { text: '   ' });
    expect(blank).toMatchObject({
      status: 400,
      body: { message: 'text: Please enter some text to summarize' },
    });
    const noFile = await visitor().fetch('/api/analyze', { method: 'POST', body: new FormData() });
    expect(noFile.status).toBe(400);
  });

  it('answers 403 no_free_documents to a signed-in user with no free summaries left', async () => {
    const { client } = await signUp(harness.server, { email: 'demo-user@example.com' });
    expect((await client.json('POST', '/api/analyze-text', { text: generatedText(100) })).status).toBe(200);
    await harness.database.setBalance('demo-user@example.com', { free_documents_used: 3 });
    const answer = await client.json('POST', '/api/analyze-text', { text: generatedText(100) });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: 'no_free_documents', message: expect.any(String) },
    });
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await visitor().json('POST', '/api/analyze-text', { text: 'A short note.' })).status);
    }
    const limited = await visitor().json('POST', '/api/analyze-text', { text: 'A short note.' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
  });
});
