import { describe, expect, it } from 'vitest';
import { CITATIONS } from '../../shared/domain/index.ts';
import { generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

const harness = withTestServer({ SUMMARIZE_WORKERS: '1' });

/** About `megabytes` MB of prose in one paragraph: no blank line anywhere (the probe's worst case). */
function singleParagraph(megabytes: number): string {
  return generatedText(Math.round((megabytes * 1024 * 1024) / 7)).replace(/\n\n/g, ' ');
}

/**
 * Waits at most this long for one health answer. Not a speed requirement (the bench measures latency):
 * a liveness bound, far above any healthy answer, that a frozen server misses (the probe saw 210 s).
 */
const HEALTH_ANSWER_BOUND_MS = 15_000;

describe('the largest documents', () => {
  it('leave /api/health answering while a 12 MB single-paragraph document is summarized, and answer bounded citations', async () => {
    const { client, email } = await signUp(harness.server, { prefix: 'large' });
    await harness.database.subscribe(email, new Date(Date.now() + 86_400_000));
    const text = singleParagraph(12);
    expect(text.length).toBeGreaterThan(12_000_000);

    let uploading = true;
    const upload = client
      .fetch('/api/upload', {
        method: 'POST',
        body: uploadForm({ content: text, filename: 'one paragraph.txt', level: 3 }),
      })
      .finally(() => {
        uploading = false;
      });

    const healthAnswers: number[] = [];
    while (uploading) {
      const health = await fetch(`${harness.server.url}/api/health`, {
        signal: AbortSignal.timeout(HEALTH_ANSWER_BOUND_MS),
      });
      healthAnswers.push(health.status);
      await health.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const response = await upload;
    expect(response.status).toBe(200);
    const body = await response.text();
    const result = JSON.parse(body) as {
      summary: string;
      sources: { text: string; sourceStart: number; sourceEnd: number; passage?: string }[];
    };
    expect(healthAnswers.length).toBeGreaterThan(3);
    expect(healthAnswers.every((status) => status === 200)).toBe(true);

    // Citations are offsets with short passages, at most CITATIONS.maxSentences of them: the answer is
    // the summary plus a bounded part (it was 70 MB when every sentence carried a copy of its context).
    expect(result.sources.length).toBe(CITATIONS.maxSentences);
    const citationBytes = body.length - JSON.stringify(result.summary).length;
    expect(citationBytes).toBeLessThan(CITATIONS.maxSentences * 3 * CITATIONS.contextChars);
    for (const source of result.sources.slice(0, 50))
      expect(text.slice(source.sourceStart, source.sourceEnd)).toBe(source.text);
    const row = await harness.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn('length', ['sources_json']).as('length'))
      .executeTakeFirstOrThrow();
    expect(Number(row.length)).toBeLessThan(CITATIONS.maxSentences * 3 * CITATIONS.contextChars);
  }, 600_000);
});
