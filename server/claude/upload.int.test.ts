import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { uploadForm } from '../testing/uploadForm.ts';
import { errorReply, userText } from './testing/messagesApiStandIn.ts';
import { withClaudeServer } from './testing/withClaudeServer.ts';

/** The real server with ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL pointing at the Messages API stand-in. */

const harness = withClaudeServer('sk-ant-server-key', { ANTHROPIC_MODEL: 'claude-upload-test' });

const report = [
  '# Quarterly report',
  'Revenue grew by 14 percent in the third quarter, driven by the new subscription plans. Costs stayed flat because the data centre move was finished in July.',
  '## Outlook',
  'The board expects growth to slow to 9 percent next quarter. Hiring will continue in the support team, which answers twice as many tickets as a year ago.',
  'Two risks remain: the pending licence dispute and the exchange rate of the Swiss franc.',
].join('\n\n');

async function upload(text: string, level: string) {
  const { client } = await signUp(harness.server, { prefix: 'claude' });
  return client.fetch('/api/upload', { method: 'POST', body: uploadForm({ content: text, level }) });
}

async function storedEngine(id: string): Promise<string> {
  const row = await harness.database.db
    .selectFrom('documents')
    .select('stats_json')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.stats_json).engine;
}

describe('uploads summarized by Claude', () => {
  it('says in /api/health that Claude writes the summaries', async () => {
    const health = await (await fetch(`${harness.server.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', engine: 'claude' });
    expect(JSON.stringify(health)).not.toContain(harness.api.apiKey);
  });

  it("a signed-in upload gets Claude's summary, with sources pointing into the document", async () => {
    const response = await upload(report, '2');
    expect(response.status).toBe(200);
    const result = await response.json();

    expect(harness.api.requests).toHaveLength(1);
    const request = harness.api.requests[0]!;
    expect(request.body.model).toBe('claude-upload-test');
    expect(userText(request.body)).toContain(report);
    expect(result.summary).toMatch(/^Revenue grew by 14 percent/);
    expect(result.stats).toMatchObject({ originalWords: expect.any(Number), language: 'en', level: 2 });
    expect(result.sources.length).toBeGreaterThan(0);
    for (const source of result.sources) {
      expect(report.slice(source.sourceStart, source.sourceEnd)).toBe(source.text);
      expect(source.similarity).toBeCloseTo(1, 2);
    }
    expect(await storedEngine(result.id)).toBe('claude');
    // The key stays on the server.
    expect(JSON.stringify(result)).not.toContain(harness.api.apiKey);
  });

  it('still summarizes (with the local engine) when Claude rejects the request', async () => {
    harness.api.queue(errorReply(529));
    const response = await upload(report, '3');
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.summary.length).toBeGreaterThan(0);
    expect(await storedEngine(result.id)).toBe('local');
    for (const source of result.sources) {
      expect(report.slice(source.sourceStart, source.sourceEnd)).toBe(source.text);
    }
  });
});
