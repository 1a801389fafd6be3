import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { openProgressStream, readStages } from '../testing/progressStream.ts';
import { uploadForm } from '../testing/uploadForm.ts';
import { withClaudeServer } from './testing/withClaudeServer.ts';

/**
 * The real server with Claude (the Messages API stand-in) and a small input budget, so a report of a few
 * thousand words is summarized in parts and combined: the upload's progress stream shows the summary
 * being written, not just the stage names.
 */

const harness = withClaudeServer('sk-ant-progress-key', { ANTHROPIC_INPUT_TOKENS: '1000' });

const topics = ['revenue', 'hiring', 'freight costs', 'the new warehouse', 'customer support', 'pricing'];

/** A report of `sections` sections of distinct, complete sentences (about 110 words each). */
function report(sections: number): string {
  return Array.from({ length: sections }, (_, s) => {
    const topic = topics[s % topics.length];
    const sentences = Array.from(
      { length: 6 },
      (_, n) =>
        `In region ${s + 1} the team reviewed ${topic} for week ${n + 1} and found that results moved by ${s + n + 2} percent against the plan.`,
    );
    return `## Section ${s + 1}: ${topic}\n\n${sentences.join(' ')}`;
  }).join('\n\n');
}

async function client() {
  return (await signUp(harness.server, { prefix: 'claude-progress' })).client;
}

const progressId = () => randomBytes(12).toString('base64url');

describe('upload progress while Claude writes', () => {
  it('streams rising summarize fractions between the Summarize and Complete stages', async () => {
    const user = await client();
    const id = progressId();
    const stream = await openProgressStream(user, id);
    expect(stream.status).toBe(200);
    const stagesPromise = readStages(stream);

    const form = uploadForm({ content: report(30), filename: 'regions.txt', level: 3 });
    const upload = await user.fetch(`/api/upload?progressId=${id}`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const result = await upload.json();
    // Claude wrote it, in several requests (parts, then the combining one).
    expect(harness.api.requests.length).toBeGreaterThan(2);

    const stages = await stagesPromise;
    expect(stages.map((event) => event.stage)).toEqual([
      'upload',
      'analyze',
      ...stages.slice(2, -1).map(() => 'summarize'),
      'complete',
    ]);
    const summarizing = stages.filter((event) => event.stage === 'summarize');
    // The stage starts without a fraction; then the written share rises, in whole percents, below 1.
    expect(summarizing[0]).toEqual({ stage: 'summarize', wordCount: result.stats.originalWords });
    const fractions = summarizing.slice(1).map((event) => event.fraction as number);
    expect(fractions.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThan(fractions[i - 1]!);
    for (const fraction of fractions) {
      expect(fraction).toBeGreaterThan(0);
      expect(fraction).toBeLessThan(1);
      expect(Math.round(fraction * 100) / 100).toBe(fraction);
    }
    expect(fractions.at(-1)).toBeGreaterThanOrEqual(0.9);
    for (const event of summarizing) expect(event.wordCount).toBe(result.stats.originalWords);

    // Nothing arrives after 'complete': polling the same id still answers it.
    expect(await user.json('GET', `/api/progress/${id}`)).toEqual({
      status: 200,
      body: { stage: 'complete', wordCount: result.stats.originalWords },
    });
  });

  it('keeps the summarize stage without fractions when Claude fails and the local engine writes', async () => {
    harness.api.plan(() => ({ kind: 'error', status: 400, type: 'invalid_request_error', message: 'no' }));
    const user = await client();
    const id = progressId();
    const stagesPromise = readStages(await openProgressStream(user, id));
    const answer = await user.json('POST', `/api/upload-text?progressId=${id}`, {
      text: report(4),
      compressionLevel: 3,
    });
    expect(answer.status).toBe(200);
    const stages = await stagesPromise;
    expect(stages.map((event) => event.stage)).toEqual(['upload', 'analyze', 'summarize', 'complete']);
    expect(stages.some((event) => 'fraction' in event)).toBe(false);
  });
});
